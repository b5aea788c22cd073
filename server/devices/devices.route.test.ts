// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DEVICE_COMMAND_TTL_MS,
  devicePingAnswerSchema,
  healthSchema,
  smartTouchSchema,
  translationLanguageSchema,
  updateSettingSchema,
} from "../../src/contract/devices";
import { valuesSchema } from "../../src/contract/paging";
import { DEMO_DEVICES, DEMO_KIOSKS, demoDeviceKey } from "../seed/demo-cards.seed";
import { DEMO_LAST_VERSION } from "../seed/devices.seed";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let manager: string;
let agent: string;
beforeEach(async () => {
  t = await createTestApp();
  manager = (await t.signIn("manager")).access_token;
  agent = (await t.signIn("agent")).access_token;
});
afterEach(() => t.close());

const send = (method: string, path: string, json?: unknown, token = manager) =>
  t.send(method, path, json, token);
const devices = async () =>
  valuesSchema(smartTouchSchema).parse((await send("GET", "/api/smarttouch/smarttouchs")).body)
    .values;
const device = async (serial: string) => (await devices()).find((d) => d.serialNumber === serial)!;
/** Device 20: no game, no kiosk (demo-cards.seed.ts); device 1 has a game; 9 is on kiosk 1. */
const UNLINKED = "ST-0020";
const WITH_GAME = "ST-0001";
/** A device's report, with its demo key (demo-cards.seed.ts) unless told another. */
const ping = (
  body: { serialNumber: string } & Record<string, unknown>,
  key = demoDeviceKey(body.serialNumber),
) => t.call("POST", "/api/device/ping", { json: body, headers: { "X-Device-Key": key } });

