// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deviceKeySchema, smartTouchSchema } from "../../src/contract/devices";
import { kioskSchema } from "../../src/contract/kiosks";
import { idempotencyKeys } from "../db/schema/idempotency.schema";
import { kiosks } from "../db/schema/kiosks.schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { FREE_FAILURES, hashDeviceKey } from "./device-keys";

let t: TestApp;
let manager: string;
beforeEach(async () => {
  t = await createTestApp();
  manager = (await t.signIn("manager")).access_token;
});
afterEach(() => t.close());

const ping = (body: Record<string, unknown>, key: string, headers: Record<string, string> = {}) =>
  t.call("POST", "/api/device/ping", { json: body, headers: { "X-Device-Key": key, ...headers } });
const issue = async (path: string, token = manager) => {
  const answer = await t.call("POST", path, { token, headers: { "Idempotency-Key": "issue-1" } });
  return { status: answer.status, body: (await answer.json()) as unknown };
};
const NEW_DEVICE = { serialNumber: "ST-NEW-1", tapDelay: 2, pingDelay: 300, maintenance: true };

describe("each device's own key", () => {
  it("is issued once, kept hashed, ends the previous one, and reports for its device only", async () => {
    const created = await t.send("POST", "/api/smarttouch", NEW_DEVICE, manager);
    expect(smartTouchSchema.parse(created.body).keyIssuedAt).toBeNull();
    const body = { kind: "smarttouch", serialNumber: NEW_DEVICE.serialNumber, state: "OK" };
    expect((await ping(body, "dk_anything-until-a-key-is-issued")).status).toBe(401);

    const first = deviceKeySchema.parse((await issue("/api/smarttouch/key/ST-NEW-1")).body);
    expect((await ping(body, first.deviceKey)).status).toBe(200);
    const second = deviceKeySchema.parse((await issue("/api/smarttouch/key/ST-NEW-1")).body);
    expect(second.deviceKey).not.toBe(first.deviceKey);
    expect((await ping(body, first.deviceKey)).status).toBe(401);
    expect((await ping(body, second.deviceKey)).status).toBe(200);
    // Its key reports for itself only: another serial or another kind is refused.
    const other = await ping({ ...body, serialNumber: "ST-0001" }, second.deviceKey);
    expect([other.status, await other.json()]).toEqual([403, { code: "device_mismatch" }]);

    const listed = await t.send("GET", "/api/smarttouch/smarttouchs", undefined, manager);
    const row = (listed.body as { values: { serialNumber: string; keyIssuedAt: string }[] }).values;
    expect(row.find((d) => d.serialNumber === "ST-NEW-1")?.keyIssuedAt).toBe(second.keyIssuedAt);
    // Neither the answer store nor any answer holds the key or its hash.
    const stored = await t.db.select().from(idempotencyKeys);
    const everything = JSON.stringify(stored.map((r) => r.body?.toString() ?? ""));
    expect(everything).not.toContain(second.deviceKey);
    expect(JSON.stringify(listed.body)).not.toContain(hashDeviceKey(second.deviceKey));
  });

  it("of a kiosk is issued by KIOSK_ADD_UPDATE, never shown in the kiosk's answers", async () => {
    const agent = (await t.signIn("agent")).access_token;
    expect((await issue("/api/kiosk/key/KSK-0003", agent)).status).toBe(403);
    expect((await issue("/api/kiosk/key/NOPE")).status).toBe(404);
    const key = deviceKeySchema.parse((await issue("/api/kiosk/key/KSK-0003")).body);
    const [row] = await t.db.select().from(kiosks).where(eq(kiosks.serialNumber, "KSK-0003"));
    expect(row?.keyHash).toBe(hashDeviceKey(key.deviceKey));
    const kiosk = await t.send("GET", "/api/kiosk/kiosks?page=0&size=50", undefined, manager);
    expect(JSON.stringify(kiosk.body)).not.toContain(row!.keyHash!);
    const listed = (kiosk.body as { results: unknown[] }).results.map((k) => kioskSchema.parse(k));
    expect(listed.find((k) => k.serialNumber === "KSK-0003")?.keyIssuedAt).toBe(key.keyIssuedAt);
    const report = await ping({ kind: "kiosk", serialNumber: "KSK-0003", state: 0 }, key.deviceKey);
    expect(report.status).toBe(200);
  });

  it("scopes a ping's Idempotency-Key to its device: another device's same key is its own", async () => {
    expect((await t.send("POST", "/api/kiosk/restart/KSK-0003", {}, manager)).status).toBe(201);
    const mine = deviceKeySchema.parse((await issue("/api/kiosk/key/KSK-0003")).body).deviceKey;
    const theirs = deviceKeySchema.parse((await issue("/api/kiosk/key/KSK-0004")).body).deviceKey;
    const keyed = { "Idempotency-Key": "ping-1" };
    const kiosk3 = { kind: "kiosk", serialNumber: "KSK-0003", state: 0 };
    const first = (await (await ping(kiosk3, mine, keyed)).json()) as { commands: unknown[] };
    expect(first.commands).toHaveLength(1);
    const kiosk4 = await ping({ ...kiosk3, serialNumber: "KSK-0004" }, theirs, keyed);
    expect([kiosk4.status, kiosk4.headers.get("idempotent-replayed")]).toEqual([200, null]);
    expect(await kiosk4.json()).toEqual({ commands: [] });
    const replay = await ping(kiosk3, mine, keyed);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
  });

  it("throttles wrong keys: past the free failures, 429 with Retry-After, before any lookup", async () => {
    const body = { kind: "kiosk", serialNumber: "KSK-0001", state: 0 };
    for (let k = 0; k < FREE_FAILURES; k += 1)
      expect((await ping(body, `wrong-key-${k}`)).status).toBe(401);
    const refused = await ping(body, "wrong-key-again");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: "too_many_attempts" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });
});
