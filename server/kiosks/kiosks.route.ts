/**
 * Kiosks (spec section 7), addressed by serial number (PUT by the original one, the body may
 * change it), and the devices the kiosk form may link. A device is linkable when it has no game
 * and no kiosk other than the one being edited (spec section 5); the link is stored on the kiosk.
 */
import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import type { Hono } from "hono";
import { z } from "zod";
import { LIMITS } from "../../src/contract/limits";
import { KIOSK_TYPES, kioskInputSchema, type KioskValues } from "../../src/contract/kiosks";
import { likePattern, likeText } from "../cards/card.repository";
import type { Db } from "../db/database";
import { kioskPurchases, kiosks, smartTouches } from "../db/schema/kiosks.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { jsonBody, pathParams, queryParams } from "../http/validation";

const serialParams = z.object({ serialNumber: z.string().trim().min(1, "required").max(90) });
const listQuery = z.object({
  page: z.coerce.number().int().min(0).max(LIMITS.page).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  filterOnName: z.string().trim().optional(),
  filterOnType: z.preprocess((v) => (v === "" ? undefined : v), z.enum(KIOSK_TYPES).optional()),
});

async function requireKiosk(db: Db, serialNumber: string) {
  const [row] = await db.select().from(kiosks).where(eq(kiosks.serialNumber, serialNumber));
  if (!row) throw new ApiError(404, "not_found");
  return row;
}

/** Refuses a serial used by another kiosk and a device with a game or another kiosk. */
async function checkFree(db: Db, body: KioskValues, kioskId: number | null): Promise<void> {
  const [clash] = await db
    .select({ id: kiosks.id })
    .from(kiosks)
    .where(
      and(
        eq(kiosks.serialNumber, body.serialNumber),
        kioskId === null ? undefined : ne(kiosks.id, kioskId),
      ),
    );
  if (clash) throw new ApiError(400, "number_duplicated");
  if (body.smartTouchId === null) return;
  const [device] = await db
    .select({ gameId: smartTouches.gameId, kioskId: kiosks.id })
    .from(smartTouches)
    .leftJoin(kiosks, eq(kiosks.smartTouchId, smartTouches.id))
    .where(eq(smartTouches.id, body.smartTouchId));
  const free = device && device.gameId === null && [null, kioskId].includes(device.kioskId);
  if (!free) throw new ApiError(400, "device_unavailable");
}

export function registerKioskRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, "get", "/api/kiosk/count", "KIOSK_READ", async (c) => {
    const [row] = await c.get("deps").db.select({ n: count() }).from(kiosks);
    return c.json({ count: row?.n ?? 0 });
  });

  defineRoute(app, "get", "/api/kiosk/kiosks", "KIOSK_READ", async (c) => {
    const { db } = c.get("deps");
    const q = queryParams(c, listQuery);
    const where = and(
      q.filterOnName ? likeText(kiosks.name, likePattern(q.filterOnName, true)) : undefined,
      q.filterOnType ? eq(kiosks.type, q.filterOnType) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(kiosks).where(where);
    const results = await db
      .select()
      .from(kiosks)
      .where(where)
      .orderBy(asc(kiosks.name), asc(kiosks.id))
      .limit(q.size)
      .offset(q.page * q.size);
    return c.json({ results, total: total?.n ?? 0, currentPage: q.page });
  });

  defineRoute(app, "get", "/api/kiosk/allpurchasehistorykiosk", "KIOSK_READ", async (c) => {
    const { db } = c.get("deps");
    const { serialNumber } = queryParams(c, serialParams);
    const kiosk = await requireKiosk(db, serialNumber);
    const values = await db
      .select({
        id: kioskPurchases.id,
        date: kioskPurchases.date,
        cardNumber: kioskPurchases.cardNumber,
        amount: kioskPurchases.amount,
        tokens: kioskPurchases.tokens,
        paymentMethod: kioskPurchases.paymentMethod,
      })
      .from(kioskPurchases)
      .where(eq(kioskPurchases.kioskId, kiosk.id))
      .orderBy(desc(kioskPurchases.date), desc(kioskPurchases.id));
    return c.json({ values });
  });

  defineRoute(app, "post", "/api/kiosk", "KIOSK_ADD_UPDATE", async (c) => {
    const { db } = c.get("deps");
    const body = await jsonBody(c, kioskInputSchema);
    await checkFree(db, body, null);
    const [row] = await db
      .insert(kiosks)
      .values({ ...body, isSnack: body.type === "Snack" })
      .returning();
    return c.json(row, 201);
  });

  defineRoute(app, "put", "/api/kiosk/:serialNumber", "KIOSK_ADD_UPDATE", async (c) => {
    const { db } = c.get("deps");
    const { serialNumber } = pathParams(c, serialParams);
    const body = await jsonBody(c, kioskInputSchema);
    const kiosk = await requireKiosk(db, serialNumber);
    await checkFree(db, body, kiosk.id);
    const [row] = await db
      .update(kiosks)
      .set({ ...body, isSnack: body.type === "Snack" })
      .where(eq(kiosks.id, kiosk.id))
      .returning();
    return c.json(row);
  });

  defineRoute(app, "delete", "/api/kiosk/:serialNumber", "KIOSK_DELETE", async (c) => {
    const { db } = c.get("deps");
    const { serialNumber } = pathParams(c, serialParams);
    const kiosk = await requireKiosk(db, serialNumber);
    // Its device is freed with the row (the link lives on the kiosk); its sales are kept.
    await db.delete(kiosks).where(eq(kiosks.id, kiosk.id));
    return c.body(null, 204);
  });

  defineRoute(
    app,
    "get",
    "/api/smarttouch/smarttouchs",
    { anyOf: ["SMARTTOUCH_READ", "KIOSK_ADD_UPDATE"] },
    async (c) => {
      const values = await c
        .get("deps")
        .db.select({
          id: smartTouches.id,
          serialNumber: smartTouches.serialNumber,
          gameId: smartTouches.gameId,
          kioskSerialNumber: kiosks.serialNumber,
        })
        .from(smartTouches)
        .leftJoin(kiosks, eq(kiosks.smartTouchId, smartTouches.id))
        .orderBy(asc(smartTouches.serialNumber));
      return c.json({ values });
    },
  );
}