describe("smart-touch devices", () => {
  it("are listed with their game, kiosk, state and versions, and counted", async () => {
    const all = await devices();
    expect(all).toHaveLength(DEMO_DEVICES.count);
    expect((await send("GET", "/api/smarttouch/count")).body).toEqual({ count: 40 });
    expect(new Set(all.map((d) => d.state))).toEqual(new Set(["OK", "warning", "KO"]));
    const withGame = all.find((d) => d.serialNumber === WITH_GAME)!;
    expect([withGame.gameCode, withGame.gameTypeName]).not.toContain(null);
    expect((await device("ST-0009")).kioskSerialNumber).toBe(DEMO_KIOSKS.cards.serialNumber);
    // Every device linked to nothing is in maintenance; some are behind the last version.
    for (const d of all.filter((d) => d.gameId === null && d.kioskSerialNumber === null))
      expect([d.serialNumber, d.maintenance]).toEqual([d.serialNumber, true]);
    expect(all.filter((d) => d.softwareVersion !== DEMO_LAST_VERSION).length).toBeGreaterThan(3);
    const one = await send("GET", `/api/smarttouch/${withGame.id}`);
    expect(smartTouchSchema.parse(one.body)).toEqual(withGame);
    expect((await send("GET", "/api/smarttouch/99999")).status).toBe(404);
  });

  it("are created with the delays' bounds and start in maintenance; a serial is unique", async () => {
    const bad = await send("POST", "/api/smarttouch", {
      serialNumber: "ST-NEW",
      tapDelay: 1,
      pingDelay: 119,
    });
    expect(bad).toMatchObject({ status: 400, body: { code: "validation_failed" } });
    expect((bad.body as { issues: unknown[] }).issues).toEqual(
      expect.arrayContaining([
        { path: "tapDelay", rule: "min_value:2" },
        { path: "pingDelay", rule: "min_value:120" },
      ]),
    );
    const made = await send("POST", "/api/smarttouch", {
      serialNumber: " ST-NEW ",
      tapDelay: 2,
      pingDelay: 300,
      maintenance: false,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ serialNumber: "ST-NEW", maintenance: true, gameId: null });
    const again = await send("POST", "/api/smarttouch", {
      serialNumber: "st-new",
      tapDelay: 2,
      pingDelay: 300,
    });
    expect(again).toMatchObject({ status: 400, body: { code: "number_duplicated" } });
  });

  it("are updated by serial number, which is locked; an unlinked one stays in maintenance", async () => {
    const body = { serialNumber: UNLINKED, tapDelay: 5, pingDelay: 600, maintenance: false };
    const saved = await send("PUT", `/api/smarttouch/${UNLINKED}`, body);
    expect(saved).toMatchObject({ status: 200, body: { tapDelay: 5, maintenance: true } });
    const renamed = await send("PUT", `/api/smarttouch/${UNLINKED}`, {
      ...body,
      serialNumber: "ST-OTHER",
    });
    expect(renamed).toMatchObject({ status: 400, body: { code: "validation_failed" } });
    const linked = await send("PUT", `/api/smarttouch/${WITH_GAME}`, {
      ...body,
      serialNumber: WITH_GAME,
    });
    expect(linked.body).toMatchObject({ maintenance: false, pingDelay: 600 });
    expect((await send("PUT", "/api/smarttouch/NOPE", body)).status).toBe(404);
  });

  it("go into maintenance and out of it by their own right, never an unlinked one out", async () => {
    const on = await send("PUT", `/api/smarttouch/maintenance/${WITH_GAME}`, { maintenance: true });
    expect(on.body).toMatchObject({ maintenance: true });
    const off = await send("PUT", `/api/smarttouch/maintenance/${WITH_GAME}`, {
      maintenance: false,
    });
    expect(off.body).toMatchObject({ maintenance: false });
    const refused = await send("PUT", `/api/smarttouch/maintenance/${UNLINKED}`, {
      maintenance: false,
    });
    expect(refused).toMatchObject({ status: 400, body: { code: "device_unlinked" } });
    const agentTry = await send(
      "PUT",
      `/api/smarttouch/maintenance/${WITH_GAME}`,
      { maintenance: true },
      agent,
    );
    expect(agentTry.status).toBe(403);
  });

  it("fall into maintenance when their game or kiosk lets them go (database rule)", async () => {
    const before = await device("ST-0009");
    expect(before.maintenance).toBe(false);
    expect((await send("DELETE", `/api/kiosk/${DEMO_KIOSKS.cards.serialNumber}`)).status).toBe(204);
    expect((await device("ST-0009")).maintenance).toBe(true);
  });

  it("take settings, and a staff test game only with a game and an active staff card", async () => {
    const settings = await send("PUT", `/api/smarttouch/settings/${WITH_GAME}`, {
      brightness: 70,
      volume: 0,
      language: "es",
    });
    expect(settings.body).toMatchObject({ brightness: 70, volume: 0, language: "es" });
    const tooDark = await send("PUT", `/api/smarttouch/settings/${WITH_GAME}`, {
      brightness: 5,
      volume: 101,
      language: "xx",
    });
    expect(tooDark.status).toBe(400);
    const game = await send("POST", `/api/smarttouch/staff-game/${WITH_GAME}`, {
      staffCardNumber: "staff-001",
    });
    expect(game).toMatchObject({ status: 201, body: { command: "staffGame" } });
    const cases: [string, string, string][] = [
      [UNLINKED, "STAFF-001", "device_no_game"],
      [WITH_GAME, "STAFF-999", "staff_card_unknown"],
      [WITH_GAME, "STAFF-012", "card_inactive"],
    ];
    for (const [serial, card, code] of cases) {
      const res = await send("POST", `/api/smarttouch/staff-game/${serial}`, {
        staffCardNumber: card,
      });
      expect([serial, card, res.status, (res.body as { code: string }).code]).toEqual([
        serial,
        card,
        400,
        code,
      ]);
    }
  });

  it("are deleted by id, and their game loses them", async () => {
    const d = await device(WITH_GAME);
    expect((await send("DELETE", `/api/smarttouch/${d.id}`, undefined, agent)).status).toBe(403);
    expect((await send("DELETE", `/api/smarttouch/${d.id}`)).status).toBe(204);
    expect(await device(WITH_GAME)).toBeUndefined();
    expect((await send("DELETE", `/api/smarttouch/${d.id}`)).status).toBe(404);
  });
});

