import { describe, expect, it } from "vitest";
import type { Period } from "@/contract/planning";
import { dayNumber } from "@/contract/planning-rules";
import { mondayOf, place, weekBlocks, weekWindow } from "./week-layout";

let id = 0;
const period = (over: Partial<Period>): Period => ({
  id: ++id,
  kind: "HappyHour",
  name: "P",
  days: [1],
  startTime: "14:00",
  endTime: "17:00",
  from: null,
  to: null,
  excludedDates: [],
  percent: 30,
  allGames: true,
  gameIds: [],
  categoryIds: [],
  ...over,
});

describe("week layout", () => {
  it("starts at 08:00 or the earliest start after 05:00, and lasts 14 h at least", () => {
    expect(weekWindow([])).toEqual({ origin: 480, length: 840 });
    expect(weekWindow([period({ startTime: "06:30", endTime: "07:00" })]).origin).toBe(360);
    // A night until 02:00: the grid goes to 02:00 (18 h after 08:00).
    expect(weekWindow([period({ startTime: "22:00", endTime: "02:00" })])).toEqual({
      origin: 480,
      length: 18 * 60,
    });
  });

  it("keeps a night under its evening, and a period before 05:00 under the day before", () => {
    const night = period({ days: [7], startTime: "22:00", endTime: "02:00" });
    expect(weekBlocks([night], 480)).toMatchObject([{ column: 6, top: 840, bottom: 1080 }]);
    const early = period({ days: [1], startTime: "01:30", endTime: "03:30" });
    expect(weekBlocks([early], 480)).toMatchObject([{ column: 6, top: 1050, bottom: 1170 }]);
    expect(place(1, 60, 480)).toEqual({ column: 6, offset: 1020 });
    expect(place(3, 600, 480)).toEqual({ column: 2, offset: 120 });
  });

  it("splits a block past the grid's 24 h into the next column", () => {
    const long = period({ days: [7], startTime: "20:00", endTime: "10:00" });
    expect(weekBlocks([long], 480)).toMatchObject([
      { column: 0, top: 0, bottom: 120 },
      { column: 6, top: 720, bottom: 1440 },
    ]);
  });

  it("puts blocks that meet side by side, and a later one back in the first lane", () => {
    const [a, b, c] = [
      period({ startTime: "10:00", endTime: "12:00" }),
      period({ startTime: "11:00", endTime: "13:00" }),
      period({ startTime: "13:00", endTime: "14:00" }),
    ];
    const blocks = weekBlocks([c, b, a], 480);
    expect(blocks.map((x) => [x.period.id, x.lane, x.lanes])).toEqual([
      [a.id, 0, 2],
      [b.id, 1, 2],
      [c.id, 0, 1],
    ]);
  });

  it("lays out what starts in the given week only: its dates and excluded days", () => {
    // Wednesday 2026-12-23 at 10:00, and at 01:00 (still Tuesday's night).
    const monday = dayNumber("2026-12-21");
    expect(mondayOf(dayNumber("2026-12-23"), 600)).toBe(monday);
    expect(mondayOf(dayNumber("2026-12-21"), 60)).toBe(monday - 7);
    const xmas = period({
      days: [1, 2, 3, 4, 5, 6, 7],
      from: "2026-12-19",
      to: "2027-01-03",
      excludedDates: ["2026-12-25"],
    });
    const columns = (m: number) => weekBlocks([xmas], 480, m).map((b) => b.column);
    expect(columns(monday)).toEqual([0, 1, 2, 3, 5, 6]);
    expect(columns(monday - 7)).toEqual([5, 6]);
    expect(columns(monday - 14)).toEqual([]);
    expect(weekBlocks([xmas], 480)).toHaveLength(7);
  });
});
