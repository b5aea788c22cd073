/**
 * The one paging of every list route: counts the rows, reads one page of them and answers
 * `{ results, total, currentPage }` (src/contract/paging.ts). The page query is parsed by the
 * route's declaration (define-route.ts) with a schema built by `pageQuery` of the contract.
 */
import { count } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Hono } from "hono";
import type { Endpoint } from "../../src/contract/endpoint";
import type { countSchema, Paged, PageQuery } from "../../src/contract/paging";
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
