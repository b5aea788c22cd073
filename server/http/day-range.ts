/**
 * The filters of the dated lists (histories, receipts, invoices, bank transactions): a range of
 * the venue's days and texts contained in a column (src/contract/day-filters.ts).
 */
import { and, gte, lt, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { addDays } from "../../src/contract/day-filters";

/**
 * The first moment of an ISO day of the venue (the server's local day) as the rows store their
 * moments (ISO in UTC): rows of days `from` to `to` are those with `date` from the start of
 * `from` (included) to the start of the day after `to` (excluded), as strings compare.
 */
export function dayStart(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toISOString();
}

/** Rows of the days `from` to `to` (both included, either optional). */
export function inDays(column: SQLiteColumn, q: { from?: string; to?: string }): SQL | undefined {
  return and(
    q.from ? gte(column, dayStart(q.from)) : undefined,
    q.to ? lt(column, dayStart(addDays(q.to, 1))) : undefined,
  );
}

/** Contained in the column, case ignored (no LIKE, so "%" and "_" are plain characters). */
export const contains = (column: SQLiteColumn, text: string) =>
  sql`instr(lower(${column}), lower(${text})) > 0`;
