// @vitest-environment node
/**
 * What the server starts on (prepare.ts): a new file is seeded; a file that existed never is; a
 * damaged one is refused; one it may not write is served read-only.
 */
import { spawnSync } from "node:child_process";
import {
  closeSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { customers } from "./schema/customers.schema";
import { roles } from "./schema/employees.schema";
import { settings } from "./schema/settings.schema";
import { openDatabase } from "./database";
import { prepareDatabase, StartUpRefusal } from "./prepare";
import { storageFault } from "./storage-faults";

const dir = mkdtempSync(join(tmpdir(), "backoffice-prepare-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const configOf = (file: string) => loadConfig({ DATABASE_URL: `file:${file}` });
const prepare = (file: string, writable?: (f: string) => boolean) =>
  prepareDatabase(configOf(file), { seedSize: "test", ...(writable ? { writable } : {}) });
const refusalOf = (file: string) =>
  prepare(file).then(
    () => "started",
    (error: unknown) => (error instanceof StartUpRefusal ? error.message : String(error)),
  );

describe("the database a server starts on", () => {
  it("is seeded with the demo venue when the server created it, and only then", async () => {
    const file = join(dir, "new.db");
    const first = await prepare(file);
    expect([first.seeded, first.demo, first.readOnly]).toEqual([true, true, false]);
    const [{ n }] = (await first.db.select({ n: count() }).from(roles)) as [{ n: number }];
    first.close();
    const again = await prepare(file);
    expect([again.seeded, again.demo]).toEqual([false, true]);
    expect(await again.db.select({ n: count() }).from(roles)).toEqual([{ n }]);
    again.close();
  });

  it("refuses an empty file (a failed copy) and one holding no venue, changing nothing", async () => {
    const empty = join(dir, "empty.db");
    writeFileSync(empty, "");
    expect(await refusalOf(empty)).toMatch(
      /empty\.db exists but is empty \(0 bytes\).*npm run restore/,
    );
    expect(statSync(empty).size).toBe(0);

    // The schema, no venue: what a copy of another database's empty shell would be.
    const blank = join(dir, "blank.db");
    (await openDatabase(`file:${blank}`)).close();
    expect(await refusalOf(blank)).toMatch(/blank\.db holds no venue/);
  });

  it("finishes the seeding of a database whose first start stopped before it", async () => {
    // What a first start leaves when it stops between the migrations and the seed.
    const file = join(dir, "crashed.db");
    const created = await openDatabase(`file:${file}`);
    await created.db.insert(settings).values({ key: "seed_pending", value: "1" });
    created.close();
    const resumed = await prepare(file);
    expect(resumed.seeded).toBe(true);
    resumed.close();
  });

  it("refuses a damaged file and says to restore a backup", async () => {
    const file = join(dir, "damaged.db");
    const created = await prepare(file);
    await created.db.run(sql`PRAGMA wal_checkpoint(TRUNCATE)`);
    created.close();
    // Garbage over pages in the middle of the file, as a disk fault or a bad copy leaves.
    const fd = openSync(file, "r+");
    writeSync(
      fd,
      Buffer.alloc(8192, 0xa5),
      0,
      8192,
      Math.floor(statSync(file).size / 2 / 4096) * 4096,
    );
    closeSync(fd);
    expect(await refusalOf(file)).toMatch(
      /damaged\.db is (damaged \(quick_check: .+\)|not a readable database)\. Restore the last good backup/,
    );
  });

  it("serves a file it may not write read-only: reads answer, writes fail as read_only", async () => {
    const file = join(dir, "readonly.db");
    (await prepare(file)).close();
    const ro = await prepare(file, () => false);
    expect([ro.readOnly, ro.seeded]).toEqual([true, false]);
    const [read] = await ro.db.select({ n: count() }).from(customers);
    expect(read!.n).toBeGreaterThan(0);
    const write = await ro.db.delete(customers).then(
      () => "written",
      (error: unknown) => storageFault(error),
    );
    expect(write).toBe("read_only");
    ro.close();
  });
});

describe("the server on a database that is not the demo venue", () => {
  it("refuses to start with the demo's secrets, saying which", async () => {
    const file = join(dir, "venue.db");
    const created = await prepare(file);
    await created.db.run(sql`DELETE FROM ${settings} WHERE key = 'demo_venue'`);
    created.close();
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, DATABASE_URL: `file:${file}`, PORT: "4899", OAUTH_CLIENT_SECRET: "" },
      encoding: "utf8",
      timeout: 20000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "The server did not start: ADMIN_PASSWORD, OAUTH_CLIENT_SECRET still have the demo's value",
    );
  });
});
