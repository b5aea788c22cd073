// @vitest-environment node
/**
 * Backups a venue can restore (backup.ts, daily-backup.ts): a copy made during 300 writes is whole
 * and consistent, a restore is refused while a server runs or from a bad file, and otherwise puts
 * it back, keeping the database it replaces.
 */
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { basicAuth, tokensOf } from "../testing/test-app";
import { backupDatabase, checkDatabaseFile, restoreDatabase } from "./backup";
import { listBackups, startDailyBackups } from "./daily-backup";
import { DatabaseInUse } from "./instance-lock";
import { prepareDatabase } from "./prepare";
import { customers } from "./schema/customers.schema";

const dir = mkdtempSync(join(tmpdir(), "backoffice-backup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function venue(file: string) {
  const config = loadConfig({
    DATABASE_URL: `file:${file}`,
    JWT_SECRET: "x".repeat(40),
    MAX_EVENT_LOOP_DELAY_MS: "100000",
  });
  const database = await prepareDatabase(config, { seedSize: "test" });
  const app = createApp({
    db: database.db,
    config,
    jwtKey: new TextEncoder().encode(config.jwtSecret),
  });
  const signIn = await app.request("/connect/token", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: basicAuth(config.oauth.clientId, config.oauth.clientSecret),
    },
    body: new URLSearchParams({
      grant_type: "password",
      username: config.admin.email,
      password: config.admin.password,
    }).toString(),
  });
  const token = (await tokensOf(signIn)).access_token;
  const customerCount = async () =>
    (await database.db.select({ n: count() }).from(customers))[0]!.n;
  const addCustomer = async (i: number) =>
    app.request("/api/customer", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Sauvegarde", lastName: `Client ${i}`, newsLetter: false }),
    });
  return { database, customerCount, addCustomer };
}

describe("a backup made while the venue writes", () => {
  it("is whole and consistent, and a restore puts exactly it back, keeping the replaced database", async () => {
    const file = join(dir, "venue.db");
    const live = await venue(file);
    const before = await live.customerCount();
    const target = join(dir, "during.db");
    const writes = Array.from({ length: 300 }, (_, i) => live.addCustomer(i));
    const backup = backupDatabase(file, target);
    const answers = await Promise.all(writes);
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const check = await backup;
    expect(check.ok).toBe(true);
    expect(await live.customerCount()).toBe(before + 300);
    live.database.close();

    const copy = await prepareDatabase(loadConfig({ DATABASE_URL: `file:${target}` }));
    const inCopy = (await copy.db.select({ n: count() }).from(customers))[0]!.n;
    copy.close();
    expect(inCopy).toBeGreaterThanOrEqual(before);
    expect(inCopy).toBeLessThanOrEqual(before + 300);

    const { check: restored, kept } = await restoreDatabase(target, file);
    expect(restored.ok).toBe(true);
    expect(kept && existsSync(kept)).toBeTruthy();
    const back = await venue(file);
    expect(await back.customerCount()).toBe(inCopy);
    back.database.close();
  });
});

describe("a restore", () => {
  it("is refused while a server serves the database, and from a bad file; nothing changes", async () => {
    const file = join(dir, "served.db");
    const live = await venue(file);
    const good = join(dir, "good.db");
    expect((await backupDatabase(file, good)).ok).toBe(true);
    await expect(restoreDatabase(good, file)).rejects.toBeInstanceOf(DatabaseInUse);
    live.database.close();

    const empty = join(dir, "empty.db");
    writeFileSync(empty, "");
    const refused = await restoreDatabase(empty, file);
    expect([refused.check.ok, refused.kept]).toEqual([false, undefined]);
    expect((await checkDatabaseFile(file)).ok).toBe(true);
  });
});

describe("the daily backup (BACKUP_DIR)", () => {
  it("makes one when the newest is a day old, and keeps BACKUP_KEEP of them", async () => {
    const file = join(dir, "daily.db");
    (await venue(file)).database.close();
    const folder = join(dir, "daily");
    let now = Date.parse("2026-11-20T02:00:00Z");
    const daily = startDailyBackups({
      databaseUrl: `file:${file}`,
      dir: folder,
      keep: 2,
      log: () => undefined,
      now: () => now,
    });
    const first = await daily.runIfDue();
    expect(first).toBeTruthy();
    expect(await daily.runIfDue()).toBeUndefined();
    for (let day = 1; day <= 2; day++) {
      // The newest backup, a day older than now.
      for (const b of listBackups(folder))
        utimesSync(b.file, new Date(now - 86_400_000), new Date(now - 86_400_000));
      now += 86_400_000;
      expect(await daily.runIfDue()).toBeTruthy();
    }
    daily.stop();
    expect(listBackups(folder)).toHaveLength(2);
    expect((await checkDatabaseFile(listBackups(folder)[0]!.file)).ok).toBe(true);
  });
});
