/**
 * The demo venue's free play and happy hour periods (src/contract/planning.ts), none in conflict:
 * the weekday afternoon happy hour on the video games (Christmas and New Year's Day off), the
 * little ones' free Wednesday morning, Saturday's late happy hour on every game (past midnight)
 * and the Christmas holidays' early evening on two games.
 */
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import {
  planningPeriodCategories,
  planningPeriodGames,
  planningPeriods,
} from "../db/schema/planning.schema";

const VIDEO = 1;
const KIDS = 4;

export const SEED_PERIODS = [
  {
    id: 1,
    kind: "HappyHour" as const,
    name: "Happy hour du goûter",
    days: [1, 2, 3, 4, 5],
    startTime: "14:00",
    endTime: "17:00",
    fromDate: null,
    toDate: null,
    excludedDates: ["2026-12-25", "2027-01-01"],
    percent: 30,
    allGames: false,
  },
  {
    id: 2,
    kind: "FreePlay" as const,
    name: "Mercredi des petits",
    days: [3],
    startTime: "09:30",
    endTime: "12:00",
    fromDate: null,
    toDate: null,
    excludedDates: [],
    percent: null,
    allGames: false,
  },
  {
    id: 3,
    kind: "HappyHour" as const,
    name: "Nocturne du samedi",
    days: [6],
    startTime: "22:00",
    endTime: "01:00",
    fromDate: null,
    toDate: null,
    excludedDates: [],
    percent: 50,
    allGames: true,
  },
  {
    id: 4,
    kind: "HappyHour" as const,
    name: "Vacances de Noël",
    days: [1, 2, 3, 4, 5, 6, 7],
    startTime: "18:00",
    endTime: "19:00",
    fromDate: "2026-12-19",
    toDate: "2027-01-03",
    excludedDates: ["2026-12-25"],
    percent: 20,
    allGames: false,
  },
];

export function planningSeedStatements(db: LibSQLDatabase) {
  return [
    db.insert(planningPeriods).values(SEED_PERIODS),
    db.insert(planningPeriodCategories).values([
      { periodId: 1, categoryId: VIDEO },
      { periodId: 2, categoryId: KIDS },
    ]),
    db.insert(planningPeriodGames).values([
      { periodId: 4, gameId: 1 },
      { periodId: 4, gameId: 2 },
    ]),
  ] as const;
}
