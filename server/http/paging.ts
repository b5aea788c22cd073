/**
 * The one paging of every list route: counts the rows, reads one page of them and answers
 * `{ results, total, currentPage }` (src/contract/paging.ts). The page query is parsed by the
 * route's declaration (define-route.ts) with a schema built by `pageQuery` of the contract.
 */
import { count } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Hono } from "hono";
import { countSchema, type Paged, type PageQuery } from "../../src/contract/paging";
import type { AppEnv } from "./app-env";
import { defineRoute } from "./define-route";
import type { Requirement } from "./rights.middleware";

export async function pageOf<T>(
  query: PageQuery,
  total: PromiseLike<{ n: number }[]>,
  page: (limit: number, offset: number) => PromiseLike<T[]>,
): Promise<Paged<T>> {
  const [counted] = await total;
  const results = await page(query.size, query.page * query.size);
  return { results, total: counted?.n ?? 0, currentPage: query.page };
}

/** Declares `GET <path>`: `{ count }` of a table's rows, for holders of `requirement`. */
export function defineCountRoute(
  app: Hono<AppEnv>,
  route: { path: string; requirement: Requirement; summary: string; tag: string },
  table: SQLiteTable,
): void {
  defineRoute(app, {
    method: "get",
    ...route,
    answers: { 200: countSchema },
    handler: async (c) => {
      const [row] = await c.get("deps").db.select({ n: count() }).from(table);
      return c.json({ count: row?.n ?? 0 });
    },
  });
}