describe("device texts", () => {
  it("count what each language lacks against French", async () => {
    const res = await send("GET", "/api/smarttouch/translations");
    const languages = valuesSchema(translationLanguageSchema).parse(res.body).values;
    const of = (l: string) => languages.find((x) => x.language === l)!;
    expect(of("fr").missing).toBe(0);
    expect(of("en").missing).toBe(1);
    expect(of("es").missing).toBe(5);
    expect(of("de")).toMatchObject({ translated: 0, missing: of("fr").translated });
  });

  it("are saved per key; an unknown key or an empty reference text is refused", async () => {
    const saved = await send("PUT", "/api/smarttouch/translations/es", {
      values: { "screen.bonus": " Bono : {units} unidades ", "screen.welcome": "" },
    });
    expect(saved.status).toBe(200);
    const values = (saved.body as { values: Record<string, string> }).values;
    expect(values["screen.bonus"]).toBe("Bono : {units} unidades");
    expect(values["screen.welcome"]).toBe("");
    const unknown = await send("PUT", "/api/smarttouch/translations/es", {
      values: { "screen.nope": "x" },
    });
    expect(unknown).toMatchObject({ status: 400, body: { code: "unknown_key" } });
    const emptied = await send("PUT", "/api/smarttouch/translations/fr", {
      values: { "screen.welcome": "" },
    });
    expect(emptied).toMatchObject({ status: 400, body: { code: "validation_failed" } });
    const long = await send("PUT", "/api/smarttouch/translations/en", {
      values: { "screen.welcome": "x".repeat(501) },
    });
    expect(long.status).toBe(400);
    expect((await send("GET", "/api/smarttouch/translations/xx")).status).toBe(400);
    expect((await send("GET", "/api/smarttouch/translations/en", undefined, agent)).status).toBe(
      403,
    );
  });
});

describe("software updates", () => {
  const update = {
    version: "2.6.0",
    type: 0,
    url: "https://updates.parc-demo.fr/app-2.6.0.zip",
    md5: "0123456789abcdef0123456789ABCDEF",
    timeSlots: [{ start: "02:00", end: "04:00" }],
  };

  it("check the version by type, the URL, the MD5 and the time slots", async () => {
    const bad = await send("POST", "/api/smarttouch/update", {
      version: "2.6",
      type: 0,
      url: "file:///tmp/x",
      md5: "abc",
      timeSlots: [{ start: "05:00", end: "04:00" }],
    });
    expect((bad.body as { issues: unknown[] }).issues).toEqual(
      expect.arrayContaining([
        { path: "version", rule: "match_version" },
        { path: "url", rule: "regex_url" },
        { path: "md5", rule: "md5" },
        { path: "timeSlots.0.end", rule: "min_time_val:05:00" },
      ]),
    );
    const full = await send("POST", "/api/smarttouch/update", { ...update, type: 1 });
    expect((full.body as { issues: unknown[] }).issues).toEqual([
      { path: "version", rule: "match_kiosk_version" },
    ]);
    const fullOk = await send("POST", "/api/smarttouch/update", {
      ...update,
      type: 1,
      version: "1.17.0.*",
    });
    expect(fullOk.status).toBe(201);
  });

  it("are created, listed with the share up to date, edited, forced and deleted", async () => {
    const made = await send("POST", "/api/smarttouch/update", update);
    expect(made.status).toBe(201);
    const setting = updateSettingSchema.parse(made.body);
    expect(setting.upToDate).toBe(0);
    expect(
      (await send("POST", "/api/smarttouch/update", update)).body as { code: string },
    ).toMatchObject({ code: "version_duplicated" });
    const last = await send("GET", "/api/smarttouch/update/last-version?updateType=0");
    expect(last.body).toMatchObject({ version: "2.6.0" });
    const all = valuesSchema(updateSettingSchema).parse(
      (await send("GET", "/api/smarttouch/update/all")).body,
    ).values;
    const current = all.find((u) => u.version === DEMO_LAST_VERSION)!;
    expect(current.upToDate).toBe(80);
    const edited = await send("PUT", `/api/smarttouch/update/${setting.id}`, {
      ...update,
      version: "2.6.1",
    });
    expect(edited.body).toMatchObject({ version: "2.6.1" });
    const forced = await send("POST", `/api/smarttouch/force-update/${setting.id}`);
    expect(forced.body).toEqual({ devices: DEMO_DEVICES.count });
    const report = await ping({ kind: "smarttouch", serialNumber: WITH_GAME, state: "OK" });
    const commands = devicePingAnswerSchema.parse(await report.json()).commands;
    expect(commands.map((c) => c.command)).toEqual(["update"]);
    expect(commands[0]!.payload).toMatchObject({ version: "2.6.1" });
    expect((await send("DELETE", `/api/smarttouch/update/${setting.id}`, undefined)).status).toBe(
      204,
    );
    expect((await send("POST", `/api/smarttouch/force-update/${setting.id}`)).status).toBe(404);
    expect((await send("GET", "/api/smarttouch/update/last-version?updateType=2")).status).toBe(
      400,
    );
  });

  it("are listed newest version first, compared as versions, as is the last one", async () => {
    // Created out of order: 2.10.0 first, then 2.9.0 (a rollback, accepted).
    for (const version of ["2.10.0", "2.9.0"])
      expect((await send("POST", "/api/smarttouch/update", { ...update, version })).status).toBe(
        201,
      );
    const all = valuesSchema(updateSettingSchema).parse(
      (await send("GET", "/api/smarttouch/update/all")).body,
    ).values;
    const application = all.filter((u) => u.type === 0).map((u) => u.version);
    expect(application.slice(0, 3)).toEqual(["2.10.0", "2.9.0", DEMO_LAST_VERSION]);
    expect(
      (await send("GET", "/api/smarttouch/update/last-version?updateType=0")).body,
    ).toMatchObject({ version: "2.10.0" });
  });
});

