/**
 * Preparation zones of snacks and merchandise (src/contract/snacks.endpoints.ts
 * `snackLocationsApi`): a zone has one type, which cannot change while articles are prepared there.
 */
import { asc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { snackLocationsApi } from "../../src/contract/snacks.endpoints";
import type { Db } from "../db/database";
import { snackLocations, snackOrders, snackProducts } from "../db/schema/snacks.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";

async function requireZone(db: Db, id: number) {
  const [row] = await db.select().from(snackLocations).where(eq(snackLocations.id, id));
  if (!row) throw new ApiError(404, "not_found");
  return row;
}

export function registerSnackLocationRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, snackLocationsApi.list, async (c, { query }) => {
    const values = await c
      .get("deps")
      .db.select()
      .from(snackLocations)
      .where(eq(snackLocations.type, query.productType))
      .orderBy(asc(snackLocations.name), asc(snackLocations.id));
    return c.json({ values });
  });

  defineRoute(app, snackLocationsApi.create, async (c, { body }) => {
    const [row] = await c.get("deps").db.insert(snackLocations).values(body).returning();
    return c.json(row!, 201);
  });

  defineRoute(app, snackLocationsApi.update, async (c, { params, body }) => {
    const { db } = c.get("deps");
    const zone = await requireZone(db, params.id);
    if (body.type !== zone.type) {
      const [article] = await db
        .select({ id: snackProducts.id })
        .from(snackProducts)
        .where(eq(snackProducts.snackLocationId, zone.id))
        .limit(1);
      if (article) throw new ApiError(400, "unknown_reference");
    }
    const [row] = await db
      .update(snackLocations)
      .set(body)
      .where(eq(snackLocations.id, zone.id))
      .returning();
    return c.json(row!);
  });

  defineRoute(app, snackLocationsApi.remove, async (c, { params }) => {
    const { db } = c.get("deps");
    const zone = await requireZone(db, params.id);
    // Its orders are the venue's sales history: a zone that has any is kept.
    const [order] = await db
      .select({ id: snackOrders.id })
      .from(snackOrders)
      .where(eq(snackOrders.snackLocationId, zone.id))
      .limit(1);
    if (order) throw new ApiError(400, "location_in_use");
    // Its articles are prepared nowhere until given another zone (the column is set null).
    await db.delete(snackLocations).where(eq(snackLocations.id, zone.id));
    return c.body(null, 204);
  });
}
