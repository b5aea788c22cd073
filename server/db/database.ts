/**
 * Opens the libsql database and brings its schema up to date with the migrations of
 * server/drizzle/. A `file:` URL gets its folder created and WAL journaling; `:memory:` gives a
 * private database (tests), one per call.
 */
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, type Client } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";

export type Db = LibSQLDatabase;

export interface Database {
  db: Db;
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
  ensureFileFolder(url);
  const client = createClient(authToken ? { url, authToken } : { url });
  if (url.startsWith("file:") && !url.includes(":memory:")) {
    // WAL lets readers go on while a write commits; with synchronous=NORMAL a commit does not
    // wait for the disk (a power cut may lose the last commits, never corrupt the file), which
    // takes several ms off every write here.
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA synchronous = NORMAL");
  }
  await client.execute("PRAGMA foreign_keys = ON");
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db, client, close: () => client.close() };
}
