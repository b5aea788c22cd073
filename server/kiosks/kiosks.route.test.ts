// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { linkableDeviceSchema } from "../../src/contract/devices";
import { kioskPurchaseSchema, kioskSchema } from "../../src/contract/kiosks";
import { pagedSchema, valuesSchema } from "../../src/contract/paging";
import { DEMO_DEVICES, DEMO_KIOSKS } from "../seed/demo-cards.seed";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let manager: string;
beforeEach(async () => {
  t = await createTestApp();
  manager = (await t.signIn("manager")).access_token;
});
afterEach(() => t.close());

const send = (method: string, path: string, json?: unknown, token = manager) =>
  t.send(method, path, json, token);
const snack = {
  name: "Borne Crêpes",
  serialNumber: "KSK-NEW-1",
  pingDelay: 300,
  type: "Snack",
  paymentMethodAccepted: "Cb",
};
const devices = async () =>
  valuesSchema(linkableDeviceSchema).parse((await send("GET", "/api/smarttouch/smarttouchs")).body)
    .values;

describe("reading kiosks", () => {
  it("counts and pages the kiosks (size 20 by default), all types in all states", async () => {
    expect((await send("GET", "/api/kiosk/count")).body).toEqual({ count: DEMO_KIOSKS.count });
    const page = pagedSchema(kioskSchema).parse((await send("GET", "/api/kiosk/kiosks")).body);
    expect([page.total, page.currentPage, page.results.length]).toEqual([16, 0, 16]);
    const pairs = new Set(page.results.map((k) => `${k.type}/${k.state}`));
    expect(pairs.size).toBe(16);
    for (const k of page.results)
      expect(k.paymentMethodAccepted === null).toBe(
        k.type !== "Snack" && k.type !== "Merchandising",
      );
    const second = pagedSchema(kioskSchema).parse(
      (await send("GET", "/api/kiosk/kiosks?page=1&size=5")).body,
    );
    expect([second.currentPage, second.results.length]).toEqual([1, 5]);
  });

  it("filters on name and type, refuses an unknown type", async () => {
    const page = pagedSchema(kioskSchema).parse(
      (await send("GET", "/api/kiosk/kiosks?filterOnType=Snack&filterOnName=borne")).body,
    );
    expect(page.total).toBe(4);
    expect(page.results.every((k) => k.type === "Snack")).toBe(true);
    expect((await send("GET", "/api/kiosk/kiosks?filterOnType=Toaster")).status).toBe(400);
  });

  it("lists what a kiosk sold, newest first; 404 for an unknown kiosk", async () => {
    const res = await send(
      "GET",
      `/api/kiosk/allpurchasehistorykiosk?serialNumber=${DEMO_KIOSKS.snack.serialNumber}`,
    );
    const { values } = valuesSchema(kioskPurchaseSchema).parse(res.body);
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((p) => p.paymentMethod === DEMO_KIOSKS.snack.paymentMethodAccepted)).toBe(
      true,
    );
    expect((await send("GET", "/api/kiosk/allpurchasehistorykiosk?serialNumber=NOPE")).status).toBe(
      404,
    );
    expect((await send("GET", "/api/kiosk/allpurchasehistorykiosk")).status).toBe(400);
  });
});

