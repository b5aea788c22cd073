/**
 * The week grid's layout (week-grid.tsx), pure: the venue's day runs from `origin` (08:00, or
 * the earliest start after 05:00) for up to 24 hours, so a night's part after midnight stays
 * under the evening it belongs to; a period starting before 05:00 is the previous day's night.
 * Blocks that meet in a column share it side by side (lanes). Given the week's Monday (a day
 * number), only what starts that week is laid out: its dates and excluded days are read.
 */
import type { Period } from "@/contract/planning";
import { spanOf, startsOn, weekdayOf } from "@/contract/planning-rules";

/** Starts before this (minutes) belong to the previous venue day's night. */
export const EARLY = 5 * 60;
const DEFAULT_ORIGIN = 8 * 60;
const MIN_HOURS = 14;

export interface WeekWindow {
  /** Minutes after midnight where the grid starts. */
  origin: number;
  /** Minutes after the origin where it ends (whole hours, at most 24 h). */
  length: number;
}

export interface WeekBlock {
  period: Period;
  /** 0 = Monday … 6 = Sunday. */
  column: number;
  /** Minutes after the origin. */
  top: number;
  bottom: number;
  lane: number;
  lanes: number;
}

/** Where a wall-clock time falls: its column and minutes after the origin. */
export function place(weekday: number, minutes: number, origin: number) {
  return minutes < EARLY
    ? { column: (weekday + 5) % 7, offset: minutes + 1440 - origin }
    : { column: weekday - 1, offset: minutes - origin };
}

/** The Monday (day number) of the venue's week holding a wall-clock day and time. */
export function mondayOf(day: number, minutes: number): number {
  const venueDay = minutes < EARLY ? day - 1 : day;
  return venueDay - (weekdayOf(venueDay) - 1);
}

function pieces(periods: readonly Period[], origin: number, monday?: number) {
  return periods.flatMap((period) =>
    period.days.flatMap((day) => {
      if (monday !== undefined && !startsOn(period, monday + day - 1)) return [];
      const [start, end] = spanOf(period);
      const { column, offset } = place(day, start, origin);
      const bottom = offset + end - start;
      if (bottom <= 1440) return [{ period, column, top: offset, bottom }];
      return [
        { period, column, top: offset, bottom: 1440 },
        { period, column: (column + 1) % 7, top: 0, bottom: bottom - 1440 },
      ];
    }),
  );
}

export function weekWindow(periods: readonly Period[], monday?: number): WeekWindow {
  const starts = periods
    .map((p) => spanOf(p)[0])
    .filter((s) => s >= EARLY)
    .map((s) => Math.floor(s / 60) * 60);
  const origin = Math.min(DEFAULT_ORIGIN, ...starts);
  const ends = pieces(periods, origin, monday).map((b) => Math.ceil(b.bottom / 60) * 60);
  return { origin, length: Math.min(1440, Math.max(MIN_HOURS * 60, ...ends)) };
}

/** The blocks of the week, each column's in lanes where they meet. */
export function weekBlocks(
  periods: readonly Period[],
  origin: number,
  monday?: number,
): WeekBlock[] {
  const all = pieces(periods, origin, monday).sort(
    (a, b) => a.column - b.column || a.top - b.top || a.period.id - b.period.id,
  );
  const out: WeekBlock[] = [];
  for (let column = 0; column < 7; column++) {
    const mine = all.filter((b) => b.column === column);
    // Groups of blocks that meet; within a group, the first free lane.
    let group: WeekBlock[] = [];
    let groupEnd = -1;
    const close = () => {
      const lanes = Math.max(1, ...group.map((b) => b.lane + 1));
      for (const b of group) b.lanes = lanes;
      out.push(...group);
      group = [];
    };
    for (const b of mine) {
      if (b.top >= groupEnd) close();
      const taken = new Set(group.filter((g) => g.bottom > b.top).map((g) => g.lane));
      let lane = 0;
      while (taken.has(lane)) lane++;
      group.push({ ...b, lane, lanes: 1 });
      groupEnd = Math.max(groupEnd, b.bottom);
    }
    close();
  }
  return out;
}
