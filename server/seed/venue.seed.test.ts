// @vitest-environment node
import { count, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openDatabase } from "../db/database";
import { cardGames, cardPurchases, cards, cardSnacks, staffCards } from "../db/schema/cards.schema";
import { customers } from "../db/schema/customers.schema";
import { kiosks, smartTouches } from "../db/schema/kiosks.schema";
import { seedIfEmpty } from "./database.seed";
import { games, gameTypes, products } from "../db/schema/catalogue.schema";
import { DEMO_CATALOGUE, UNIT_PRICE_EUR } from "./catalogue.seed";
import { DEMO_CARDS, DEMO_CUSTOMER, DEMO_DEVICES, DEMO_HISTORY_SIZES } from "./demo-cards.seed";

const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

describe("the venue seed", () => {
  it("fills the demo venue: 3000 cards, 300 customers, staff cards, kiosks, devices", async () => {
    const { db, close } = await openDatabase(":memory:");
    await seedIfEmpty(db, loadConfig({}), Date.now(), "demo");
    expect(await total(db.select({ n: count() }).from(cards))).toBe(3000);
    expect(await total(db.select({ n: count() }).from(customers))).toBe(300);
    expect(await total(db.select({ n: count() }).from(staffCards))).toBe(12);
    expect(await total(db.select({ n: count() }).from(kiosks))).toBe(16);
    expect(await total(db.select({ n: count() }).from(smartTouches))).toBe(DEMO_DEVICES.count);
    const linked = await total(
      db.select({ n: count() }).from(cards).where(isNotNull(cards.customerId)),
    );
    expect(linked / 3000).toBeGreaterThan(0.25);
    expect(linked / 3000).toBeLessThan(0.35);
    const off = await total(db.select({ n: count() }).from(cards).where(eq(cards.isActive, false)));
    expect(off / 3000).toBeGreaterThan(0.02);
    expect(off / 3000).toBeLessThan(0.08);
    close();
  });

  it("holds the well-known demo rows, the same in the test size", async () => {
    const { db, close } = await openDatabase(":memory:");
    await seedIfEmpty(db, loadConfig({}), Date.now(), "test");
    for (const { label: _label, ...card } of Object.values(DEMO_CARDS)) {
      const [row] = await db.select().from(cards).where(eq(cards.number, card.number));
      expect(row).toMatchObject(card);
    }
    const [customer] = await db.select().from(customers).where(eq(customers.id, DEMO_CUSTOMER.id));
    expect(customer).toMatchObject(DEMO_CUSTOMER);
    const of = (table: typeof cardPurchases | typeof cardGames | typeof cardSnacks) =>
      total(
        db
          .select({ n: count() })
          .from(table)
          .where(eq(table.cardNumber, DEMO_CARDS.assigned.number)),
      );
    expect([await of(cardPurchases), await of(cardGames), await of(cardSnacks)]).toEqual([
      DEMO_HISTORY_SIZES.purchases,
      DEMO_HISTORY_SIZES.games,
      DEMO_HISTORY_SIZES.snacks,
    ]);
    close();
  });

  it("links the demo games to devices within their type's maximum, none shared with a kiosk", async () => {
    const { db, close } = await openDatabase(":memory:");
    await seedIfEmpty(db, loadConfig({}), Date.now(), "test");
    expect(await total(db.select({ n: count() }).from(games))).toBe(DEMO_CATALOGUE.games);
    const devices = await db.select().from(smartTouches);
    const onKiosk = new Set((await db.select().from(kiosks)).map((k) => k.smartTouchId));
    const types = new Map((await db.select().from(gameTypes)).map((t) => [t.id, t]));
    const held = new Map<number, number>();
    for (const d of devices) {
      if (d.gameId === null) {
        // A device with neither a game nor a kiosk is in maintenance (spec section 5).
        if (!onKiosk.has(d.id)) expect(d.maintenance).toBe(true);
        continue;
      }
      expect(onKiosk.has(d.id)).toBe(false);
      held.set(d.gameId, (held.get(d.gameId) ?? 0) + 1);
    }
    expect(held.size).toBe(18);
    for (const row of await db.select().from(games)) {
      const max = types.get(row.gameTypeId)?.nbMaxSmartouchs ?? 0;
      expect(held.get(row.id) ?? 0).toBeLessThanOrEqual(max);
    }
    expect(devices.filter((d) => d.gameId === null && !onKiosk.has(d.id))).toHaveLength(
      DEMO_DEVICES.count - DEMO_DEVICES.free + 1 - 20,
    );
    // Price products follow the venue's price of a unit.
    for (const p of await db.select().from(products))
      expect(p.priceCents).toBe(Math.round(p.tokensAmount * UNIT_PRICE_EUR * 100));
    close();
  });
});
