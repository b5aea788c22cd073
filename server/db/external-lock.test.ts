// @vitest-environment node
/**
 * Another process locks the database file (a backup tool, a `sqlite3` edit, a second server):
 * the server's writes wait for it (busy timeout), and one that waited too long fails alone with
 * WriterBusy: the connection is replaced, never left failing every later commit.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdWriteLock } from "../testing/outside-lock";
import { openDatabase, type Database } from "./database";
import { writeTransaction, WriterBusy } from "./write-transaction";

let dir: string;
let file: string;
let database: Database;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "backoffice-lock-"));
  file = join(dir, "locked.db");
  database = await openDatabase(`file:${file}`, undefined, { busyTimeoutMs: 600 });
  await database.db.run(sql`CREATE TABLE IF NOT EXISTS lock_probe (x INTEGER)`);
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const write = () =>
  writeTransaction(database.db, (tx) => tx.run(sql`INSERT INTO lock_probe VALUES (1)`));

describe("a lock held by another process", () => {
  it("is waited for when short: every write succeeds", async () => {
    const { ended } = await holdWriteLock(file, 100);
    const started = performance.now();
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, write));
    // They did wait for it.
    expect(performance.now() - started).toBeGreaterThan(50);
    await ended;
    expect(outcomes.map((o) => o.status)).toEqual(Array(5).fill("fulfilled"));
  });

  it("fails only the writes that waited past the busy timeout, never the ones after it", async () => {
    const { ended } = await holdWriteLock(file, 1500);
    const during = await write().then(
      () => "written",
      (error: unknown) => (error instanceof WriterBusy ? "busy" : String(error)),
    );
    expect(during).toBe("busy");
    await ended;
    const after = await Promise.allSettled(Array.from({ length: 5 }, write));
    expect(after.map((o) => o.status)).toEqual(Array(5).fill("fulfilled"));
  });
});
