/**
 * Free play and happy hour periods (spec sections 2 and 3, and the planning screen). Rules and
 * decisions (time zone, midnight, clock changes, conflicts, `now`): src/contract/planning.ts.
 */
import { endpoint } from "./endpoint";
import { idParamsSchema } from "./params";
import {
  periodInputSchema,
  periodListSchema,
  periodSchema,
  planningNowQuerySchema,
  planningNowSchema,
} from "./planning";

const TAG = "Planning";
const RULES =
  "Times are the venue's wall-clock time (VENUE_TIME_ZONE). `endTime` before `startTime` crosses midnight (the part after midnight lies on the next day; `days`, `from`, `to` and `excludedDates` name the day a period starts); equal times are refused. `percent` (1 to 100) is required for a HappyHour and refused for a FreePlay. No `gameIds` and no `categoryIds`: every game. Two periods of any kinds covering a common game (a category through its games) with overlapping occurrences are a conflict: 409 period_conflict, whose issues `conflict.id` and `conflict.name` name the other period; touching ends are not. Unknown games or categories: 400 unknown_game / unknown_category.";
const refusals = {
  400: ["unknown_game", "unknown_category"] as const,
  409: ["period_conflict"] as const,
};

export const planningApi = {
  list: endpoint({
    method: "get",
    path: "/api/planning/periods",
    requirement: "CONFIGFFHH_READ",
    summary: "Every free play and happy hour period, by name, with the venue's time zone",
    tag: TAG,
    answers: { 200: periodListSchema },
  }),
  create: endpoint({
    method: "post",
    path: "/api/planning/periods",
    requirement: "CONFIGFFHH_CUD",
    summary: "Adds a free play or happy hour period",
    description: `${RULES} At most 500 periods (400 too_many_periods).`,
    tag: TAG,
    body: periodInputSchema,
    answers: { 201: periodSchema },
    errors: { 400: [...refusals[400], "too_many_periods"], 409: refusals[409] },
  }),
  update: endpoint({
    method: "put",
    path: "/api/planning/periods/:id{[0-9]+}",
    requirement: "CONFIGFFHH_CUD",
    summary: "Changes a period (the whole of it)",
    description: RULES,
    tag: TAG,
    params: idParamsSchema,
    body: periodInputSchema,
    answers: { 200: periodSchema },
    errors: { ...refusals, 404: ["not_found"] },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/planning/periods/:id{[0-9]+}",
    requirement: "CONFIGFFHH_CUD",
    summary: "Deletes a period",
    tag: TAG,
    params: idParamsSchema,
    answers: { 204: null },
    errors: { 404: ["not_found"] },
  }),
  now: endpoint({
    method: "get",
    path: "/api/planning/now",
    requirement: "CONFIGFFHH_READ",
    summary: "What applies to a game now (or at `at`): free play, happy hour or nothing",
    description:
      "`gameId` must be a game of the catalogue (404 not_found otherwise); `at`, an ISO instant, is now when absent. Answers `{ kind, periodId, name, percent, until, at }`, `kind` null when nothing applies; `until` is the end of the current occurrence in the venue's offset. On the days the clocks change, a wall-clock time that happens twice is its first instant and one that does not exist is the instant of the jump. Should two periods apply (a game moved to another category since), the one with the smallest id.",
    tag: TAG,
    query: planningNowQuerySchema,
    answers: { 200: planningNowSchema },
    errors: { 404: ["not_found"] },
  }),
};
