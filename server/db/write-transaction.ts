/**
 * One writer at a time, and a writer's statements commit together or not at all.
 *
 * SQLite (libsql) lets one connection write at once. A second writer on another connection gets
 * SQLITE_BUSY at once, and waiting for it inside the driver would block the event loop that the
 * first writer needs in order to finish. So every write of the server goes through
 * `writeTransaction`: an in-process queue per database in front of a drizzle transaction
 * (`BEGIN IMMEDIATE`). Reads need no queue: WAL lets them run beside a write.
 *
 * The wait for the writer is bounded (`limitWriterWait`, WRITER_WAIT_MS): a writer whose turn has
 * not come by then gives up with `WriterBusy` (the app answers 503 server_busy with Retry-After)
 * and is skipped when its turn comes. Request bodies are read before a request queues here
 * (server/http/body-first.ts), so no client holds the writer while its body arrives.
 *
 * Called with a transaction (a handler already running in one, see define-route.ts), it runs
 * inside it, in a savepoint, so a nested failure undoes only its own writes.
 */
import { is } from "drizzle-orm";
import { SQLiteTransaction } from "drizzle-orm/sqlite-core";
import { reopenConnection, type Db } from "./database";
import { storageFault } from "./storage-faults";

const queues = new WeakMap<object, Promise<unknown>>();
const maxWaits = new WeakMap<object, number>();

/** The writer's turn did not come within the database's bound. */
export class WriterBusy extends Error {
  constructor() {
    super("the database writer stayed busy");
    this.name = "WriterBusy";
  }
}

/** Bounds the wait for `db`'s writer (milliseconds); unset, a writer waits its turn. */
export function limitWriterWait(db: Db, ms: number): void {
  maxWaits.set(db, ms);
}

const ignore = () => undefined;

export async function writeTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (inTransaction(db)) return db.transaction((tx) => fn(tx));
  const previous = queues.get(db) ?? Promise.resolve();
  // Whatever the previous writer's outcome, this one's turn comes after it.
  const turn = previous.then(ignore, ignore);
  let abandoned = false;
  const run = turn.then(async () => {
    if (abandoned) throw new WriterBusy();
    try {
      return await db.transaction((tx) => fn(tx));
    } catch (error) {
      // Another process held the database past the busy timeout: nothing was written; the
      // connection is replaced (database.ts) and the client is told to come back.
      if (storageFault(error) !== "busy") throw error;
      await reopenConnection(db);
      throw new WriterBusy();
    }
  });
  queues.set(db, run.catch(ignore));
  const maxWait = maxWaits.get(db);
  if (maxWait === undefined) return run;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      abandoned = true;
      reject(new WriterBusy());
    }, maxWait);
    void turn.then(() => clearTimeout(timer));
    run.then(resolve, reject);
  });
}

/** Whether `db` is already a transaction (its writes commit with the caller's). */
export function inTransaction(db: Db): boolean {
  return is(db, SQLiteTransaction);
}
