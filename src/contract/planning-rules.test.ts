import { describe, expect, it } from "vitest";
import { dayNumber, isoDay, timesOverlap, weekdayOf, type PeriodTimes } from "./planning-rules";

const period = (over: Partial<PeriodTimes> = {}): PeriodTimes => ({
  days: [1, 2, 3, 4, 5, 6, 7],
  startTime: "10:00",
  endTime: "12:00",
  from: null,
  to: null,
  excludedDates: [],
  ...over,
});

describe("days", () => {
  it("numbers days and their weekdays (1 = Monday)", () => {
    expect(isoDay(dayNumber("2026-03-29"))).toBe("2026-03-29");
    expect(weekdayOf(dayNumber("2026-03-29"))).toBe(7);
    expect(weekdayOf(dayNumber("2026-03-30"))).toBe(1);
    expect(weekdayOf(0)).toBe(4);
  });
});

describe("timesOverlap", () => {
  it("overlaps on a common day and time, not on touching ends", () => {
    expect(timesOverlap(period(), period({ startTime: "11:00", endTime: "13:00" }))).toBe(true);
    expect(timesOverlap(period(), period({ startTime: "12:00", endTime: "14:00" }))).toBe(false);
    expect(timesOverlap(period({ days: [1] }), period({ days: [2] }))).toBe(false);
  });

  it("puts the part after midnight on the next day, Sunday night into Monday", () => {
    const night = period({ days: [7], startTime: "22:00", endTime: "02:00" });
    expect(timesOverlap(night, period({ days: [1], startTime: "01:00", endTime: "03:00" }))).toBe(
      true,
    );
    expect(timesOverlap(night, period({ days: [7], startTime: "01:00", endTime: "03:00" }))).toBe(
      false,
    );
    expect(timesOverlap(night, period({ days: [1], startTime: "02:00", endTime: "03:00" }))).toBe(
      false,
    );
  });

  it("reads the dates and the excluded dates", () => {
    const a = period({ days: [3], from: "2026-01-01", to: "2026-01-31" });
    expect(timesOverlap(a, period({ days: [3], from: "2026-02-01" }))).toBe(false);
    expect(timesOverlap(a, period({ days: [3], to: "2026-01-07" }))).toBe(true);
    // Only Wednesday 2026-01-07 in common, and it is excluded.
    const one = period({ days: [3], from: "2026-01-05", to: "2026-01-09" });
    expect(timesOverlap(one, period({ days: [3], excludedDates: ["2026-01-07"] }))).toBe(false);
    // Over a century, one Wednesday in the middle, excluded or not.
    const n = dayNumber("2050-06-13");
    const wednesday = isoDay(n + ((3 - weekdayOf(n) + 7) % 7));
    const century = period({ days: [3], from: "2000-01-01", to: "2099-12-31" });
    const once = period({ days: [3], from: wednesday, to: wednesday });
    expect(timesOverlap(century, once)).toBe(true);
    expect(timesOverlap({ ...century, excludedDates: [wednesday] }, once)).toBe(false);
    // Never happens: a Tuesday-only period within a Monday.
    expect(
      timesOverlap(period({ days: [2], from: "2026-01-05", to: "2026-01-05" }), period()),
    ).toBe(false);
  });
});