describe("kiosk operations", () => {
  const kiosk = DEMO_KIOSKS.cards.serialNumber;

  it("are kept for the kiosk, which takes them once at its next report", async () => {
    expect((await send("POST", `/api/kiosk/restart/${kiosk}`, {})).status).toBe(201);
    expect((await send("POST", `/api/kiosk/restart-app/${kiosk}`, {})).status).toBe(201);
    const recycle = await send("POST", `/api/kiosk/recycle-card/${kiosk}`, {
      cardNumber: "pc-000002",
    });
    expect(recycle.body).toMatchObject({ payload: { cardNumber: "0420000002" } });
    const report = await ping({ kind: "kiosk", serialNumber: kiosk, state: 0 });
    const taken = devicePingAnswerSchema.parse(await report.json()).commands;
    expect(taken.map((c) => c.command)).toEqual(["restart", "restartApp", "recycleCard"]);
    const next = await ping({ kind: "kiosk", serialNumber: kiosk, state: 0 });
    expect(devicePingAnswerSchema.parse(await next.json()).commands).toEqual([]);
  });

  it("go only to their device: a keyed report replayed without its key gets nothing", async () => {
    expect((await send("POST", `/api/kiosk/restart/${kiosk}`, {})).status).toBe(201);
    const report = (headers: Record<string, string>) =>
      t.call("POST", "/api/device/ping", {
        json: { kind: "kiosk", serialNumber: kiosk, state: 0 },
        headers: { "Idempotency-Key": "ping-once", ...headers },
      });
    const taken = devicePingAnswerSchema.parse(
      await (await report({ "X-Device-Key": demoDeviceKey(kiosk) })).json(),
    ).commands;
    expect(taken.map((c) => c.command)).toEqual(["restart"]);
    const attempts: Record<string, string>[] = [{}, { "X-Device-Key": "not-a-device-key-at-all" }];
    for (const headers of attempts) {
      const replay = await report(headers);
      expect([replay.status, await replay.json()]).toEqual([401, { code: "unauthorized" }]);
    }
    // Another device's key: its own Idempotency-Key space, and not this kiosk's report.
    const other = await report({ "X-Device-Key": demoDeviceKey("KSK-0003") });
    expect([other.status, await other.json()]).toEqual([403, { code: "device_mismatch" }]);
  });

  it("expire 10 minutes after they were asked for, and check the cards", async () => {
    const old = new Date(Date.now() - DEVICE_COMMAND_TTL_MS - 1000).toISOString();
    const late = await send("POST", `/api/kiosk/restart/${kiosk}`, { issuedAt: old });
    expect(late).toMatchObject({ status: 400, body: { code: "command_expired" } });
    const nine = new Date(Date.now() - 9 * 60_000).toISOString();
    const made = await send("POST", `/api/kiosk/restart/${kiosk}`, { issuedAt: nine });
    expect(Date.parse((made.body as { expiresAt: string }).expiresAt)).toBeLessThan(
      Date.now() + 61_000,
    );
    const unknown = await send("POST", `/api/kiosk/recycle-card/${kiosk}`, { cardNumber: "NOPE" });
    expect(unknown).toMatchObject({ status: 400, body: { code: "unknown_reference" } });
    const same = await send("POST", `/api/kiosk/transfer-card/${kiosk}`, {
      oldCardNumber: "PC-000002",
      newCardNumber: "0420000002",
    });
    expect(same).toMatchObject({ status: 400, body: { code: "same_card" } });
    expect((await send("POST", "/api/kiosk/restart/NOPE", {})).status).toBe(404);
    expect((await send("POST", `/api/kiosk/restart/${kiosk}`, {}, agent)).status).toBe(403);
  });
});