describe("saving kiosks", () => {
  it("requires a payment method for Snack and Merchandising, resets it for the others", async () => {
    const missing = await send("POST", "/api/kiosk", { ...snack, paymentMethodAccepted: "" });
    expect(missing).toEqual({
      status: 400,
      body: {
        code: "validation_failed",
        issues: [{ path: "paymentMethodAccepted", rule: "required" }],
      },
    });
    const cards = await send("POST", "/api/kiosk", { ...snack, type: "Cards" });
    expect(cards.status).toBe(201);
    expect(kioskSchema.parse(cards.body)).toMatchObject({
      type: "Cards",
      paymentMethodAccepted: null,
      isSnack: false,
    });
    const bad = await send("POST", "/api/kiosk", {
      name: " ",
      serialNumber: "x".repeat(91),
      pingDelay: 60,
      type: "X",
    });
    expect(bad.body).toMatchObject({
      code: "validation_failed",
      issues: expect.arrayContaining([
        { path: "name", rule: "required" },
        { path: "serialNumber", rule: "max_length:90" },
        { path: "pingDelay", rule: "min_value:120" },
      ]) as unknown,
    });
  });

  it("updates by the original serial number, which the body may change", async () => {
    const res = await send("PUT", `/api/kiosk/${DEMO_KIOSKS.snack.serialNumber}`, {
      ...snack,
      type: "Merchandising",
      paymentMethodAccepted: "UnitsCb",
    });
    expect(kioskSchema.parse(res.body)).toMatchObject({
      id: DEMO_KIOSKS.snack.id,
      serialNumber: snack.serialNumber,
      type: "Merchandising",
      paymentMethodAccepted: "UnitsCb",
    });
    expect((await send("PUT", `/api/kiosk/${DEMO_KIOSKS.snack.serialNumber}`, snack)).status).toBe(
      404,
    );
    const clash = await send("PUT", `/api/kiosk/${snack.serialNumber}`, {
      ...snack,
      serialNumber: DEMO_KIOSKS.cards.serialNumber,
    });
    expect(clash.body).toEqual({ code: "number_duplicated" });
    expect((await send("POST", "/api/kiosk", { ...snack, serialNumber: "KSK-0003" })).body).toEqual(
      {
        code: "number_duplicated",
      },
    );
  });

  it("links only a device with no game and no other kiosk, and frees it on delete", async () => {
    for (const id of [DEMO_DEVICES.withGame, DEMO_DEVICES.onKiosk, 9999]) {
      const res = await send("POST", "/api/kiosk", { ...snack, smartTouchId: id });
      expect([id, res.body]).toEqual([id, { code: "device_unavailable" }]);
    }
    const keep = await send("PUT", `/api/kiosk/${DEMO_KIOSKS.cards.serialNumber}`, {
      name: "Accueil",
      serialNumber: DEMO_KIOSKS.cards.serialNumber,
      pingDelay: 120,
      type: "Cards",
      smartTouchId: DEMO_DEVICES.onKiosk,
    });
    expect(keep.status).toBe(200);
    const created = await send("POST", "/api/kiosk", { ...snack, smartTouchId: DEMO_DEVICES.free });
    expect(kioskSchema.parse(created.body).smartTouchId).toBe(DEMO_DEVICES.free);
    expect((await devices()).find((d) => d.id === DEMO_DEVICES.free)?.kioskSerialNumber).toBe(
      snack.serialNumber,
    );
    expect((await send("DELETE", `/api/kiosk/${snack.serialNumber}`)).status).toBe(204);
    expect((await devices()).find((d) => d.id === DEMO_DEVICES.free)?.kioskSerialNumber).toBeNull();
    expect((await send("DELETE", `/api/kiosk/${snack.serialNumber}`)).status).toBe(404);
  });

  it("asks for each right", async () => {
    const reader = await t.forgeToken({ role_rights: ["KIOSK_READ"] });
    expect((await send("POST", "/api/kiosk", snack, reader)).status).toBe(403);
    expect((await send("DELETE", "/api/kiosk/KSK-0001", undefined, reader)).status).toBe(403);
    expect((await send("GET", "/api/smarttouch/smarttouchs", undefined, reader)).status).toBe(403);
    const editor = await t.forgeToken({ role_rights: ["KIOSK_ADD_UPDATE"] });
    expect((await send("GET", "/api/smarttouch/smarttouchs", undefined, editor)).status).toBe(200);
  });
});

describe("GET /api/smarttouch/smarttouchs", () => {
  it("lists devices with their game and kiosk links", async () => {
    const values = await devices();
    expect(values).toHaveLength(DEMO_DEVICES.count);
    const byId = new Map(values.map((d) => [d.id, d]));
    expect(byId.get(DEMO_DEVICES.withGame)?.gameId).not.toBeNull();
    expect(byId.get(DEMO_DEVICES.onKiosk)?.kioskSerialNumber).toBe(DEMO_KIOSKS.cards.serialNumber);
    expect(byId.get(DEMO_DEVICES.free)).toMatchObject({ gameId: null, kioskSerialNumber: null });
  });
});
