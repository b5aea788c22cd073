/**
 * Wall-clock times and instants in the venue's IANA time zone (decisions in
 * src/contract/planning.ts: the days the clocks change), with Intl and no date library: the
 * server's `now` and the screen's "now" banner and line.
 */
import { spanOf, startsOn, type PeriodTimes } from "./planning-rules";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether Intl knows the zone ("Europe/Paris"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock at an instant: its day number and minutes (and the offset, in ms). */
export function wallClock(ms: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
  const asUtc = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  const floored = Math.floor(ms / 1000) * 1000;
  return {
    day: Math.floor(asUtc / DAY_MS),
    minutes: parts.hour * 60 + parts.minute,
    offsetMs: asUtc - floored,
  };
}

/**
 * The instant of a wall-clock time (day number, minutes, beyond 1440 on the next days): a time
 * that happens twice is its first instant, one that does not exist is the instant of the jump.
 */
export function instantOf(n: number, minutes: number, timeZone: string): number {
  const wall = n * DAY_MS + minutes * MINUTE_MS;
  const offsets = [
    ...new Set([
      wallClock(wall - DAY_MS / 2, timeZone).offsetMs,
      wallClock(wall + DAY_MS / 2, timeZone).offsetMs,
    ]),
  ];
  const valid = offsets
    .map((o) => wall - o)
    .filter((t) => wallClock(t, timeZone).offsetMs === wall - t);
  if (valid.length) return Math.min(...valid);
  // In a gap: the first minute whose offset is the later one.
  const [before, after] = offsets.sort((x, y) => x - y) as [number, number];
  let lo = wall - after;
  let hi = wall - before;
  const late = wallClock(hi, timeZone).offsetMs;
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
    if (wallClock(mid, timeZone).offsetMs === late) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** An instant as "2026-03-29T03:30:00+02:00", in the zone's offset. */
export function isoInZone(ms: number, timeZone: string): string {
  const { offsetMs } = wallClock(ms, timeZone);
  const local = new Date(Math.floor(ms / 1000) * 1000 + offsetMs).toISOString().slice(0, 19);
  const sign = offsetMs < 0 ? "-" : "+";
  const abs = Math.abs(offsetMs) / MINUTE_MS;
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `${local}${sign}${hh}:${mm}`;
}

/** The occurrence holding an instant: its start and end instants, or undefined. */
export function occurrenceAt(
  p: PeriodTimes,
  ms: number,
  timeZone: string,
): { start: number; end: number } | undefined {
  const today = wallClock(ms, timeZone).day;
  const [s, e] = spanOf(p);
  for (const n of [today - 1, today]) {
    if (!startsOn(p, n)) continue;
    const start = instantOf(n, s, timeZone);
    const end = instantOf(n, e, timeZone);
    if (start <= ms && ms < end) return { start, end };
  }
  return undefined;
}

/** The periods holding an instant, by id, each with its occurrence's end. */
export function activeAt<P extends PeriodTimes & { id: number }>(
  periods: readonly P[],
  ms: number,
  timeZone: string,
): { period: P; until: number }[] {
  return periods
    .flatMap((period) => {
      const hit = occurrenceAt(period, ms, timeZone);
      return hit ? [{ period, until: hit.end }] : [];
    })
    .sort((x, y) => x.period.id - y.period.id);
}
