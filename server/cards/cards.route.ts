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
  cardUpdateSchema,
  type Card,
} from "../../src/contract/cards";
import { cards } from "../db/schema/cards.schema";
import { customers } from "../db/schema/customers.schema";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { cardNumberParam, jsonBody, pathParams, queryParams } from "../http/validation";
import { claimNumbers, likePattern, likeText, requireCard, selectCards } from "./card.repository";

const AUTOCOMPLETE_MIN = 2;
const AUTOCOMPLETE_MAX = 10;
const SEARCH_MAX = 50;

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
  defineRoute(app, "get", "/api/card/cards", "CARD_READ", async (c) => {
    const { db } = c.get("deps");
    const q = queryParams(c, cardListQuerySchema);
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
    const [total] = await db
      .select({ n: count() })
      .from(cards)
      .leftJoin(customers, eq(customers.id, cards.customerId))
      .where(where);
    const results = await selectCards(db)
      .where(where)
      .orderBy(asc(cards.number))
      .limit(q.size)
      .offset(q.page * q.size);
    return c.json({ results, total: total?.n ?? 0, currentPage: q.page });
  });

  defineRoute(app, "get", "/api/card/number/:number", "CARD_READ", async (c) => {
    const { number } = pathParams(c, numberParams);
    return c.json(await requireCard(c.get("deps").db, number));
  });

  defineRoute(app, "get", "/api/card/search", "CARD_READ", async (c) => {
    const q = queryParams(c, searchQuerySchema);
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
  });

  defineRoute(app, "get", "/api/card/autocomplete", "CARD_READ", async (c) => {
    const { text } = queryParams(c, autocompleteQuerySchema);
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
  });

  defineRoute(app, "post", "/api/card", "CARD_ADD", async (c) => {
    const { db } = c.get("deps");
    const body = await jsonBody(c, cardCreateSchema);
    await claimNumbers(db, { cardNumber: body.number }, [body.number, body.publicNumber], () =>
      db.insert(cards).values(body),
    );
    return c.json(await requireCard(db, body.number), 201);
  });

  defineRoute(app, "put", "/api/card/:number", "CARD_UPDATE", async (c) => {
    const { db } = c.get("deps");
    const { number } = pathParams(c, numberParams);
    const body = await jsonBody(c, cardUpdateSchema);
    const card = await requireCard(db, number);
    await db.update(cards).set(body).where(eq(cards.number, card.number));
    return c.json(await requireCard(db, card.number));
  });
}
