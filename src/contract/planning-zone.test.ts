import { describe, expect, it } from "vitest";
import { dayNumber, type PeriodTimes } from "./planning-rules";
import {
  activeAt,
  instantOf,
  isoInZone,
  isTimeZone,
  occurrenceAt,
  wallClock,
} from "./planning-zone";

const PARIS = "Europe/Paris";
const period = (over: Partial<PeriodTimes> = {}): PeriodTimes => ({
  days: [1, 2, 3, 4, 5, 6, 7],
  startTime: "10:00",
  endTime: "12:00",
  from: null,
  to: null,
  excludedDates: [],
  ...over,
});
const at = (iso: string) => Date.parse(iso);

describe("wall clock in a zone", () => {
  it("knows zones", () => {
    expect(isTimeZone(PARIS)).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });

  it("turns wall-clock times into instants, the days the clocks change included", () => {
    const n = dayNumber("2026-03-29");
    expect(new Date(instantOf(n, 90, PARIS)).toISOString()).toBe("2026-03-29T00:30:00.000Z");
    // 02:30 does not exist that day: the jump, 03:00 CEST.
    expect(new Date(instantOf(n, 150, PARIS)).toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(new Date(instantOf(n, 210, PARIS)).toISOString()).toBe("2026-03-29T01:30:00.000Z");
    const back = dayNumber("2026-10-25");
    // 02:30 happens twice: the first.
    expect(new Date(instantOf(back, 150, PARIS)).toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(new Date(instantOf(back, 210, PARIS)).toISOString()).toBe("2026-10-25T02:30:00.000Z");
    expect(wallClock(at("2026-10-25T01:30:00Z"), PARIS).minutes).toBe(150);
    expect(isoInZone(at("2026-03-29T01:30:00Z"), PARIS)).toBe("2026-03-29T03:30:00+02:00");
    expect(isoInZone(at("2026-01-10T12:00:00Z"), "America/New_York")).toBe(
      "2026-01-10T07:00:00-05:00",
    );
  });

  it("finds the occurrence holding an instant, 01:30–03:30 the Sundays the clocks change", () => {
    const p = period({ days: [7], startTime: "01:30", endTime: "03:30" });
    const hit = (iso: string) => occurrenceAt(p, at(iso), PARIS);
    // March: 01:30 CET (00:30Z) to 03:30 CEST (01:30Z), one hour.
    expect(hit("2026-03-29T00:29:59Z")).toBeUndefined();
    expect(hit("2026-03-29T00:30:00Z")).toEqual({
      start: at("2026-03-29T00:30:00Z"),
      end: at("2026-03-29T01:30:00Z"),
    });
    expect(hit("2026-03-29T01:29:59Z")).toBeDefined();
    expect(hit("2026-03-29T01:30:00Z")).toBeUndefined();
    // October: 01:30 CEST (23:30Z the day before) to 03:30 CET (02:30Z), three hours.
    expect(hit("2026-10-24T23:29:59Z")).toBeUndefined();
    expect(hit("2026-10-24T23:30:00Z")?.end).toBe(at("2026-10-25T02:30:00Z"));
    expect(hit("2026-10-25T01:15:00Z")).toBeDefined();
    expect(hit("2026-10-25T02:29:59Z")).toBeDefined();
    expect(hit("2026-10-25T02:30:00Z")).toBeUndefined();
  });

  it("holds a night across midnight on its start day, and lists the active ones by id", () => {
    const night = { ...period({ days: [5], startTime: "22:00", endTime: "02:00" }), id: 2 };
    // Friday 2026-01-09 23:00 Paris, then Saturday 01:00.
    expect(activeAt([night], at("2026-01-09T22:00:00Z"), PARIS)).toHaveLength(1);
    const sat = activeAt([night], at("2026-01-10T00:59:00Z"), PARIS);
    expect(sat[0]?.until).toBe(at("2026-01-10T01:00:00Z"));
    expect(activeAt([night], at("2026-01-10T01:00:00Z"), PARIS)).toEqual([]);
    // The excluded Friday takes its night away.
    const off = { ...night, excludedDates: ["2026-01-09"] };
    expect(activeAt([off], at("2026-01-10T00:30:00Z"), PARIS)).toEqual([]);
  });
});
