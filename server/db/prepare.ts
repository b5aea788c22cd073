/**
 * The database as the server starts on it (main.ts), with what a venue's operator must be told
 * rather than find out later:
 * - one server per file (instance-lock.ts);
 * - a file that existed is never seeded: an empty one (a failed copy or restore) or one holding no
 *   venue is refused; only a file this server created is seeded with the demo venue (a
 *   `seed_pending` mark lets a start that crashed before seeding finish it);
 * - a damaged file (`PRAGMA quick_check`) is refused, with what to do;
 * - a file the server may not write is served read-only (writes: 503 storage_read_only).
 * Each refusal is a StartUpRefusal whose message is for the operator (no SQL, no parameters).
 */
import { accessSync, constants, existsSync, mkdirSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { localDatabaseFile, type ServerConfig } from "../config";
import { seedIfEmpty } from "../seed/database.seed";
import type { SeedSize } from "../seed/venue.seed";
import { openDatabase, type Database } from "./database";
import { claimDatabase } from "./instance-lock";
import { roles } from "./schema/employees.schema";
import { DEMO_VENUE_SETTING, SEED_PENDING_SETTING, settings } from "./schema/settings.schema";
import { sqliteFailure, storageFault } from "./storage-faults";

export class StartUpRefusal extends Error {
  override name = "StartUpRefusal";
}

export interface PreparedDatabase extends Database {
  seeded: boolean;
  readOnly: boolean;
  /** The seeded demo venue (its secrets and passwords are the README's). */
  demo: boolean;
}

const RESTORE_HINT = "restore the last good backup (npm run restore -- <backup file>)";

function canWrite(file: string): boolean {
  try {
    accessSync(file, constants.W_OK);
    accessSync(dirname(file), constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

export async function prepareDatabase(
  config: Pick<ServerConfig, "databaseUrl" | "databaseAuthToken" | "admin">,
  {
    writable = canWrite,
    seedSize = "demo",
  }: { writable?: (file: string) => boolean; seedSize?: SeedSize } = {},
): Promise<PreparedDatabase> {
  const file = localDatabaseFile(config.databaseUrl);
  if (file) mkdirSync(dirname(file), { recursive: true });
  const release = file ? claimDatabase(file) : () => undefined;
  try {
    const existed = file ? existsSync(file) : true;
    if (file && existed && statSync(file).size === 0)
      throw new StartUpRefusal(
        `${file} exists but is empty (0 bytes): a failed copy or restore? Nothing was changed. To carry on, ${RESTORE_HINT}, or move the file away to start a new demo venue.`,
      );
    const readOnly = !!file && existed && !writable(file);
    const database = await openDatabase(config.databaseUrl, config.databaseAuthToken, {
      readOnly,
    }).catch((error: unknown) => {
      if (storageFault(error) === "damaged")
        throw new StartUpRefusal(
          `${file ?? config.databaseUrl} is not a readable database. ${capital(RESTORE_HINT)}.`,
        );
      throw error;
    });
    const prepared = await settle(database, { file, existed, readOnly, config, seedSize });
    return { ...prepared, close: () => (database.close(), release()) };
  } catch (error) {
    release();
    throw error;
  }
}

const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

async function settle(
  database: Database,
  context: {
    file: string | undefined;
    existed: boolean;
    readOnly: boolean;
    config: Pick<ServerConfig, "admin">;
    seedSize: SeedSize;
  },
): Promise<PreparedDatabase> {
  const { db } = database;
  const where = context.file ?? "the database";
  const verdict = await (db.all(sql`PRAGMA quick_check`) as Promise<{ quick_check?: string }[]>)
    // On one line: the check lists each damaged tree on its own.
    .then(([check]) => (check?.quick_check ?? "no answer").replace(/\s*\n\s*/g, "; "))
    .catch((error: unknown) => {
      if (storageFault(error) !== "damaged") throw error;
      return sqliteFailure(error)?.message ?? "unreadable";
    });
  if (verdict !== "ok")
    throw new StartUpRefusal(
      `${where} is damaged (quick_check: ${verdict}). ${capital(RESTORE_HINT)}.`,
    );
  const marks = new Map((await db.select().from(settings)).map((r) => [r.key, r.value]));
  const [held] = await db.select({ n: count() }).from(roles);
  const empty = (held?.n ?? 0) === 0;
  let seeded = false;
  if (empty) {
    const ours = !context.existed || marks.has(SEED_PENDING_SETTING) || !context.file;
    if (!ours || context.readOnly)
      throw new StartUpRefusal(
        `${where} holds no venue (no roles, no employees): a failed copy or restore? Nothing was changed. To carry on, ${RESTORE_HINT}, or move the file away to start a new demo venue.`,
      );
    await db
      .insert(settings)
      .values({ key: SEED_PENDING_SETTING, value: "1" })
      .onConflictDoNothing();
    seeded = await seedIfEmpty(db, context.config, Date.now(), context.seedSize);
    await db.delete(settings).where(eq(settings.key, SEED_PENDING_SETTING));
  }
  const demo = seeded || marks.get(DEMO_VENUE_SETTING) === "1";
  return { ...database, seeded, readOnly: context.readOnly, demo };
}
