/**
 * Kiosks (spec section 7; src/contract/kiosks.endpoints.ts `kiosksApi`), addressed by serial
 * number (PUT by the original one, the body may change it). A device is linkable when it has no
 * game and no kiosk other than the one being edited (spec section 5); the link is stored on the
 * kiosk.
 */
import { and, asc, count, desc, eq, getTableColumns, ne, or } from "drizzle-orm";
import type { Hono } from "hono";
import type { KioskValues } from "../../src/contract/kiosks";
import { kiosksApi } from "../../src/contract/kiosks.endpoints";
import { likePattern, likeText } from "../search/search.sql";
import type { Db } from "../db/database";
import { kioskPurchases, kiosks, smartTouches } from "../db/schema/kiosks.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { byText, defineCountRoute, orderOf, pageOf, type SortColumns } from "../http/paging";
import type { SortKeys } from "../../src/contract/paging";

/** A kiosk as the API gives it: every column but its key's hash (device-keys.ts). */
const { keyHash: _keyHash, ...kioskColumns } = getTableColumns(kiosks);

/** The list's orders (its `sort` keys, kiosks.endpoints.ts): a venue has tens of kiosks. */
const KIOSK_ORDER = {
  name: byText(kiosks.name),
  serialNumber: kiosks.serialNumber,
  type: kiosks.type,
  lastPing: kiosks.lastPing,
  payment: kiosks.paymentMethodAccepted,
} satisfies Record<SortKeys<typeof kiosksApi.list>, SortColumns>;

async function requireKiosk(db: Db, serialNumber: string) {
  const [row] = await db
    .select(kioskColumns)
    .from(kiosks)
    .where(eq(kiosks.serialNumber, serialNumber));
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
  defineCountRoute(app, kiosksApi.count, kiosks);

  defineRoute(app, kiosksApi.list, async (c, { query: q }) => {
    const { db } = c.get("deps");
    const where = and(
      q.filterOnName
        ? or(
            likeText(kiosks.name, likePattern(q.filterOnName, true)),
            likeText(kiosks.serialNumber, likePattern(q.filterOnName, true)),
          )
        : undefined,
      q.filterOnType ? eq(kiosks.type, q.filterOnType) : undefined,
    );
    const total = db.select({ n: count() }).from(kiosks).where(where);
    return c.json(
      await pageOf(q, total, (limit, offset) =>
        db
          .select(kioskColumns)
          .from(kiosks)
          .where(where)
          .orderBy(...orderOf(q.sort, KIOSK_ORDER, kiosks.id, [asc(kiosks.name), asc(kiosks.id)]))
          .limit(limit)
          .offset(offset),
      ),
    );
  });

  defineRoute(app, kiosksApi.purchases, async (c, { query: { serialNumber } }) => {
    const { db } = c.get("deps");
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

  defineRoute(app, kiosksApi.create, async (c, { body }) => {
    const { db } = c.get("deps");
    await checkFree(db, body, null);
    const [row] = await db
      .insert(kiosks)
      .values({ ...body, isSnack: body.type === "Snack" })
      .returning(kioskColumns);
    return c.json(row, 201);
  });

  defineRoute(app, kiosksApi.update, async (c, { params: { serialNumber }, body }) => {
    const { db } = c.get("deps");
    const kiosk = await requireKiosk(db, serialNumber);
    await checkFree(db, body, kiosk.id);
    const [row] = await db
      .update(kiosks)
      .set({ ...body, isSnack: body.type === "Snack" })
      .where(eq(kiosks.id, kiosk.id))
      .returning(kioskColumns);
    return c.json(row);
  });

  defineRoute(app, kiosksApi.remove, async (c, { params: { serialNumber } }) => {
    const { db } = c.get("deps");
    const kiosk = await requireKiosk(db, serialNumber);
    // Its device is freed with the row (the link lives on the kiosk); its sales are kept.
    await db.delete(kiosks).where(eq(kiosks.id, kiosk.id));
    return c.body(null, 204);
  });
}
