// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { healthSchema } from "../../src/contract/devices";
import { snackCounterSchema, type SnackOrder } from "../../src/contract/snacks";
import { demoDeviceKey } from "../seed/demo-cards.seed";
import { createRandom } from "../seed/prng";
import { createTestApp, type TestApp } from "./test-app";
import {
  demoDevices,
  simulateRound,
  simulateSales,
  type Send,
  type Sell,
} from "./device-simulator";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe("the device simulator (npm run simulate-devices)", () => {
  it("reports every demo device, hands over commands, and the board shows the KO ones", async () => {
    const send: Send = async (body) => {
      const res = await t.call("POST", "/api/device/ping", {
        json: body,
        headers: { "X-Device-Key": demoDeviceKey(body.serialNumber) },
      });
      const json = (await res.json()) as { commands?: [] };
      return { status: res.status, commands: json.commands ?? [] };
    };
    const manager = (await t.signIn("manager")).access_token;
    await t.send("POST", "/api/kiosk/restart/KSK-0004", {}, manager);
    const devices = demoDevices();
    const report = await simulateRound(devices, send, createRandom(7), new Set(["ST-0002"]));
    expect(report.refused).toEqual([]);
    expect(report.reported).toBe(devices.length);
    expect(report.commands).toEqual(["KSK-0004 takes restart"]);
    const board = healthSchema.parse(
      (await t.send("GET", "/api/device/health", undefined, manager)).body,
    );
    const st2 = board.devices.find((d) => d.serialNumber === "ST-0002");
    expect(st2?.health).toBe("ko");
    // Every device just reported: none is silent any more.
    expect(board.devices.filter((d) => d.health === "silent")).toEqual([]);
  });

  it("makes the snack and merchandising kiosks sell: orders reach the zones' counters", async () => {
    const keys: string[] = [];
    const sell: Sell = async (serialNumber, sale, idempotencyKey) => {
      keys.push(idempotencyKey);
      const res = await t.call("POST", "/api/snackorder", {
        json: sale,
        headers: {
          "X-Device-Key": demoDeviceKey(serialNumber),
          "Idempotency-Key": idempotencyKey,
        },
      });
      const json = (await res.json()) as { values?: SnackOrder[] };
      return { status: res.status, orders: json.values ?? [] };
    };
    const manager = (await t.signIn("manager")).access_token;
    const waiting = async () => {
      let n = 0;
      for (const zone of [1, 2, 3, 4, 5]) {
        const res = await t.send("GET", `/api/snackorder/counter/${zone}`, undefined, manager);
        n += snackCounterSchema.parse(res.body).waiting.length;
      }
      return n;
    };
    const before = await waiting();
    // Every round sells (chance 1): both kiosks, each making one order per zone of its articles.
    const report = await simulateSales(sell, createRandom(3), 1);
    expect(report.refused).toEqual([]);
    expect(report.sold.some((line) => line.startsWith("KSK-0002 sold order "))).toBe(true);
    expect(report.sold.some((line) => line.startsWith("KSK-0003 sold order "))).toBe(true);
    expect(report.sold[0]).toMatch(
      /^KSK-000[23] sold order \d+ at (Bar|Cuisine|Comptoir glaces|Boutique|Accueil)$/,
    );
    expect(new Set(keys).size).toBe(2);
    expect(await waiting()).toBe(before + report.sold.length);
    // Chance 0: nobody sells.
    expect((await simulateSales(sell, createRandom(3), 0)).sold).toEqual([]);
  });
});
