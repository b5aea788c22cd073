import { describe, expect, it } from "vitest";
import { isoDay, thisWeekRange, todayRange, yesterdayRange } from "./date-ranges";

// Local times: the shortcuts are the tablet's calendar days.
const at = (y: number, m: number, d: number, h = 10) => new Date(y, m - 1, d, h, 30);

describe("history day shortcuts", () => {
  it("says a local day as an ISO day, even just after midnight", () => {
    expect(isoDay(at(2026, 11, 26, 0))).toBe("2026-11-26");
    expect(isoDay(at(2026, 1, 5, 23))).toBe("2026-01-05");
  });

  it("today and yesterday are one day each, across a month and a year", () => {
    expect(todayRange(at(2026, 11, 26))).toEqual({ from: "2026-11-26", to: "2026-11-26" });
    expect(yesterdayRange(at(2026, 3, 1))).toEqual({ from: "2026-02-28", to: "2026-02-28" });
    expect(yesterdayRange(at(2024, 3, 1))).toEqual({ from: "2024-02-29", to: "2024-02-29" });
    expect(yesterdayRange(at(2027, 1, 1, 0))).toEqual({ from: "2026-12-31", to: "2026-12-31" });
  });

  it("this week runs from Monday to today", () => {
    // Thursday 26 November 2026.
    expect(thisWeekRange(at(2026, 11, 26))).toEqual({ from: "2026-11-23", to: "2026-11-26" });
    // A Monday is its own week's first day; a Sunday ends the week begun six days before.
    expect(thisWeekRange(at(2026, 11, 23))).toEqual({ from: "2026-11-23", to: "2026-11-23" });
    expect(thisWeekRange(at(2026, 11, 29))).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    // Across a year.
    expect(thisWeekRange(at(2027, 1, 2))).toEqual({ from: "2026-12-28", to: "2027-01-02" });
  });
});