describe("device reports and the health board", () => {
  it("need the device's own key and the device's kind of state", async () => {
    const body = { kind: "smarttouch", serialNumber: WITH_GAME, state: "KO", ip: "10.0.1.99" };
    expect((await ping(body, "wrong-key-of-some-length")).status).toBe(401);
    expect((await ping({ ...body, state: 2 })).status).toBe(400);
    expect((await ping({ ...body, kind: "kiosk", state: 2 })).status).toBe(403);
    expect((await ping({ ...body, serialNumber: "NOPE" }, demoDeviceKey(WITH_GAME))).status).toBe(
      403,
    );
    expect((await ping({ ...body, ip: "999.1.1.1" })).status).toBe(400);
    expect((await ping(body)).status).toBe(200);
    const d = await device(WITH_GAME);
    expect([d.state, d.lastIp]).toEqual(["KO", "10.0.1.99"]);
  });

  it("shows every device by health, and only the kinds the caller may read", async () => {
    const board = healthSchema.parse((await send("GET", "/api/device/health")).body);
    expect(board.lastVersion).toBe(DEMO_LAST_VERSION);
    const kinds = new Set(board.devices.map((d) => d.kind));
    expect(kinds).toEqual(new Set(["kiosk", "smarttouch"]));
    const healths = new Set(board.devices.map((d) => d.health));
    expect(healths).toEqual(new Set(["ok", "warning", "ko", "maintenance", "silent"]));
    expect(board.devices.filter((d) => d.behind).length).toBeGreaterThan(3);
    await ping({ kind: "smarttouch", serialNumber: WITH_GAME, state: "KO" });
    const after = healthSchema.parse((await send("GET", "/api/device/health")).body);
    expect(after.devices.find((d) => d.serialNumber === WITH_GAME)?.health).toBe("ko");
    const onlyKiosks = await t.forgeToken({ role_rights: ["KIOSK_READ"] });
    const kiosksOnly = healthSchema.parse(
      (await send("GET", "/api/device/health", undefined, onlyKiosks)).body,
    );
    expect(new Set(kiosksOnly.devices.map((d) => d.kind))).toEqual(new Set(["kiosk"]));
    expect((await send("GET", "/api/device/health", undefined, agent)).status).toBe(403);
  });
});
