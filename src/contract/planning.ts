/**
 * Free play and happy hour periods (spec sections 2 and 3: rights CONFIGFFHH_READ and
 * CONFIGFFHH_CUD; the games carry the delays the devices apply during them). The spec shows no
 * screen: the model is the issue's, with these decisions (also in the OpenAPI description):
 *
 * - Times are the venue's wall-clock time (VENUE_TIME_ZONE, Europe/Paris by default).
 * - A period may cross midnight: `endTime` before `startTime` (22:00–02:00) ends the next day;
 *   `endTime` equal to `startTime` is refused. `days`, `from`, `to` and `excludedDates` name the
 *   day a period STARTS: the part after midnight belongs to that start, and lies on the next day
 *   for conflicts and for `now`.
 * - Days the clocks change: each end of an occurrence becomes an instant; a wall-clock time that
 *   happens twice (clocks go back) is its first instant, one that does not exist (clocks go
 *   forward) is the instant of the jump. So 01:30–03:30 lasts 1 h the Sunday of March and 3 h
 *   the Sunday of October in Paris; a period wholly inside the skipped hour does not happen.
 * - Conflict (409 period_conflict): two periods, whatever their kinds (a device could not know
 *   which applies), that cover a common game (none named: every game; a category: its games
 *   now, through the catalogue) and have occurrences overlapping in wall-clock time, dates and
 *   excluded dates included. Touching ends (10:00–12:00, 12:00–14:00) are no conflict. The 409's
 *   `issues` name the other period: `{ path: "conflict.id", rule: "<id>" }` and
 *   `{ path: "conflict.name", rule: "<name>" }`; its `message` says it in English.
 * - A category is resolved when a period is saved; a game later moved may make two periods
 *   apply at once: `now` then answers the one with the smallest id.
 * - A period that named games or categories all deleted since covers none (`allGames` false).
 * - `now`: the game must exist (404 not_found); `at` (an instant, now when absent) says when.
 *   `until` is the current occurrence's end, in the venue's offset ("2026-03-29T03:30:00+02:00").
 */
import { z } from "zod";
import { rowId } from "./bounded";
import { day, moment } from "./dates";
import { LIMITS } from "./limits";
import { number, ruleMessage, text, time } from "./rules";

export const PERIOD_KINDS = ["FreePlay", "HappyHour"] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export const PLANNING_LIMITS = {
  name: 60,
  excludedDates: 100,
  games: 200,
  categories: 200,
  percent: { min: 1, max: 100 },
  /** Periods a venue may keep (far above any venue's week). */
  periods: 500,
  /** Dates a period may name. */
  firstDay: "2000-01-01",
  lastDay: "2099-12-31",
} as const;

/** "HH:mm", 00:00 to 23:59. */
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A form's repeated field: one value, several, or none. */
const toList = (v: unknown): unknown[] =>
  v === undefined || v === null || v === ""
    ? []
    : (Array.isArray(v) ? v : [v]).filter((x) => x !== "" && x != null);

const ids = (max: number) =>
  z.preprocess(
    (v) => [...new Set(toList(v).map((x) => (typeof x === "string" ? Number(x) : x)))],
    z.array(z.number().int().min(1).max(LIMITS.id)).max(max, ruleMessage("max_value", max)),
  );

const inRange = (d: string) => d >= PLANNING_LIMITS.firstDay && d <= PLANNING_LIMITS.lastDay;
const boundedDay = () => day().refine(inRange, "invalid_date");
const optionalDay = () =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), boundedDay().nullable());

