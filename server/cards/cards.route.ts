/**
 * Cards (spec section 7): list, lookup by technical or public number, search, autocomplete,
 * quick add and update. Numbers and balances are locked once a card exists; balances only move
 * through the actions of card-actions.route.ts.
 */
import { and, asc, count, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { z } from "zod";
import {
  cardCreateSchema,
  cardListQuerySchema,
  cardSchema,
  cardSuggestionsSchema,
  cardUpdateSchema,
  type Card,
} from "../../src/contract/cards";
import { pagedSchema, valuesSchema } from "../../src/contract/paging";
import { SEARCH_LIMITS } from "../../src/contract/search";
import { cards } from "../db/schema/cards.schema";
import { customers } from "../db/schema/customers.schema";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { pageOf } from "../http/paging";
import { cardNumberParam } from "../http/validation";
import {
  cardMatches,
  cardRank,
  firstNameMatches,
  lastNameMatches,
  numberMatches,
} from "../search/search.sql";
import { claimNumbers, requireCard, selectCards } from "./card.repository";
import { recordOperation } from "./card-operations";

const {
  minChars: AUTOCOMPLETE_MIN,
  suggestions: AUTOCOMPLETE_MAX,
  results: SEARCH_MAX,
} = SEARCH_LIMITS;
const TAG = "Cards";
const RULE = "every word anywhere in a number or a name, accents and case ignored";

const numberParams = z.object({ number: cardNumberParam });
const searchText = z.string().trim().max(SEARCH_LIMITS.chars);
const searchQuerySchema = z.object({
  number: searchText.optional(),
  firstName: searchText.optional(),
  lastName: searchText.optional(),
});
const autocompleteQuerySchema = z.object({ text: searchText.default("") });

/** Each filled field matched by the search rule on its own columns (src/contract/search.ts). */
function fieldsMatch(q: { number?: string; firstName?: string; lastName?: string }) {
  return and(
    q.number ? numberMatches(q.number) : undefined,
    q.firstName ? firstNameMatches(q.firstName) : undefined,
    q.lastName ? lastNameMatches(q.lastName) : undefined,
  );
}

function customerName(card: Card): string | null {
  return card.customerId === null
    ? null
    : `${card.customerFirstName ?? ""} ${card.customerLastName ?? ""}`.trim();
}

export function registerCardRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, {
    method: "get",
    path: "/api/card/cards",
    requirement: "CARD_READ",
    summary: `Cards, one page, filtered on the number and the customer's names (${RULE})`,
    tag: TAG,
    query: cardListQuerySchema,
    answers: { 200: pagedSchema(cardSchema) },
    handler: async (c, { query: q }) => {
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
          selectCards(db).where(where).orderBy(asc(cards.number)).limit(limit).offset(offset),
        ),
      );
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/api/card/number/:number",
    requirement: "CARD_READ",
    summary: "A card by its technical or public number",
    tag: TAG,
    params: numberParams,
    answers: { 200: cardSchema },
    errors: { 404: ["not_found"] },
    handler: async (c, { params }) => c.json(await requireCard(c.get("deps").db, params.number)),
  });

  defineRoute(app, {
    method: "get",
    path: "/api/card/search",
    requirement: "CARD_READ",
    summary: `Cards matching the number and the customer's names (${RULE}), best first, up to ${SEARCH_MAX}`,
    tag: TAG,
    query: searchQuerySchema,
    answers: { 200: valuesSchema(cardSchema) },
    handler: async (c, { query: q }) => {
      const where = fieldsMatch(q);
      const text = [q.number, q.firstName, q.lastName].filter(Boolean).join(" ");
      const values = await selectCards(c.get("deps").db)
        .where(where)
        .orderBy(cardRank(text), asc(cards.number))
        .limit(SEARCH_MAX);
      return c.json({ values });
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/api/card/autocomplete",
    requirement: "CARD_READ",
    summary: `Up to ${AUTOCOMPLETE_MAX} cards matching the text (${RULE}), exact matches first, then prefixes; \`more\` when there are others`,
    tag: TAG,
    query: autocompleteQuerySchema,
    answers: { 200: cardSuggestionsSchema },
    handler: async (c, { query: { text } }) => {
      const where = text.length < AUTOCOMPLETE_MIN ? undefined : cardMatches(text);
      if (!where) return c.json({ values: [], more: false });
      const found = await selectCards(c.get("deps").db)
        .where(where)
        .orderBy(cardRank(text), asc(cards.number))
        .limit(AUTOCOMPLETE_MAX + 1);
      const values = found.slice(0, AUTOCOMPLETE_MAX).map((card) => ({
        number: card.number,
        publicNumber: card.publicNumber,
        customerName: customerName(card),
      }));
      return c.json({ values, more: found.length > AUTOCOMPLETE_MAX });
    },
  });

  defineRoute(app, {
    method: "post",
    path: "/api/card",
    requirement: "CARD_ADD",
    summary: "Adds a card (quick add)",
    tag: TAG,
    body: cardCreateSchema,
    answers: { 201: cardSchema },
    errors: { 400: ["number_duplicated"] },
    handler: async (c, { body }) => {
      const { db } = c.get("deps");
      await claimNumbers(db, { cardNumber: body.number }, [body.number, body.publicNumber], () =>
        db.insert(cards).values(body),
      );
      return c.json(await requireCard(db, body.number), 201);
    },
  });

  defineRoute(app, {
    method: "put",
    path: "/api/card/:number",
    requirement: "CARD_UPDATE",
    summary: "Updates a card's dates and state (numbers and balances are locked)",
    tag: TAG,
    params: numberParams,
    body: cardUpdateSchema,
    answers: { 200: cardSchema },
    errors: { 404: ["not_found"] },
    handler: async (c, { params, body }) => {
      const { db } = c.get("deps");
      const card = await requireCard(db, params.number);
      await db.update(cards).set(body).where(eq(cards.number, card.number));
      if (body.isActive !== undefined && body.isActive !== card.isActive)
        await recordOperation(c, db, card, { kind: body.isActive ? "enable" : "disable" });
      return c.json(await requireCard(db, card.number));
    },
  });
}
