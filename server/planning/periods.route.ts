/** Free play and happy hour periods (`planningApi`, rules in src/contract/planning.ts). */
import { eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { conflictIssues, type PeriodValues } from "../../src/contract/planning";
import { planningApi } from "../../src/contract/planning.endpoints";
import { activeAt, isoInZone } from "../../src/contract/planning-zone";
import type { Db } from "../db/database";
import { games } from "../db/schema/catalogue.schema";
import { planningPeriods } from "../db/schema/planning.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { caller } from "../http/rights.middleware";
import { backOfficeMachine, logAction } from "../monitor/monitor-log";
import type { MonitorType } from "../../src/contract/monitor";
import { firstConflict } from "./period-rules";
import {
  checkReferences,
  coverageOf,
  gameCategoryMap,
  listPeriods,
  requirePeriod,
  savePeriod,
} from "./period.repository";

/** 409 period_conflict naming the first period (by id) the values would overlap. */
async function refuseConflict(db: Db, v: PeriodValues, self: number | null): Promise<void> {
  const categoryOf = await gameCategoryMap(db);
  const others = (await listPeriods(db))
    .filter((p) => p.id !== self)
    .map((p) => ({ ...p, coverage: coverageOf(p, categoryOf) }));
  const candidate = {
    ...v,
    coverage: coverageOf(
      { ...v, allGames: v.gameIds.length === 0 && v.categoryIds.length === 0 },
      categoryOf,
    ),
  };
  const other = firstConflict(candidate, others);
  if (other)
    throw new ApiError(409, "period_conflict", {
      message: `Overlaps period ${other.id} «${other.name}»`,
      issues: conflictIssues(other),
    });
}

/** A period's change in the events log, in the change's own transaction. */
function logPeriod(c: Context<AppEnv>, type: MonitorType, detail: string) {
  return logAction(c.get("deps").db, {
    type,
    machineName: backOfficeMachine(c),
    employeeId: caller(c).employeeId,
    detail,
  });
}

export function registerPlanningRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, planningApi.list, async (c) => {
    const { db, config } = c.get("deps");
    return c.json({ values: await listPeriods(db), timeZone: config.venueTimeZone });
  });

  defineRoute(app, planningApi.create, async (c, { body }) => {
    const { db } = c.get("deps");
    await checkReferences(db, body);
    await refuseConflict(db, body, null);
    const id = await savePeriod(db, body, null);
    await logPeriod(c, "PeriodAdded", `#${id} ${body.kind} ${body.name}`);
    return c.json(await requirePeriod(db, id), 201);
  });

  defineRoute(app, planningApi.update, async (c, { params, body }) => {
    const { db } = c.get("deps");
    await requirePeriod(db, params.id);
    await checkReferences(db, body);
    await refuseConflict(db, body, params.id);
    await savePeriod(db, body, params.id);
    await logPeriod(c, "PeriodUpdated", `#${params.id} ${body.kind} ${body.name}`);
    return c.json(await requirePeriod(db, params.id));
  });

  defineRoute(app, planningApi.remove, async (c, { params }) => {
    const { db } = c.get("deps");
    const gone = await db
      .delete(planningPeriods)
      .where(eq(planningPeriods.id, params.id))
      .returning({
        id: planningPeriods.id,
        kind: planningPeriods.kind,
        name: planningPeriods.name,
      });
    const [period] = gone;
    if (!period) throw new ApiError(404, "not_found");
    await logPeriod(c, "PeriodDeleted", `#${period.id} ${period.kind} ${period.name}`);
    return c.body(null, 204);
  });

  defineRoute(app, planningApi.now, async (c, { query }) => {
    const { db, config } = c.get("deps");
    const zone = config.venueTimeZone;
    const [game] = await db
      .select({ category: games.gameCategoryId })
      .from(games)
      .where(eq(games.id, query.gameId));
    if (!game) throw new ApiError(404, "not_found");
    const at = query.at ? Date.parse(query.at) : Date.now();
    const categoryOf = new Map([[query.gameId, game.category]]);
    const covering = (await listPeriods(db)).filter((p) => {
      const coverage = coverageOf(p, categoryOf);
      return coverage === "all" || coverage.has(query.gameId);
    });
    const [hit] = activeAt(covering, at, zone);
    return c.json({
      kind: hit?.period.kind ?? null,
      periodId: hit?.period.id ?? null,
      name: hit?.period.name ?? null,
      percent: hit?.period.percent ?? null,
      until: hit ? isoInZone(hit.until, zone) : null,
      at: isoInZone(at, zone),
    });
  });
}