/** POST and PUT /api/planning/periods: what a manager sets. */
export const periodInputSchema = z
  .object({
    kind: z.enum(PERIOD_KINDS, { error: ruleMessage("required") }),
    name: text({ required: true, max: PLANNING_LIMITS.name, trim: true }),
    /** 1 = Monday … 7 = Sunday, each once. */
    days: z.preprocess(
      (v) => toList(v).map((x) => (typeof x === "string" ? Number(x) : x)),
      z
        .array(
          z.number().int().min(1, ruleMessage("min_value", 1)).max(7, ruleMessage("max_value", 7)),
        )
        .min(1, ruleMessage("required"))
        .max(7, ruleMessage("max_value", 7))
        .refine((d) => new Set(d).size === d.length, ruleMessage("is_valid")),
    ),
    startTime: time({ required: true }),
    endTime: time({ required: true }),
    from: optionalDay(),
    to: optionalDay(),
    /** Holidays and closing days: the period does not start on them. */
    excludedDates: z.preprocess(
      (v) => [...new Set(toList(v))].sort(),
      z
        .array(boundedDay())
        .max(
          PLANNING_LIMITS.excludedDates,
          ruleMessage("max_value", PLANNING_LIMITS.excludedDates),
        ),
    ),
    /** A happy hour's price cut, whole percent; absent (or null) for a free play. */
    percent: number({
      int: true,
      min: PLANNING_LIMITS.percent.min,
      max: PLANNING_LIMITS.percent.max,
    }),
    /** The games covered; with `categoryIds`, none at all means every game. */
    gameIds: ids(PLANNING_LIMITS.games),
    categoryIds: ids(PLANNING_LIMITS.categories),
  })
  .check((ctx) => {
    const v = ctx.value;
    const issue = (path: string, message: string) =>
      ctx.issues.push({ code: "custom", message, path: [path], input: v });
    if (v.startTime === v.endTime) issue("endTime", ruleMessage("is_valid"));
    if (v.from && v.to && v.from > v.to) issue("to", ruleMessage("is_valid"));
    if (v.kind === "HappyHour" && v.percent === undefined)
      issue("percent", ruleMessage("required"));
    if (v.kind === "FreePlay" && v.percent !== undefined) issue("percent", ruleMessage("is_valid"));
  });
export type PeriodInput = z.input<typeof periodInputSchema>;
export type PeriodValues = z.output<typeof periodInputSchema>;

/** A period as the API answers it. */
export const periodSchema = z.object({
  id: rowId(),
  kind: z.enum(PERIOD_KINDS),
  name: z.string().max(PLANNING_LIMITS.name),
  days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  startTime: z.string().regex(HH_MM),
  endTime: z.string().regex(HH_MM),
  from: day().nullable(),
  to: day().nullable(),
  excludedDates: z.array(day()).max(PLANNING_LIMITS.excludedDates),
  percent: z.number().int().min(1).max(100).nullable(),
  /** True when it names no game and no category. */
  allGames: z.boolean(),
  gameIds: z.array(rowId()).max(PLANNING_LIMITS.games),
  categoryIds: z.array(rowId()).max(PLANNING_LIMITS.categories),
});
export type Period = z.infer<typeof periodSchema>;

/** The venue's periods, by name, and its time zone (the screens place them in it). */
export const periodListSchema = z.object({
  values: z.array(periodSchema).max(PLANNING_LIMITS.periods),
  /** An IANA zone ("Europe/Paris"): VENUE_TIME_ZONE. */
  timeZone: z.string().min(1).max(64),
});
export type PeriodList = z.infer<typeof periodListSchema>;

/** GET /api/planning/now: the game, and the instant (now when absent). */
export const planningNowQuerySchema = z.object({
  gameId: z.coerce.number().int().min(1).max(LIMITS.id),
  at: z.preprocess((v) => (v === "" ? undefined : v), moment().optional()),
});

/** What applies to a game at an instant: `kind` null when nothing does. */
export const planningNowSchema = z.object({
  kind: z.enum(PERIOD_KINDS).nullable(),
  periodId: rowId().nullable(),
  name: z.string().max(PLANNING_LIMITS.name).nullable(),
  percent: z.number().int().min(1).max(100).nullable(),
  /** The occurrence's end, in the venue's offset. */
  until: moment().nullable(),
  /** The instant answered for, in the venue's offset. */
  at: moment(),
});
export type PlanningNow = z.infer<typeof planningNowSchema>;

/** The 409's issues: which period the new one overlaps. */
export function conflictIssues(other: { id: number; name: string }) {
  return [
    { path: "conflict.id", rule: String(other.id) },
    { path: "conflict.name", rule: other.name },
  ];
}

/** The other period a 409 names, from its issues (undefined when it names none). */
export function conflictOf(issues: readonly { path: string; rule: string }[]) {
  const id = Number(issues.find((i) => i.path === "conflict.id")?.rule);
  const name = issues.find((i) => i.path === "conflict.name")?.rule;
  return Number.isInteger(id) && id > 0 && name !== undefined ? { id, name } : undefined;
}
