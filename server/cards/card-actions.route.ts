/**
 * What happens to a card over its life (spec section 4): assigned to / removed from a customer,
 * bonus units added or removed, transferred to a new card, recycled back to stock. Each answers
 * the card as it now is (the new card for a transfer). Each writes its row of the card's trail
 * (card-operations.ts) in the same transaction. Declared in `cardActionsApi`.
 */
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Hono } from "hono";
import { holderName } from "../../src/contract/cards";
import { cardActionsApi } from "../../src/contract/cards.endpoints";
import { LIMITS } from "../../src/contract/limits";
import { cards } from "../db/schema/cards.schema";
import { customers } from "../db/schema/customers.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { requireCard, today } from "./card.repository";
import { recordOperation } from "./card-operations";

/** What a card given up keeps: nothing (a transfer's source, a recycled card). */
const EMPTIED = {
  balanceTokens: 0,
  balanceFreeTokens: 0,
  totalPurchasedTokens: 0,
  customerId: null,
  isActive: false,
};

export function registerCardActionRoutes(app: Hono<AppEnv>): void {
  defineRoute(
    app,
    cardActionsApi.assignCustomer,
    async (c, { params: { cardNumber, customerId } }) => {
      const { db } = c.get("deps");
      const card = await requireCard(db, cardNumber);
      const [customer] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (!customer) throw new ApiError(404, "not_found");
      // A card of someone else is first removed from them, on purpose, not taken over silently.
      if (card.customerId !== null && card.customerId !== customerId)
        throw new ApiError(400, "card_already_linked");
      await db.update(cards).set({ customerId }).where(eq(cards.number, card.number));
      const assigned = await requireCard(db, card.number);
      if (card.customerId !== customerId)
        await recordOperation(c, db, card, { kind: "assign", customerName: holderName(assigned) });
      return c.json(assigned);
    },
  );

  defineRoute(app, cardActionsApi.removeCustomer, async (c, { params: { cardNumber } }) => {
    const { db } = c.get("deps");
    const card = await requireCard(db, cardNumber);
    await db.update(cards).set({ customerId: null }).where(eq(cards.number, card.number));
    if (card.customerId !== null)
      await recordOperation(c, db, card, { kind: "unassign", customerName: holderName(card) });
    return c.json(await requireCard(db, card.number));
  });

  defineRoute(
    app,
    cardActionsApi.updateBonus,
    async (c, { params: { cardNumber }, body: { amount, comment } }) => {
      const { db } = c.get("deps");
      const card = await requireCard(db, cardNumber);
      if (!card.isActive) throw new ApiError(400, "card_inactive");
      // Conditional update: the balance stays within 0 and LIMITS.balance whatever runs beside it.
      const [updated] = await db
        .update(cards)
        .set({ balanceFreeTokens: sql`${cards.balanceFreeTokens} + ${amount}` })
        .where(
          and(
            eq(cards.number, card.number),
            gte(cards.balanceFreeTokens, -amount),
            lte(cards.balanceFreeTokens, LIMITS.balance - amount),
          ),
        )
        .returning({ number: cards.number });
      if (!updated) throw new ApiError(400, amount < 0 ? "insufficient_bonus" : "balance_limit");
      await recordOperation(c, db, card, { kind: "bonus", amount, comment });
      return c.json(await requireCard(db, card.number));
    },
  );

  defineRoute(app, cardActionsApi.transfer, async (c, { params }) => {
    const { db } = c.get("deps");
    const from = await requireCard(db, params.old);
    const to = await requireCard(db, params.new);
    if (from.number === to.number) throw new ApiError(400, "same_card");
    if (to.customerId !== null && to.customerId !== from.customerId)
      throw new ApiError(400, "card_already_linked");
    // The sums are checked before they are written (the database's triggers refuse them too).
    if (
      from.balanceTokens + to.balanceTokens > LIMITS.balance ||
      from.balanceFreeTokens + to.balanceFreeTokens > LIMITS.balance ||
      from.totalPurchasedTokens + to.totalPurchasedTokens > LIMITS.totalPurchased
    )
      throw new ApiError(400, "balance_limit");
    await db
      .update(cards)
      .set({
        balanceTokens: sql`${cards.balanceTokens} + ${from.balanceTokens}`,
        balanceFreeTokens: sql`${cards.balanceFreeTokens} + ${from.balanceFreeTokens}`,
        totalPurchasedTokens: sql`${cards.totalPurchasedTokens} + ${from.totalPurchasedTokens}`,
        customerId: from.customerId,
        isActive: true,
        activationDate: to.activationDate ?? today(),
      })
      .where(eq(cards.number, to.number));
    await db.update(cards).set(EMPTIED).where(eq(cards.number, from.number));
    const moved = { tokens: from.balanceTokens, freeTokens: from.balanceFreeTokens };
    await recordOperation(c, db, from, {
      kind: "transfer_out",
      otherCard: to.publicNumber,
      customerName: holderName(from),
      ...moved,
    });
    await recordOperation(c, db, to, {
      kind: "transfer_in",
      otherCard: from.publicNumber,
      customerName: holderName(from),
      ...moved,
    });
    return c.json(await requireCard(db, to.number));
  });

  defineRoute(app, cardActionsApi.recycle, async (c, { query: { id } }) => {
    const { db } = c.get("deps");
    const card = await requireCard(db, id);
    await db
      .update(cards)
      .set({ ...EMPTIED, activationDate: null, expirationDate: null })
      .where(eq(cards.number, card.number));
    await recordOperation(c, db, card, {
      kind: "recycle",
      tokens: card.balanceTokens,
      freeTokens: card.balanceFreeTokens,
      customerName: holderName(card),
    });
    return c.json(await requireCard(db, card.number));
  });
}
