/**
 * The one paging of every list route: counts the rows, reads one page of them and answers
 * `{ results, total, currentPage }` (src/contract/paging.ts). The page query is parsed by the
 * route's declaration (define-route.ts) with a schema built by `pageQuery` of the contract.
 */
import type { Paged, PageQuery } from "../../src/contract/paging";

export async function pageOf<T>(
  query: PageQuery,
  total: PromiseLike<{ n: number }[]>,
  page: (limit: number, offset: number) => PromiseLike<T[]>,
): Promise<Paged<T>> {
  const [counted] = await total;
  const results = await page(query.size, query.page * query.size);
  return { results, total: counted?.n ?? 0, currentPage: query.page };
}
