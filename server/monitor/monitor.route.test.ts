// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq, sql } from "drizzle-orm";
import { monitorActionsSchema } from "../../src/contract/monitor";
import { monitorActions } from "../db/schema/monitor.schema";
import { DEMO_CARDS, DEMO_KIOSKS, demoDeviceKey } from "../seed/demo-cards.seed";
import { createTestApp, type TestApp } from "../testing/test-app";
import { pruneLog } from "./prune";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("admin")).access_token;
});
afterAll(() => t.close());

const get = (path: string, token = admin) => t.call("GET", path, { token });
const send = (method: string, path: string, json?: unknown) =>
  t.call(method, path, { token: admin, json });
/** The newest entries, as the log lists them. */
const newest = async (query = "") => {
  const res = await get(
    `/api/monitoraction/all/filter?${query.includes("PerPage") ? "" : "PerPage=5"}${query}`,
  );
  expect(res.status).toBe(200);
  return monitorActionsSchema.parse(await res.json()).values;
};
const today = new Date().toISOString().slice(0, 10);

describe("the events log's reads", () => {
  it("pages newest first with the filters' count, machine names and types of a range", async () => {
    const count = async (q: string) =>
      ((await (await get(`/api/monitoraction/all/filter/count?${q}`)).json()) as { count: number })
        .count;
    const all = await count("");
    expect(all).toBeGreaterThan(500);
    const plays = await count("Type=PlayGame");
    expect(plays).toBeGreaterThan(0);
    expect(plays).toBeLessThan(all);
    const page = await newest("&Type=InsufficientCredit&PerPage=50");
    expect(page.every((e) => e.type === "InsufficientCredit")).toBe(true);
    const dates = page.map((e) => e.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const names = (await (
      await get(`/api/monitoraction/machinenames?startDate=2020-01-01&endDate=${today}`)
    ).json()) as { values: string[] };
    expect(names.values).toContain("Smart touch ST-0001");
    const machine = await newest("&MachineName=st-0001&PerPage=50");
    expect(machine.every((e) => e.machineName === "Smart touch ST-0001")).toBe(true);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const types = (await (await get(`/api/monitoraction/types?startDate=${weekAgo}`)).json()) as {
      values: string[];
    };
    expect(types.values).toContain("PlayGame");
    // A range of moments and a range of days.
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
    expect(await count(`StartDate=${lastWeek}`)).toBeLessThan(all);
    expect(await count(`StartDate=2000-01-01&EndDate=2000-01-31`)).toBe(0);
  });

  it("refuses bad filters (400) and callers without LOG_READ (403)", async () => {
    for (const q of ["Type=Party", "StartDate=yesterday", "PerPage=0", "PageNumber=-1"])
      expect((await get(`/api/monitoraction/all/filter?${q}`)).status, q).toBe(400);
    const reader = await t.forgeToken({ role_rights: ["LOG_READ"] });
    expect((await get("/api/monitoraction/types", reader)).status).toBe(200);
    const agent = (await t.signIn("agent")).access_token;
    expect((await get("/api/monitoraction/all/filter", agent)).status).toBe(403);
  });
});

describe("what the server writes in the log", () => {
  const card = DEMO_CARDS.assigned;

  it("a bonus, with who, where and the card; a refused one writes nothing", async () => {
    const ok = await send("POST", `/api/card/FreeTokenBalanceUpdate/${card.number}`, {
      amount: 7,
      comment: "Geste commercial",
    });
    expect(ok.status).toBe(200);
    const [entry] = await newest();
    expect(entry).toMatchObject({
      type: "BonusChanged",
      cardNumber: card.number,
      detail: "+7 · Geste commercial",
    });
    expect(entry!.machineName).toMatch(/^Back-office \(/);
    // The author, as named when it happened (the admin's account: server/seed/employees.seed.ts).
    expect(entry!.employeeName).toMatch(/^\p{L}+ \p{L}+$/u);
    const before = (await newest())[0]!.id;
    const refused = await send("POST", `/api/card/FreeTokenBalanceUpdate/${card.number}`, {
      amount: -100_000,
      comment: "Trop",
    });
    expect(refused.status).toBe(400);
    expect((await newest())[0]!.id).toBe(before);
  });

  it("a transfer once, from the card it leaves; a kiosk restart by the kiosk's name", async () => {
    const spare = DEMO_CARDS.unassigned;
    expect(
      (await send("PUT", `/api/card/TransferCard/${card.number}/${spare.number}`)).status,
    ).toBe(200);
    const [transfer, other] = await newest();
    expect(transfer).toMatchObject({ type: "TransferCard", cardNumber: card.number });
    expect(transfer!.detail).toMatch(new RegExp(`^→ (${spare.number}|${spare.publicNumber}) `));
    expect(other!.type).not.toBe("TransferCard");
    const restart = await send("POST", `/api/kiosk/restart/${DEMO_KIOSKS.cards.serialNumber}`, {});
    expect(restart.status).toBe(201);
    const [logged] = await newest("&Type=KioskRestart");
    expect(logged!.machineName).not.toMatch(/KSK|Back-office/);
  });

  it("a device's fault and recovery when they happen, not at every report", async () => {
    const ping = (state: string) =>
      t.call("POST", "/api/device/ping", {
        json: { kind: "smarttouch", serialNumber: "ST-0001", state },
        headers: { "X-Device-Key": demoDeviceKey("ST-0001") },
      });
    await ping("OK");
    const faults = async () =>
      (
        (await (await get("/api/monitoraction/all/filter/count?MachineName=ST-0001")).json()) as {
          count: number;
        }
      ).count;
    const before = await faults();
    await ping("KO");
    await ping("KO");
    await ping("OK");
    const [recovered, fault] = await newest("&MachineName=ST-0001");
    expect([recovered!.type, fault!.type]).toEqual(["DeviceRecovered", "DeviceFault"]);
    expect(await faults()).toBe(before + 2);
  });

  it("a refused sign-in, and the slowing once when it starts", async () => {
    const signIn = () =>
      t.token({ grant_type: "password", username: "manager@parc-demo.fr", password: "wrong" });
    for (let k = 0; k < 8; k++) await signIn();
    const refused = await newest("&Type=SignInRefused&PerPage=50");
    expect(refused[0]!.detail).toBe("manager@parc-demo.fr");
    const slowed = await newest("&Type=SignInThrottled&PerPage=50");
    expect(slowed.filter((e) => e.detail === "manager@parc-demo.fr")).toHaveLength(1);
  });

  it("is append-only: the database refuses to change or delete a recent entry", async () => {
    const [row] = await t.db
      .select()
      .from(monitorActions)
      .orderBy(desc(monitorActions.id))
      .limit(1);
    await expect(
      t.db.update(monitorActions).set({ detail: "x" }).where(eq(monitorActions.id, row!.id)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(monitorActions).where(eq(monitorActions.id, row!.id)),
    ).rejects.toThrow();
    // Its author's id only is emptied when the account is deleted (ON DELETE SET NULL).
    await t.db
      .update(monitorActions)
      .set({ employeeId: null })
      .where(eq(monitorActions.id, row!.id));
    // Pruning deletes what is older than the retention only.
    const old = new Date(Date.now() - 500 * 86_400_000).toISOString();
    await t.db.insert(monitorActions).values({ date: old, type: "PlayGame", machineName: "x" });
    expect(await pruneLog(t.db, 400)).toBe(1);
    const [left] = await t.db
      .select({ n: sql<number>`count(*)` })
      .from(monitorActions)
      .where(eq(monitorActions.date, old));
    expect(left!.n).toBe(0);
  });
});
