/**
 * Opens the libsql database and brings its schema up to date with the migrations of
 * server/drizzle/. A `file:` URL gets its folder created and WAL journaling. `:memory:` (tests,
 * benches) gives a private database in a temporary file, deleted on close: an in-memory libsql
 * database has one connection, which a write transaction holds, so reads beside it would fail,
 * unlike on the venue's file database.
 * Every write goes through write-transaction.ts.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
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

export async function openDatabase(url: string, authToken?: string): Promise<Database> {
  const privateDir = url === ":memory:" ? mkdtempSync(join(tmpdir(), "backoffice-db-")) : null;
  const target = privateDir ? `file:${join(privateDir, "private.db")}` : url;
  ensureFileFolder(target);
  const client = createClient(authToken ? { url: target, authToken } : { url: target });
  if (target.startsWith("file:") && !target.includes(":memory:")) {
    // WAL lets readers go on while a write commits; with synchronous=NORMAL a commit does not
    // wait for the disk (a power cut may lose the last commits, never corrupt the file; a killed
    // process loses nothing committed), which takes several ms off every write here.
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA synchronous = NORMAL");
  }
  await client.execute("PRAGMA foreign_keys = ON");
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    client,
    close: () => {
      client.close();
      if (privateDir) rmSync(privateDir, { recursive: true, force: true });
    },
  };
}
