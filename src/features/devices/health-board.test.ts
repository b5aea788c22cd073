import { describe, expect, it } from "vitest";
import type { HealthDevice } from "@/contract/devices";
import { healthOf } from "@/contract/devices";
import { boardOf } from "./health-board";

const device = (over: Partial<HealthDevice>): HealthDevice => ({
  kind: "smarttouch",
  serialNumber: "ST",
  name: "ST",
  place: null,
  health: "ok",
  lastPing: null,
  version: "2.5.0",
  behind: false,
  ...over,
});

describe("the health board", () => {
  it("counts per health, lists the devices needing someone worst first, and those behind", () => {
    const devices = [
      device({ name: "B", health: "warning" }),
      device({ name: "A", health: "ko", kind: "kiosk" }),
      device({ name: "C", health: "ok", behind: true }),
      device({ name: "D", health: "silent" }),
      device({ name: "E", health: "maintenance" }),
    ];
    const board = boardOf(devices, "all");
    expect(board.counts).toEqual({ ok: 1, warning: 1, ko: 1, maintenance: 1, silent: 1 });
    expect(board.needing.map((d) => d.name)).toEqual(["A", "D", "B", "E"]);
    expect(board.behind.map((d) => d.name)).toEqual(["C"]);
    expect(boardOf(devices, "kiosk").total).toBe(1);
  });

  it("shows one health's devices when its counter is chosen, in an order refreshes keep", () => {
    const devices = [
      device({ name: "Z", health: "silent", serialNumber: "2" }),
      device({ name: "Y", health: "silent", kind: "kiosk", serialNumber: "9" }),
      device({ name: "Z", health: "silent", serialNumber: "1" }),
      device({ name: "X", health: "ok" }),
    ];
    const names = (list: HealthDevice[]) => list.map((d) => `${d.name}${d.serialNumber}`);
    expect(names(boardOf(devices, "all", "silent").needing)).toEqual(["Y9", "Z1", "Z2"]);
    expect(names(boardOf([...devices].reverse(), "all", "silent").needing)).toEqual([
      "Y9",
      "Z1",
      "Z2",
    ]);
    expect(names(boardOf(devices, "all", "ok").needing)).toEqual(["XST"]);
  });
});

describe("a device's health (one rule for the board)", () => {
  const now = Date.parse("2026-11-25T12:00:00Z");
  const ago = (s: number) => new Date(now - s * 1000).toISOString();
  it("is maintenance first, then silent past twice the ping delay, then the reported state", () => {
    const st = { pingDelay: 300, maintenance: false };
    expect(healthOf({ ...st, state: "KO", lastPing: ago(10), maintenance: true }, now)).toBe(
      "maintenance",
    );
    expect(healthOf({ ...st, state: "OK", lastPing: ago(601) }, now)).toBe("silent");
    expect(healthOf({ ...st, state: "OK", lastPing: ago(600) }, now)).toBe("ok");
    expect(healthOf({ ...st, state: "OK", lastPing: null }, now)).toBe("silent");
    expect(healthOf({ ...st, state: "warning", lastPing: ago(5) }, now)).toBe("warning");
    expect(healthOf({ ...st, state: "KO", lastPing: ago(5) }, now)).toBe("ko");
    // A kiosk: 0 logged on, 1 disconnected (silent), 2 fault, 3 warning.
    expect(healthOf({ pingDelay: 300, state: 1, lastPing: ago(5) }, now)).toBe("silent");
    expect(healthOf({ pingDelay: 300, state: 2, lastPing: ago(5) }, now)).toBe("ko");
    expect(healthOf({ pingDelay: 300, state: 3, lastPing: ago(5) }, now)).toBe("warning");
    expect(healthOf({ pingDelay: 300, state: 0, lastPing: ago(5) }, now)).toBe("ok");
  });
});
