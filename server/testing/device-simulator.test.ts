// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { healthSchema } from "../../src/contract/devices";
import { demoDeviceKey } from "../seed/demo-cards.seed";
import { createRandom } from "../seed/prng";
import { createTestApp, type TestApp } from "./test-app";
import { demoDevices, simulateRound, type Send } from "./device-simulator";

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
});
