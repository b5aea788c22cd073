/**
 * The periods' time rules (decisions in src/contract/planning.ts), pure, for the server (conflicts:
 * server/planning/) and the screen (the week grid). Days are numbered from 1970-01-01 (day 0, a
 * Thursday). The instants, in the venue's time zone: planning-zone.ts.
 */

/** What the rules read of a period. */
export interface PeriodTimes {
  days: readonly number[];
  startTime: string;
  endTime: string;
  from: string | null;
  to: string | null;
  excludedDates: readonly string[];
}

const DAY_MS = 86_400_000;

/** "2026-03-29" -> its day number. */
export function dayNumber(iso: string): number {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

/** A day number -> "2026-03-29". */
export function isoDay(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday. */
export function weekdayOf(n: number): number {
  return ((((n + 3) % 7) + 7) % 7) + 1;
}

/** "HH:mm" -> minutes since midnight. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

/** A period's start and end in minutes after its start day's midnight (end past 1440 after midnight). */
export function spanOf(p: Pick<PeriodTimes, "startTime" | "endTime">): [number, number] {
  const start = minutesOf(p.startTime);
  const end = minutesOf(p.endTime);
  return [start, end > start ? end : end + 1440];
}

export const crossesMidnight = (p: Pick<PeriodTimes, "startTime" | "endTime">) =>
  minutesOf(p.endTime) <= minutesOf(p.startTime);

/** Whether the period starts on that day (its weekday, its dates, not excluded). */
export function startsOn(p: PeriodTimes, n: number): boolean {
  if (!p.days.includes(weekdayOf(n))) return false;
  const iso = isoDay(n);
  if (p.from && iso < p.from) return false;
  if (p.to && iso > p.to) return false;
  return !p.excludedDates.includes(iso);
}

/**
 * The days where an overlap would show if there is one: two weeks at each end and eight days
 * around each date named. Elsewhere the weeks repeat: an overlap there is also one a week
 * earlier, and so on down to one of these days.
 */
function daysToWalk(lo: number, hi: number, anchors: readonly number[]): number[] {
  if (hi - lo <= 60) return Array.from({ length: Math.max(0, hi - lo + 1) }, (_, k) => lo + k);
  const days = new Set<number>();
  const add = (from: number, to: number) => {
    for (let n = Math.max(lo, from); n <= Math.min(hi, to); n++) days.add(n);
  };
  add(lo, lo + 14);
  add(hi - 14, hi);
  for (const d of anchors) add(d - 8, d + 8);
  return [...days].sort((x, y) => x - y);
}

/** `startsOn` with the dates read once, for the walks over many days. */
function startTest(p: PeriodTimes): (n: number) => boolean {
  const from = p.from ? dayNumber(p.from) : -Infinity;
  const to = p.to ? dayNumber(p.to) : Infinity;
  const excluded = new Set(p.excludedDates.map(dayNumber));
  const days = new Set(p.days);
  return (n) => n >= from && n <= to && days.has(weekdayOf(n)) && !excluded.has(n);
}

/**
 * Whether two periods have occurrences overlapping in wall-clock time (half-open: touching ends
 * do not). Exact: the days where both may happen are walked (bounded by their dates, or by a
 * window past every date they name, after which their weeks repeat).
 */
export function timesOverlap(a: PeriodTimes, b: PeriodTimes): boolean {
  const anchors = [a, b]
    .flatMap((p) => [p.from, p.to, ...p.excludedDates])
    .filter((d): d is string => d !== null)
    .map(dayNumber);
  const lows = [a.from, b.from].filter((d): d is string => d !== null).map(dayNumber);
  const highs = [a.to, b.to].filter((d): d is string => d !== null).map(dayNumber);
  const base = anchors.length ? anchors : [dayNumber("2026-01-05")];
  const lo = (lows.length ? Math.max(...lows) : Math.min(...base) - 8) - 1;
  const hi = (highs.length ? Math.min(...highs) : Math.max(...base) + 8) + 1;
  const [sa, ea] = spanOf(a);
  const [sb, eb] = spanOf(b);
  const [onA, onB] = [startTest(a), startTest(b)];
  for (const n of daysToWalk(lo, hi, anchors)) {
    if (!onA(n)) continue;
    for (const m of [n - 1, n, n + 1]) {
      if (!onB(m)) continue;
      const shift = (m - n) * 1440;
      if (sa < eb + shift && sb + shift < ea) return true;
    }
  }
  return false;
}
