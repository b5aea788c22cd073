/**
 * Cards (spec section 7): list, lookup by technical or public number, search, autocomplete,
 * quick add and update. Numbers and balances are locked once a card exists; balances only move
 * through the actions of card-actions.route.ts.
 */
import { and, asc, count, eq, or } from "drizzle-orm";
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
import { cards } from "../db/schema/cards.schema";
import { customers } from "../db/schema/customers.schema";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { pageOf } from "../http/paging";
import { cardNumberParam } from "../http/validation";
import { claimNumbers, likePattern, likeText, requireCard, selectCards } from "./card.repository";

const AUTOCOMPLETE_MIN = 2;
const AUTOCOMPLETE_MAX = 10;
const SEARCH_MAX = 50;
const TAG = "Cards";

const numberParams = z.object({ number: cardNumberParam });
const searchQuerySchema = z.object({
  number: z.string().trim().optional(),
  firstName: z.string().trim().optional(),
  lastName: z.string().trim().optional(),
});
const autocompleteQuerySchema = z.object({ text: z.string().trim().default("") });

const startsWith = (column: Parameters<typeof likeText>[0], text: string | undefined) =>
  text ? likeText(column, likePattern(text)) : undefined;

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
    summary: "Cards, one page, filtered on the number and the customer's names",
    tag: TAG,
    query: cardListQuerySchema,
    answers: { 200: pagedSchema(cardSchema) },
    handler: async (c, { query: q }) => {
      const { db } = c.get("deps");
      const number = q.filterOnNumber
        ? or(
            likeText(cards.number, likePattern(q.filterOnNumber, true)),
            likeText(cards.publicNumber, likePattern(q.filterOnNumber, true)),
          )
        : undefined;
      const where = and(
        number,
        startsWith(customers.firstName, q.filterOnFirstName),
        startsWith(customers.lastName, q.filterOnLastName),
      );
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
    summary: `Cards whose number or customer's names start with the given texts (up to ${SEARCH_MAX})`,
    tag: TAG,
    query: searchQuerySchema,
    answers: { 200: valuesSchema(cardSchema) },
    handler: async (c, { query: q }) => {
      const number = q.number
        ? or(startsWith(cards.number, q.number), startsWith(cards.publicNumber, q.number))
        : undefined;
      const values = await selectCards(c.get("deps").db)
        .where(
          and(
            number,
            startsWith(customers.firstName, q.firstName),
            startsWith(customers.lastName, q.lastName),
          ),
        )
        .orderBy(asc(cards.number))
        .limit(SEARCH_MAX);
      return c.json({ values });
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/api/card/autocomplete",
    requirement: "CARD_READ",
    summary: `Up to ${AUTOCOMPLETE_MAX} cards whose number, or customer's last name, starts with the text`,
    tag: TAG,
    query: autocompleteQuerySchema,
    answers: { 200: cardSuggestionsSchema },
    handler: async (c, { query: { text } }) => {
      if (text.length < AUTOCOMPLETE_MIN) return c.json({ values: [] });
      const { db } = c.get("deps");
      const byNumber = await selectCards(db)
        .where(or(startsWith(cards.number, text), startsWith(cards.publicNumber, text)))
        .orderBy(asc(cards.number))
        .limit(AUTOCOMPLETE_MAX);
      const byName =
        byNumber.length < AUTOCOMPLETE_MAX
          ? await selectCards(db)
              .where(startsWith(customers.lastName, text))
              .orderBy(asc(customers.lastName), asc(customers.firstName), asc(cards.number))
              .limit(AUTOCOMPLETE_MAX - byNumber.length)
          : [];
      const seen = new Set<string>();
      const values = [...byNumber, ...byName]
        .filter((card) => !seen.has(card.number) && seen.add(card.number))
        .map((card) => ({
          number: card.number,
          publicNumber: card.publicNumber,
          customerName: customerName(card),
        }));
      return c.json({ values });
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
      return c.json(await requireCard(db, card.number));
    },
  });
}
