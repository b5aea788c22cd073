/**
 * The day ranges a manager closing the day picks in one tap (the history screen's shortcuts), as
 * ISO days of the tablet's local calendar: "today", "yesterday" and "this week" (Monday to
 * today, the French week). Pure: `now` is given.
 */
export interface DayRange {
  from: string;
  to: string;
}

const two = (n: number) => String(n).padStart(2, "0");

/** The local day of a moment, as an ISO day ("2026-11-26"). */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** The local day `days` after the one of `date` (calendar days, daylight saving ignored). */
function shifted(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function todayRange(now: Date): DayRange {
  const day = isoDay(now);
  return { from: day, to: day };
}

export function yesterdayRange(now: Date): DayRange {
  const day = isoDay(shifted(now, -1));
  return { from: day, to: day };
}

/** From this week's Monday to today. */
export function thisWeekRange(now: Date): DayRange {
  const sinceMonday = (now.getDay() + 6) % 7;
  return { from: isoDay(shifted(now, -sinceMonday)), to: isoDay(now) };
}
