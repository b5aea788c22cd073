/**
 * Opens the libsql database and brings its schema up to date with the migrations of
 * server/drizzle/. A `file:` URL gets its folder created and WAL journaling. `:memory:` (tests,
 * benches) gives a private database in a temporary file, deleted on close: an in-memory libsql
 * database has one connection, which a write transaction holds, so reads beside it would fail,
 * unlike on the venue's file database.
 * Every write goes through write-transaction.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, type Client, type ResultSet } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";

/** The database or a transaction on it: what a handler writes through. */
export type Db = BaseSQLiteDatabase<"async", ResultSet>;

export interface Database {
  db: LibSQLDatabase;
  client: Client;
  close: () => void;
}

const MIGRATIONS_DIR = fileURLToPath(new URL("../drizzle", import.meta.url));

function ensureFileFolder(url: string): void {
  if (!url.startsWith("file:") || url.includes(":memory:")) return;
  const path = url.slice("file:".length).replace(/\?.*$/, "");
  mkdirSync(dirname(resolve(path)), { recursive: true });
}

/** How long a statement waits for a lock another process holds (a backup, a `sqlite3` edit). */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

const reopeners = new WeakMap<object, () => Promise<void>>();

/**
 * After a statement failed on a lock held too long, libsql leaves it unfinished and every later
 * commit of the connection fails ("SQL statements in progress") until it is collected: the
 * connection is replaced by a fresh one (writeTransaction calls this on such a failure).
 */
export async function reopenConnection(db: object): Promise<void> {
  await reopeners.get(db)?.();
}

/** A database that cannot be written must already have every migration of this server. */
async function requireMigrated(client: Client): Promise<void> {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  const applied = await client
    .execute("SELECT count(*) AS n FROM __drizzle_migrations")
    .then((r) => Number(r.rows[0]?.n ?? 0))
    .catch(() => 0);
  if (applied < journal.entries.length)
    throw new Error(
      `the database is read-only and older than this server (${applied} of ${journal.entries.length} migrations): make it writable once so it is brought up to date`,
    );
}

export async function openDatabase(
  url: string,
  authToken?: string,
  {
    busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS,
    readOnly = false,
  }: { busyTimeoutMs?: number; readOnly?: boolean } = {},
): Promise<Database> {
  const privateDir = url === ":memory:" ? mkdtempSync(join(tmpdir(), "backoffice-db-")) : null;
  const target = privateDir ? `file:${join(privateDir, "private.db")}` : url;
  ensureFileFolder(target);
  const isFile = target.startsWith("file:") && !target.includes(":memory:");
  const connect = async () => {
    const client = createClient(authToken ? { url: target, authToken } : { url: target });
    if (isFile && !readOnly) {
      // WAL lets readers go on while a write commits; with synchronous=NORMAL a commit does not
      // wait for the disk (a power cut may lose the last commits, never corrupt the file; a
      // killed process loses nothing committed), which takes several ms off every write here.
      await client.execute("PRAGMA journal_mode = WAL");
      await client.execute("PRAGMA synchronous = NORMAL");
      // Another process's lock is waited for, not failed on at once (this wait blocks the event
      // loop: it is for the rare outside lock; the server's own writers queue in
      // write-transaction.ts).
      await client.execute(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
    }
    await client.execute("PRAGMA foreign_keys = ON");
    // A file the server may not write: every write fails with SQLITE_READONLY (storage_read_only).
    if (readOnly) await client.execute("PRAGMA query_only = ON");
    return client;
  };
  let current = await connect();
  // The database's connection, replaceable under drizzle (reopenConnection).
  const client = new Proxy({} as Client, {
    get: (_, property) => {
      const value = Reflect.get(current, property) as unknown;
      return typeof value === "function"
        ? (value as (...a: unknown[]) => unknown).bind(current)
        : value;
    },
  });
  const db = drizzle(client);
  reopeners.set(db, async () => {
    const stale = current;
    current = await connect();
    try {
      stale.close();
    } catch {
      // Already unusable: it goes with the garbage.
    }
  });
  if (readOnly) await requireMigrated(current);
  else await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    client,
    close: () => {
      current.close();
      if (privateDir) rmSync(privateDir, { recursive: true, force: true });
    },
  };
}
