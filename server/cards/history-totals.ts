/**
 * The histories' totals. Venue-wide, from the daily tables (cards.schema.ts, kept by the triggers
 * of migration 0013): a year's totals sum at most 366 × a few hundred rows, never the millions of
 * rows they count; their counts per day also say which days hold a page (`pageDays`), so a deep
 * page reads a day's rows, not every newer row. A text filter ("contained, case ignored", as
 * `contains` of day-range.ts reads it) is resolved here to the exact names the daily rows hold,
 * so the page reads the rows of those names (`IN`, indexed by name and date) rather than testing
 * the text on every row. With a card, the card's rows are few and indexed: they are summed.
 */
import { and, count, desc, eq, gte, inArray, lte, sql, sum, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/database";

type PurchaseType = (typeof cardPurchasesDaily.$inferSelect)["type"];
type SnackType = (typeof cardSnacksDaily.$inferSelect)["type"];
import {
  cardGames,
  cardGamesDaily,
  cardPurchases,
  cardPurchasesDaily,
  cardSnacks,
  cardSnacksDaily,
} from "../db/schema/cards.schema";
import { contains } from "../http/day-range";

export interface DayFilter {
  from?: string;
  to?: string;
}

/** The daily rows of the days `from` to `to` (both included): `day` is the venue's ISO day. */
const inDayRows = (day: SQLiteColumn, q: DayFilter) =>
  and(q.from ? gte(day, q.from) : undefined, q.to ? lte(day, q.to) : undefined);

/** A SQL sum as a number: 0 over no rows. */
export const total = (value: string | number | null | undefined) => Number(value ?? 0);
/** Money to the cent, so a sum of prices in floating point reads as it adds up. */
export const cents = (value: string | number | null | undefined) =>
  Math.round(total(value) * 100) / 100;

/** The exact names containing `text` (case ignored) that have rows in the days asked. */
async function namesContaining(
  db: Db,
  table: typeof cardGamesDaily | typeof cardPurchasesDaily,
  column: SQLiteColumn,
  text: string,
  q: DayFilter,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: column })
    .from(table)
    .where(and(inDayRows(table.day, q), contains(column, text)));
  return rows.map((r) => String(r.name));
}

/** A daily row's count and sums, per day (newest first): the totals and the pages' days. */
type PerDay<K extends string> = { day: string; n: string | number | null } & Record<
  K,
  string | number | null
>;
const add = <K extends string>(days: PerDay<K>[], key: K) =>
  days.reduce((a, d) => a + total(d[key]), 0);
const counts = (days: PerDay<string>[]) => days.map((d) => ({ day: d.day, n: total(d.n) }));

/** The games played: the days' counts, their names when `gameName` filters, and the totals. */
export async function gameTotals(db: Db, q: DayFilter & { gameName?: string }) {
  const t = cardGamesDaily;
  const names = q.gameName ? await namesContaining(db, t, t.gameName, q.gameName, q) : undefined;
  const where: (SQL | undefined)[] = [inDayRows(t.day, q)];
  if (names) where.push(names.length > 0 ? inArray(t.gameName, names) : sql`0`);
  const days = await db
    .select({ day: t.day, n: sum(t.plays), tokens: sum(t.tokens), free: sum(t.freeTokens) })
    .from(t)
    .where(and(...where))
    .groupBy(t.day)
    .orderBy(desc(t.day));
  const totals = {
    count: add(days, "n"),
    tokens: add(days, "tokens"),
    freeTokens: add(days, "free"),
  };
  return { names, totals, days: counts(days) };
}

/** The purchases: the days' counts, their kiosks' names when `kioskName` filters, the totals. */
export async function purchaseTotals(
  db: Db,
  q: DayFilter & { type?: PurchaseType; kioskName?: string },
) {
  const t = cardPurchasesDaily;
  const names = q.kioskName ? await namesContaining(db, t, t.kioskName, q.kioskName, q) : undefined;
  const where: (SQL | undefined)[] = [inDayRows(t.day, q)];
  if (q.type) where.push(eq(t.type, q.type));
  if (names) where.push(names.length > 0 ? inArray(t.kioskName, names) : sql`0`);
  const days = await db
    .select({
      day: t.day,
      n: sum(t.count),
      amount: sum(t.amount),
      tokens: sum(t.tokens),
      free: sum(t.freeTokens),
    })
    .from(t)
    .where(and(...where))
    .groupBy(t.day)
    .orderBy(desc(t.day));
  const totals = {
    count: add(days, "n"),
    amount: cents(add(days, "amount")),
    tokens: add(days, "tokens"),
    freeTokens: add(days, "free"),
  };
  return { names, totals, days: counts(days) };
}

/** The snacks or merchandise sold (`type`, always given): the days' counts and the totals. */
export async function snackTotals(db: Db, q: DayFilter & { type: SnackType }) {
  const t = cardSnacksDaily;
  const days = await db
    .select({ day: t.day, n: sum(t.count), price: sum(t.tokenPrice) })
    .from(t)
    .where(and(inDayRows(t.day, q), eq(t.type, q.type)))
    .groupBy(t.day)
    .orderBy(desc(t.day));
  return {
    totals: { count: add(days, "n"), tokenPrice: cents(add(days, "price")) },
    days: counts(days),
  };
}

/**
 * Where a page's rows are, from the days' counts (newest first): the days from its first row's
 * to its last row's and how many of the first day's rows come before it, so the page reads those
 * days' rows only, however deep it is. Null when the page is past the last row.
 */
export function pageDays(
  days: { day: string; n: number }[],
  limit: number,
  offset: number,
): { from: string; to: string; skip: number } | null {
  let before = 0;
  let first = 0;
  while (first < days.length && before + days[first]!.n <= offset) before += days[first++]!.n;
  if (first === days.length) return null;
  let last = first;
  let reached = before + days[first]!.n;
  while (reached < offset + limit && last + 1 < days.length) reached += days[++last]!.n;
  return { from: days[last]!.day, to: days[first]!.day, skip: offset - before };
}

/** A card's totals, from its rows (few, and indexed by card and date). */
export async function purchaseRowTotals(db: Db, where: SQL | undefined) {
  const t = cardPurchases;
  const [sums] = await db
    .select({
      count: count(),
      amount: sum(t.amount),
      tokens: sum(t.tokens),
      free: sum(t.freeTokens),
    })
    .from(t)
    .where(where);
  return {
    count: sums?.count ?? 0,
    amount: cents(sums?.amount),
    tokens: total(sums?.tokens),
    freeTokens: total(sums?.free),
  };
}

export async function gameRowTotals(db: Db, where: SQL | undefined) {
  const t = cardGames;
  const [sums] = await db
    .select({ count: count(), tokens: sum(t.tokens), free: sum(t.freeTokens) })
    .from(t)
    .where(where);
  return { count: sums?.count ?? 0, tokens: total(sums?.tokens), freeTokens: total(sums?.free) };
}

export async function snackRowTotals(db: Db, where: SQL | undefined) {
  const t = cardSnacks;
  const [sums] = await db
    .select({ count: count(), price: sum(t.tokenPrice) })
    .from(t)
    .where(where);
  return { count: sums?.count ?? 0, tokenPrice: cents(sums?.price) };
}
