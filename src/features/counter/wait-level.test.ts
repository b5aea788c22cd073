import { describe, expect, it } from "vitest";
import { waitedMinutes, waitLevel } from "./wait-level";

const zone = { amberAfterMinutes: 5, redAfterMinutes: 10 };
const now = Date.parse("2026-11-26T12:00:00.000Z");
const paid = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

describe("waitLevel", () => {
  it("is fresh before the zone's amber threshold, amber from it, red from the red one", () => {
    expect(waitLevel(paid(0), now, zone)).toBe("fresh");
    expect(waitLevel(paid(4.9), now, zone)).toBe("fresh");
    expect(waitLevel(paid(5), now, zone)).toBe("amber");
    expect(waitLevel(paid(9.9), now, zone)).toBe("amber");
    expect(waitLevel(paid(10), now, zone)).toBe("red");
    expect(waitLevel(paid(120), now, zone)).toBe("red");
  });

  it("follows each zone's own thresholds", () => {
    const slow = { amberAfterMinutes: 15, redAfterMinutes: 30 };
    expect(waitLevel(paid(12), now, slow)).toBe("fresh");
    expect(waitLevel(paid(20), now, slow)).toBe("amber");
    expect(waitLevel(paid(12), now, zone)).toBe("red");
  });

  it("counts whole minutes, never negative when the tablet's clock is behind", () => {
    expect(waitedMinutes(paid(6.5), now)).toBe(6);
    expect(waitedMinutes(paid(-2), now)).toBe(0);
    expect(waitLevel(paid(-2), now, zone)).toBe("fresh");
  });
});
