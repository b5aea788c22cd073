/**
 * The orders of the preparation zones (beyond the spec, `snackOrdersApi` in
 * src/contract/snacks.endpoints.ts): a zone's counter (today's paid orders, oldest first, and the
 * last collected), marking one collected or paid again (idempotent), and a kiosk's sale, split
 * into one order per zone of its articles and numbered per zone and day.
 * "Today" is the server's local day.
 */
import { and, asc, desc, eq, gte, inArray, max } from "drizzle-orm";
import type { Hono } from "hono";
import type { SnackOrder } from "../../src/contract/snacks";
import { snackOrdersApi } from "../../src/contract/snacks.endpoints";
import type { Db } from "../db/database";
import { kiosks } from "../db/schema/kiosks.schema";
import {
  snackLocations,
  snackOrderLines,
  snackOrders,
  snackProducts,
} from "../db/schema/snacks.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";

/** How many collected orders the counter gives back (what an undo may reach). */
export const COLLECTED_SHOWN = 20;

/** The start of the server's local day of `now`, as stored (ISO, UTC). */
export function startOfDay(now: number): string {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.toISOString();
}

const orderColumns = {
  id: snackOrders.id,
  number: snackOrders.number,
  cardNumber: snackOrders.cardNumber,
  kioskName: kiosks.name,
  snackLocationId: snackOrders.snackLocationId,
  paidAt: snackOrders.paidAt,
  state: snackOrders.state,
  collectedAt: snackOrders.collectedAt,
};

const selectOrders = (db: Db) =>
  db.select(orderColumns).from(snackOrders).leftJoin(kiosks, eq(kiosks.id, snackOrders.kioskId));

type OrderRow = Omit<SnackOrder, "lines">;

/** The orders with their lines, in the order given. */
async function withLines(db: Db, rows: OrderRow[]): Promise<SnackOrder[]> {
  if (!rows.length) return [];
  const lines = await db
    .select({
      orderId: snackOrderLines.orderId,
      name: snackOrderLines.name,
      quantity: snackOrderLines.quantity,
      tokenPrice: snackOrderLines.tokenPrice,
    })
    .from(snackOrderLines)
    .where(
      inArray(
        snackOrderLines.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(snackOrderLines.id));
  return rows.map((row) => ({
    ...row,
    lines: lines
      .filter((l) => l.orderId === row.id)
      .map(({ name, quantity, tokenPrice }) => ({ name, quantity, tokenPrice })),
  }));
}

async function requireOrder(db: Db, id: number): Promise<SnackOrder> {
  const [row] = await selectOrders(db).where(eq(snackOrders.id, id));
  if (!row) throw new ApiError(404, "not_found");
  const [order] = await withLines(db, [row]);
  return order!;
}

export function registerSnackOrderRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, snackOrdersApi.counter, async (c, { params }) => {
    const { db } = c.get("deps");
    const [location] = await db
      .select()
      .from(snackLocations)
      .where(eq(snackLocations.id, params.id));
    if (!location) throw new ApiError(404, "not_found");
    const now = Date.now();
    const today = startOfDay(now);
    const waiting = await selectOrders(db)
      .where(
        and(
          eq(snackOrders.snackLocationId, params.id),
          eq(snackOrders.state, "Paid"),
          gte(snackOrders.paidAt, today),
        ),
      )
      .orderBy(asc(snackOrders.paidAt), asc(snackOrders.id));
    const collected = await selectOrders(db)
      .where(
        and(
          eq(snackOrders.snackLocationId, params.id),
          eq(snackOrders.state, "Collected"),
          gte(snackOrders.collectedAt, today),
        ),
      )
      .orderBy(desc(snackOrders.collectedAt), desc(snackOrders.id))
      .limit(COLLECTED_SHOWN);
    return c.json({
      location,
      waiting: await withLines(db, waiting),
      collected: await withLines(db, collected),
      at: new Date(now).toISOString(),
    });
  });

  defineRoute(app, snackOrdersApi.setState, async (c, { params, body }) => {
    const { db } = c.get("deps");
    const order = await requireOrder(db, params.id);
    if (order.state === body.state) return c.json(order);
    await db
      .update(snackOrders)
      .set({
        state: body.state,
        collectedAt: body.state === "Collected" ? new Date().toISOString() : null,
      })
      .where(eq(snackOrders.id, params.id));
    return c.json(await requireOrder(db, params.id));
  });

  defineRoute(app, snackOrdersApi.sell, async (c, { body }) => {
    const { db } = c.get("deps");
    const sender = c.get("device");
    if (sender?.kind !== "kiosk") throw new ApiError(403, "device_mismatch");
    const [kiosk] = await db
      .select({ id: kiosks.id, type: kiosks.type })
      .from(kiosks)
      .where(eq(kiosks.serialNumber, sender.serialNumber));
    if (kiosk?.type !== "Snack" && kiosk?.type !== "Merchandising")
      throw new ApiError(403, "device_mismatch");
    const ids = [...new Set(body.lines.map((l) => l.productId))];
    const articles = await db
      .select({
        id: snackProducts.id,
        name: snackProducts.name,
        tokenPrice: snackProducts.tokenPrice,
        isAvailable: snackProducts.isAvailable,
        isCategory: snackProducts.isCategory,
        type: snackProducts.type,
        snackLocationId: snackProducts.snackLocationId,
      })
      .from(snackProducts)
      .where(inArray(snackProducts.id, ids));
    const byId = new Map(articles.map((a) => [a.id, a]));
    // Lines grouped by their article's zone, in the order the zones first appear.
    const byZone = new Map<number, { productId: number; quantity: number }[]>();
    for (const line of body.lines) {
      const article = byId.get(line.productId);
      if (
        !article ||
        article.isCategory ||
        !article.isAvailable ||
        article.type !== kiosk.type ||
        article.snackLocationId === null
      )
        throw new ApiError(400, "unknown_reference", {
          message: `article ${line.productId} cannot be sold at this kiosk`,
        });
      const zone = byZone.get(article.snackLocationId) ?? [];
      zone.push(line);
      byZone.set(article.snackLocationId, zone);
    }
    const now = Date.now();
    const paidAt = new Date(now).toISOString();
    const today = startOfDay(now);
    const orderIds: number[] = [];
    for (const [zoneId, lines] of byZone) {
      const [last] = await db
        .select({ n: max(snackOrders.number) })
        .from(snackOrders)
        .where(and(eq(snackOrders.snackLocationId, zoneId), gte(snackOrders.paidAt, today)));
      const [order] = await db
        .insert(snackOrders)
        .values({
          number: (last?.n ?? 0) + 1,
          cardNumber: body.cardNumber,
          kioskId: kiosk.id,
          snackLocationId: zoneId,
          paidAt,
          state: "Paid",
        })
        .returning({ id: snackOrders.id });
      await db.insert(snackOrderLines).values(
        lines.map((line) => {
          const article = byId.get(line.productId)!;
          return {
            orderId: order!.id,
            productId: article.id,
            name: article.name,
            quantity: line.quantity,
            tokenPrice: article.tokenPrice,
          };
        }),
      );
      orderIds.push(order!.id);
    }
    const rows = await selectOrders(db)
      .where(inArray(snackOrders.id, orderIds))
      .orderBy(asc(snackOrders.id));
    return c.json({ values: await withLines(db, rows) }, 201);
  });
}
