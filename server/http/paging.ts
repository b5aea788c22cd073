/**
 * The one paging of every list route: counts the rows, reads one page of them and answers
 * `{ results, total, currentPage }` (src/contract/paging.ts). The page query is parsed by the
 * route's declaration (define-route.ts) with a schema built by `pageQuery` of the contract.
 */
import { asc, count, desc, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Hono } from "hono";
import type { Endpoint } from "../../src/contract/endpoint";
import { parseSort, type countSchema, type Paged, type PageQuery } from "../../src/contract/paging";
import type { AppEnv } from "./app-env";
import { defineRoute } from "./define-route";

export async function pageOf<T>(
  query: PageQuery,
  total: PromiseLike<{ n: number }[]>,
  page: (limit: number, offset: number) => PromiseLike<T[]>,
): Promise<Paged<T>> {
  const [counted] = await total;
  const results = await page(query.size, query.page * query.size);
  return { results, total: counted?.n ?? 0, currentPage: query.page };
}

/** What a sort key orders by: a column or an expression, or several (the first decides). */
export type SortColumns = SQLiteColumn | SQL | readonly (SQLiteColumn | SQL)[];

/**
 * The ORDER BY of a paged list (`?sort=<key>.<asc|desc>`, `sortQuery` of src/contract/paging.ts,
 * whose keys the query's validation already bounded): the key's columns in the asked direction,
 * then `tieBreaker` (the rows' identifier) in the same direction, so pages never repeat nor skip
 * a row and the descending order is the ascending one reversed. No sort: `fallback`, the list's
 * own order. Sort only on indexed or cheap columns: a list route stays fast at a year's data.
 */
export function orderOf<K extends string>(
  sort: string | undefined,
  columns: Record<K, SortColumns>,
  tieBreaker: SQLiteColumn,
  fallback: readonly SQL[],
): SQL[] {
  const asked = parseSort<K>(sort);
  const by = asked && Object.hasOwn(columns, asked.key) ? columns[asked.key] : undefined;
  if (!asked || by === undefined) return [...fallback];
  const direction = asked.direction === "asc" ? asc : desc;
  const list: readonly (SQLiteColumn | SQL)[] = Array.isArray(by) ? by : [by as SQLiteColumn];
  return [...list, tieBreaker].map((column) => direction(column));
}

/**
 * A text column ordered case aside (SQLite's NOCASE; accents keep the binary order), for the small
 * tables (kiosks, games, products): what a column of names needs without a search key.
 */
export const byText = (column: SQLiteColumn): SQL => sql`${column} collate nocase`;

/** Serves a count endpoint (`{ count }`, src/contract/paging.ts) with a table's rows. */
export function defineCountRoute(
  app: Hono<AppEnv>,
  endpoint: Endpoint<undefined, undefined, undefined, { 200: typeof countSchema }>,
  table: SQLiteTable,
): void {
  defineRoute(app, endpoint, async (c) => {
    const [row] = await c.get("deps").db.select({ n: count() }).from(table);
    return c.json({ count: row?.n ?? 0 });
  });
}
