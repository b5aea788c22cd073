/**
 * Snack and merchandise articles and their categories (src/contract/snacks.endpoints.ts
 * `snackArticlesApi`; rules in src/contract/snacks.ts). The tree's rules: snack.repository.ts.
 */
import { count, eq, inArray, or } from "drizzle-orm";
import type { Hono } from "hono";
import { snackArticlesApi } from "../../src/contract/snacks.endpoints";
import { snackProductCategories, snackProducts } from "../db/schema/snacks.schema";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { pageOf } from "../http/paging";
import { likePattern, likeText } from "../search/search.sql";
import {
  articleFilter,
  articlesWithZone,
  checkArticle,
  entryOrder,
  moveEntry,
  removeEntry,
  requireArticle,
  saveArticle,
  withCategories,
} from "./snack.repository";
import { categoriesOf, treeOf } from "./snack-tree";

export function registerSnackArticleRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, snackArticlesApi.list, async (c, { query: q }) => {
    const { db } = c.get("deps");
    const pattern = q.search ? likePattern(q.search, true) : null;
    const where = articleFilter(
      q.type,
      q.categoryId === undefined
        ? undefined
        : inArray(
            snackProducts.id,
            db
              .select({ id: snackProductCategories.productId })
              .from(snackProductCategories)
              .where(eq(snackProductCategories.categoryId, q.categoryId)),
          ),
      q.isAvailable === undefined
        ? undefined
        : eq(snackProducts.isAvailable, q.isAvailable === "true"),
      pattern === null
        ? undefined
        : or(
            likeText(snackProducts.name, pattern),
            likeText(snackProducts.nameEN, pattern),
            likeText(snackProducts.nameES, pattern),
          ),
    );
    const total = db.select({ n: count() }).from(snackProducts).where(where);
    const page = await pageOf(q, total, (limit, offset) =>
      articlesWithZone(db)
        .where(where)
        .orderBy(...entryOrder)
        .limit(limit)
        .offset(offset),
    );
    return c.json({ ...page, results: await withCategories(db, page.results) });
  });

  defineRoute(app, snackArticlesApi.one, async (c, { params }) =>
    c.json(await requireArticle(c.get("deps").db, params.id)),
  );

  defineRoute(app, snackArticlesApi.categories, async (c, { query }) =>
    c.json({ values: await categoriesOf(c.get("deps").db, query.productType) }),
  );

  defineRoute(app, snackArticlesApi.tree, async (c, { params }) =>
    c.json({ values: await treeOf(c.get("deps").db, params.type) }),
  );

  defineRoute(app, snackArticlesApi.create, async (c, { body }) => {
    const { db } = c.get("deps");
    await checkArticle(db, body, null);
    const id = await saveArticle(db, body, null);
    return c.json(await requireArticle(db, id), 201);
  });

  defineRoute(app, snackArticlesApi.update, async (c, { params, body }) => {
    const { db } = c.get("deps");
    const current = await requireArticle(db, params.id);
    await checkArticle(db, body, current);
    await saveArticle(db, body, current.id);
    return c.json(await requireArticle(db, current.id));
  });

  defineRoute(app, snackArticlesApi.move, async (c, { params, body }) => {
    const { db } = c.get("deps");
    const entry = await requireArticle(db, params.id);
    await moveEntry(db, entry, body);
    return c.json({ values: await treeOf(db, entry.type) });
  });

  defineRoute(app, snackArticlesApi.remove, async (c, { params }) => {
    const { db } = c.get("deps");
    await removeEntry(db, await requireArticle(db, params.id));
    return c.body(null, 204);
  });
}
