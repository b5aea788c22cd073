/**
 * One writer at a time, and a writer's statements commit together or not at all.
 *
 * SQLite (libsql) lets one connection write at once. A second writer on another connection gets
 * SQLITE_BUSY at once, and waiting for it inside the driver would block the event loop that the
 * first writer needs in order to finish. So every write of the server goes through
 * `writeTransaction`: an in-process queue per database in front of a drizzle transaction
 * (`BEGIN IMMEDIATE`). Reads need no queue: WAL lets them run beside a write.
 *
 * Called with a transaction (a handler already running in one, see define-route.ts), it runs
 * inside it, in a savepoint, so a nested failure undoes only its own writes.
 */
import { is } from "drizzle-orm";
import { SQLiteTransaction } from "drizzle-orm/sqlite-core";
import type { Db } from "./database";

const queues = new WeakMap<object, Promise<unknown>>();

export async function writeTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (inTransaction(db)) return db.transaction((tx) => fn(tx));
  const previous = queues.get(db) ?? Promise.resolve();
  const run = previous.then(
    () => db.transaction((tx) => fn(tx)),
    () => db.transaction((tx) => fn(tx)),
  );
  // The queue goes on whatever this writer's outcome; the caller gets the outcome.
  queues.set(
    db,
    run.catch(() => undefined),
  );
  return run;
}

/** Whether `db` is already a transaction (its writes commit with the caller's). */
export function inTransaction(db: Db): boolean {
  return is(db, SQLiteTransaction);
}
