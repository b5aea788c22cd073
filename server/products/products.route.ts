/** Price products: units and bonus units for a price (`productsApi`). */
import { asc, count, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { productsApi } from "../../src/contract/catalogue.endpoints";
import type { Db } from "../db/database";
import { toCents, toEuros } from "../db/money";
import { products } from "../db/schema/catalogue.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { byText, defineCountRoute, orderOf, pageOf, type SortColumns } from "../http/paging";
import type { SortKeys } from "../../src/contract/paging";

/** The list's orders (its `sort` keys, catalogue.endpoints.ts): a venue has a few products. */
const PRODUCT_ORDER = {
  name: byText(products.name),
  price: products.priceCents,
  tokens: products.tokensAmount,
  free: products.freeTokensAmount,
} satisfies Record<SortKeys<typeof productsApi.list>, SortColumns>;
const DEFAULT_ORDER = [asc(products.priceCents), asc(products.name), asc(products.id)];

const productOf = ({ priceCents, ...row }: typeof products.$inferSelect) => ({
  ...row,
  price: toEuros(priceCents),
});

async function requireProduct(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new ApiError(404, "not_found");
  return row;
}

export function registerProductRoutes(app: Hono<AppEnv>): void {
  defineCountRoute(app, productsApi.count, products);

  defineRoute(app, productsApi.list, async (c, { query: q }) => {
    const { db } = c.get("deps");
    const page = await pageOf(q, db.select({ n: count() }).from(products), (limit, offset) =>
      db
        .select()
        .from(products)
        .orderBy(...orderOf(q.sort, PRODUCT_ORDER, products.id, DEFAULT_ORDER))
        .limit(limit)
        .offset(offset),
    );
    return c.json({ ...page, results: page.results.map(productOf) });
  });

  defineRoute(app, productsApi.create, async (c, { body: { price, ...body } }) => {
    const [row] = await c
      .get("deps")
      .db.insert(products)
      .values({ ...body, priceCents: toCents(price) })
      .returning();
    return c.json(productOf(row!), 201);
  });

  defineRoute(app, productsApi.update, async (c, { params, body: { price, ...body } }) => {
    const { db } = c.get("deps");
    await requireProduct(db, params.id);
    const [row] = await db
      .update(products)
      .set({ ...body, priceCents: toCents(price) })
      .where(eq(products.id, params.id))
      .returning();
    return c.json(productOf(row!));
  });

  defineRoute(app, productsApi.remove, async (c, { params }) => {
    const { db } = c.get("deps");
    await requireProduct(db, params.id);
    await db.delete(products).where(eq(products.id, params.id));
    return c.body(null, 204);
  });
}
