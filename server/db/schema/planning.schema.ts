import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { PERIOD_KINDS } from "../../../src/contract/planning";
import { gameCategories, games } from "./catalogue.schema";

/**
 * Free play and happy hour periods (src/contract/planning.ts says how they hold together): a
 * period, its days and dates (JSON arrays of the contract's values), and what it covers: the
 * games and categories it names (deleted with them), or every game (`all_games`). A period whose
 * named games and categories are all deleted covers none.
 */
export const planningPeriods = sqliteTable(
  "planning_periods",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: PERIOD_KINDS }).notNull(),
    name: text("name").notNull(),
    /** 1 = Monday … 7 = Sunday, JSON. */
    days: text("days", { mode: "json" }).$type<number[]>().notNull(),
    /** "HH:mm", the venue's wall clock; an end before the start crosses midnight. */
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    fromDate: text("from_date"),
    toDate: text("to_date"),
    excludedDates: text("excluded_dates", { mode: "json" }).$type<string[]>().notNull(),
    /** A happy hour's cut; null for a free play. */
    percent: integer("percent"),
    allGames: integer("all_games", { mode: "boolean" }).notNull(),
  },
  (t) => [
    check(
      "planning_periods_percent",
      sql`(${t.kind} = 'HappyHour' AND ${t.percent} BETWEEN 1 AND 100) OR (${t.kind} = 'FreePlay' AND ${t.percent} IS NULL)`,
    ),
    check("planning_periods_times", sql`${t.startTime} <> ${t.endTime}`),
  ],
);

export const planningPeriodGames = sqliteTable(
  "planning_period_games",
  {
    periodId: integer("period_id")
      .notNull()
      .references(() => planningPeriods.id, { onDelete: "cascade" }),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.periodId, t.gameId] }),
    index("planning_period_games_game").on(t.gameId),
  ],
);

export const planningPeriodCategories = sqliteTable(
  "planning_period_categories",
  {
    periodId: integer("period_id")
      .notNull()
      .references(() => planningPeriods.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => gameCategories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.periodId, t.categoryId] }),
    index("planning_period_categories_category").on(t.categoryId),
  ],
);
