/**
 * The periods' rows (server/db/schema/planning.schema.ts) as the contract answers them, the
 * catalogue references they name, and the games each covers (for conflicts and `now`).
 */
import { asc, count, eq, inArray } from "drizzle-orm";
import type { Period, PeriodValues } from "../../src/contract/planning";
import { PLANNING_LIMITS } from "../../src/contract/planning";
import type { Db } from "../db/database";
import { gameCategories, games } from "../db/schema/catalogue.schema";
import {
  planningPeriodCategories,
  planningPeriodGames,
  planningPeriods,
} from "../db/schema/planning.schema";
import { ApiError } from "../http/api-error";
import type { Coverage } from "./period-rules";

/** Every period, by name then id, with the games and categories it names. */
export async function listPeriods(db: Db): Promise<Period[]> {
  const [rows, gameLinks, categoryLinks] = await Promise.all([
    db.select().from(planningPeriods).orderBy(asc(planningPeriods.name), asc(planningPeriods.id)),
    db.select().from(planningPeriodGames).orderBy(asc(planningPeriodGames.gameId)),
    db.select().from(planningPeriodCategories).orderBy(asc(planningPeriodCategories.categoryId)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    days: [...r.days].sort((a, b) => a - b),
    startTime: r.startTime,
    endTime: r.endTime,
    from: r.fromDate,
    to: r.toDate,
    excludedDates: r.excludedDates,
    percent: r.percent,
    allGames: r.allGames,
    gameIds: gameLinks.filter((l) => l.periodId === r.id).map((l) => l.gameId),
    categoryIds: categoryLinks.filter((l) => l.periodId === r.id).map((l) => l.categoryId),
  }));
}

export async function requirePeriod(db: Db, id: number): Promise<Period> {
  const found = (await listPeriods(db)).find((p) => p.id === id);
  if (!found) throw new ApiError(404, "not_found");
  return found;
}

/** 400 unknown_game / unknown_category when a named one does not exist. */
export async function checkReferences(db: Db, v: PeriodValues): Promise<void> {
  if (v.gameIds.length) {
    const found = await db.select({ id: games.id }).from(games).where(inArray(games.id, v.gameIds));
    if (found.length !== v.gameIds.length) throw new ApiError(400, "unknown_game");
  }
  if (v.categoryIds.length) {
    const found = await db
      .select({ id: gameCategories.id })
      .from(gameCategories)
      .where(inArray(gameCategories.id, v.categoryIds));
    if (found.length !== v.categoryIds.length) throw new ApiError(400, "unknown_category");
  }
}

/** The games a period covers now: its games and its categories' games, or every game. */
export function coverageOf(
  p: Pick<Period, "allGames" | "gameIds" | "categoryIds">,
  categoryOf: ReadonlyMap<number, number>,
): Coverage {
  if (p.allGames) return "all";
  const covered = new Set(p.gameIds);
  for (const [game, category] of categoryOf)
    if (p.categoryIds.includes(category)) covered.add(game);
  return covered;
}

/** Each game's category. */
export async function gameCategoryMap(db: Db): Promise<Map<number, number>> {
  const rows = await db.select({ id: games.id, category: games.gameCategoryId }).from(games);
  return new Map(rows.map((r) => [r.id, r.category]));
}

/** Writes a period (new when `id` is null) and its links; answers its id. */
export async function savePeriod(db: Db, v: PeriodValues, id: number | null): Promise<number> {
  const row = {
    kind: v.kind,
    name: v.name,
    days: [...v.days].sort((a, b) => a - b),
    startTime: v.startTime,
    endTime: v.endTime,
    fromDate: v.from,
    toDate: v.to,
    excludedDates: v.excludedDates,
    percent: v.kind === "HappyHour" ? (v.percent ?? null) : null,
    allGames: v.gameIds.length === 0 && v.categoryIds.length === 0,
  };
  let periodId = id;
  if (periodId === null) {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(planningPeriods);
    if (n >= PLANNING_LIMITS.periods) throw new ApiError(400, "too_many_periods");
    const [inserted] = await db
      .insert(planningPeriods)
      .values(row)
      .returning({ id: planningPeriods.id });
    periodId = inserted!.id;
  } else {
    await db.update(planningPeriods).set(row).where(eq(planningPeriods.id, periodId));
    await db.delete(planningPeriodGames).where(eq(planningPeriodGames.periodId, periodId));
    await db
      .delete(planningPeriodCategories)
      .where(eq(planningPeriodCategories.periodId, periodId));
  }
  const pid = periodId;
  if (v.gameIds.length)
    await db
      .insert(planningPeriodGames)
      .values(v.gameIds.map((gameId) => ({ periodId: pid, gameId })));
  if (v.categoryIds.length)
    await db
      .insert(planningPeriodCategories)
      .values(v.categoryIds.map((categoryId) => ({ periodId: pid, categoryId })));
  return pid;
}
