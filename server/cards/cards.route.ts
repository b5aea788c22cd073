/**
 * Cards (spec section 7, `cardsApi`): list, lookup by technical or public number, search,
 * autocomplete, quick add and update. Numbers and balances are locked once a card exists;
 * balances only move through the actions of card-actions.route.ts.
 */
import { and, asc, count, eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import type { Card } from "../../src/contract/cards";
import { cardsApi } from "../../src/contract/cards.endpoints";
import { hasRight } from "../../src/contract/rights";
import { SEARCH_LIMITS } from "../../src/contract/search";
import { cards } from "../db/schema/cards.schema";
import { customers } from "../db/schema/customers.schema";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { caller } from "../http/rights.middleware";
import { orderOf, pageOf, type SortColumns } from "../http/paging";
import type { SortKeys } from "../../src/contract/paging";
import {
  cardMatches,
  cardRank,
  firstNameMatches,
  lastNameMatches,
  numberMatches,
} from "../search/search.sql";
import { claimNumbers, requireCard, selectCardHits, selectCards } from "./card.repository";
import { recordOperation } from "./card-operations";

/** The cards list's orders (its `sort` keys, cards.endpoints.ts; indexed); the number breaks ties. */
const CARD_ORDER = {
  number: cards.number,
  publicNumber: cards.publicNumber,
  tokens: cards.balanceTokens,
  free: cards.balanceFreeTokens,
  status: cards.isActive,
} satisfies Record<SortKeys<typeof cardsApi.list>, SortColumns>;

const {
  minChars: AUTOCOMPLETE_MIN,
  suggestions: AUTOCOMPLETE_MAX,
  results: SEARCH_MAX,
} = SEARCH_LIMITS;

/** Each filled field matched by the search rule on its own columns (src/contract/search.ts). */
function fieldsMatch(q: { number?: string; firstName?: string; lastName?: string }) {
  return and(
    q.number ? numberMatches(q.number) : undefined,
    q.firstName ? firstNameMatches(q.firstName) : undefined,
    q.lastName ? lastNameMatches(q.lastName) : undefined,
  );
}

/** The customer's city and e-mail go with the cards found only to who may read customers. */
const mayReadCustomers = (c: Context<AppEnv>) =>
  hasRight(caller(c).claims.role_rights, "CUSTOMER_READ");

function customerName(card: Card): string | null {
  return card.customerId === null
    ? null
    : `${card.customerFirstName ?? ""} ${card.customerLastName ?? ""}`.trim();
}

export function registerCardRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, cardsApi.list, async (c, { query: q }) => {
    const { db } = c.get("deps");
    const where = fieldsMatch({
      number: q.filterOnNumber,
      firstName: q.filterOnFirstName,
      lastName: q.filterOnLastName,
    });
    const total = db
      .select({ n: count() })
      .from(cards)
      .leftJoin(customers, eq(customers.id, cards.customerId))
      .where(where);
    return c.json(
      await pageOf(q, total, (limit, offset) =>
        selectCards(db)
          .where(where)
          .orderBy(...orderOf(q.sort, CARD_ORDER, cards.number, [asc(cards.number)]))
          .limit(limit)
          .offset(offset),
      ),
    );
  });

  defineRoute(app, cardsApi.one, async (c, { params }) =>
    c.json(await requireCard(c.get("deps").db, params.number)),
  );

  defineRoute(app, cardsApi.search, async (c, { query: q }) => {
    const where = and(q.text ? cardMatches(q.text) : undefined, fieldsMatch(q));
    const text = [q.text, q.number, q.firstName, q.lastName].filter(Boolean).join(" ");
    const values = await selectCardHits(c.get("deps").db, mayReadCustomers(c))
      .where(where)
      .orderBy(cardRank(text), asc(cards.number))
      .limit(SEARCH_MAX);
    return c.json({ values });
  });

  defineRoute(app, cardsApi.autocomplete, async (c, { query: { text } }) => {
    const where = text.length < AUTOCOMPLETE_MIN ? undefined : cardMatches(text);
    if (!where) return c.json({ values: [], more: false });
    const found = await selectCardHits(c.get("deps").db, mayReadCustomers(c))
      .where(where)
      .orderBy(cardRank(text), asc(cards.number))
      .limit(AUTOCOMPLETE_MAX + 1);
    const values = found.slice(0, AUTOCOMPLETE_MAX).map((card) => ({
      number: card.number,
      publicNumber: card.publicNumber,
      customerName: customerName(card),
      isActive: card.isActive,
      balanceTokens: card.balanceTokens,
      balanceFreeTokens: card.balanceFreeTokens,
      customerCity: card.customerCity,
      customerEmail: card.customerEmail,
    }));
    return c.json({ values, more: found.length > AUTOCOMPLETE_MAX });
  });

  defineRoute(app, cardsApi.create, async (c, { body }) => {
    const { db } = c.get("deps");
    await claimNumbers(db, { cardNumber: body.number }, [body.number, body.publicNumber], () =>
      db.insert(cards).values(body),
    );
    return c.json(await requireCard(db, body.number), 201);
  });

  defineRoute(app, cardsApi.update, async (c, { params, body }) => {
    const { db } = c.get("deps");
    const card = await requireCard(db, params.number);
    await db.update(cards).set(body).where(eq(cards.number, card.number));
    if (body.isActive !== undefined && body.isActive !== card.isActive)
      await recordOperation(c, db, card, { kind: body.isActive ? "enable" : "disable" });
    return c.json(await requireCard(db, card.number));
  });
}
