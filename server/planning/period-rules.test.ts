// @vitest-environment node
import { describe, expect, it } from "vitest";
import { firstConflict, sharesGame, type Candidate } from "./period-rules";

const times = {
  days: [1],
  startTime: "14:00",
  endTime: "17:00",
  from: null,
  to: null,
  excludedDates: [],
};
const make = (id: number, over: Partial<Candidate>) => ({
  id,
  ...times,
  coverage: "all" as const,
  ...over,
});

describe("period rules", () => {
  it("shares a game through every game or a common one", () => {
    expect(sharesGame("all", new Set())).toBe(true);
    expect(sharesGame(new Set([1, 2]), new Set([2]))).toBe(true);
    expect(sharesGame(new Set([1]), new Set([2]))).toBe(false);
  });

  it("names the first conflicting period by id, of any kind, only when games and times meet", () => {
    const others = [
      make(5, { coverage: new Set([3]) }),
      make(4, { coverage: new Set([2]), startTime: "17:00", endTime: "18:00" }),
      make(7, { coverage: new Set([2]) }),
    ];
    expect(firstConflict({ ...times, coverage: new Set([2]) }, others)?.id).toBe(7);
    expect(firstConflict({ ...times, coverage: "all" }, others)?.id).toBe(5);
    expect(firstConflict({ ...times, coverage: new Set([9]) }, others)).toBeUndefined();
    expect(firstConflict({ ...times, days: [2], coverage: "all" }, others)).toBeUndefined();
  });
});
