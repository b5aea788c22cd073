/**
 * Customers (spec section 7). Deleting a customer unlinks their cards (they keep their balances
 * and go back to being anonymous cards). GET /api/customer/cardCustomer/{number} answers the
 * customers linked to a card: none or one, as a card has at most one owner.
 */
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { z } from "zod";
import {
  customerInputSchema,
  customerListQuerySchema,
  customerSchema,
} from "../../src/contract/customers";
import { pagedSchema, valuesSchema } from "../../src/contract/paging";
import { SEARCH_LIMITS } from "../../src/contract/search";
import { requireCard } from "../cards/card.repository";
import { likePattern, likeText } from "../search/search.sql";
import {
  customerFieldsMatch,
  customerMatches,
  customerRank,
  customerSearchKeys,
} from "../search/search.sql";
import { cards } from "../db/schema/cards.schema";
import { customers } from "../db/schema/customers.schema";
import { sites } from "../db/schema/sites.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { pageOf } from "../http/paging";
import { cardNumberParam, idParamsSchema } from "../http/validation";
import { assertEmailFree, requireCustomer, toCustomers } from "./customer.repository";

const SEARCH_MAX = 20;
const TAG = "Customers";
const ORDER = {
  createdDate: [desc(customers.createdDate), desc(customers.id)],
  lastName: [asc(customers.lastName), asc(customers.firstName), asc(customers.id)],
  firstName: [asc(customers.firstName), asc(customers.lastName), asc(customers.id)],
} as const;
const searchText = z.string().trim().max(SEARCH_LIMITS.chars);
const searchQuery = z.object({
  email: searchText.optional(),
  firstName: searchText.optional(),
  lastName: searchText.optional(),
  /** The assign dialog's one box: every word in a name or the e-mail (src/contract/search.ts). */
  text: searchText.optional(),
});

/** Form values to columns: an optional field left empty is stored as null. */
function toColumns(body: z.output<typeof customerInputSchema>) {
  return {
    title: body.title ?? null,
    firstName: body.firstName,
    lastName: body.lastName,
    ...customerSearchKeys(body),
    email: body.email ?? null,
    phoneNumber: body.phoneNumber ?? null,
    street: body.street ?? null,
    postalCode: body.postalCode ?? null,
    city: body.city ?? null,
    birthDate: body.birthDate,
    emailSponsor: body.emailSponsor ?? null,
    newsLetter: body.newsLetter,
  };
}

export function registerCustomerRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, {
    method: "get",
    path: "/api/customer/customers",
    requirement: "CUSTOMER_READ",
    summary: "Customers, one page, filtered on the names and the e-mail",
    tag: TAG,
    query: customerListQuerySchema,
    answers: { 200: pagedSchema(customerSchema) },
    handler: async (c, { query: q }) => {
      const { db } = c.get("deps");
      const where = and(
        q.filterOnName ? customerMatches(q.filterOnName) : undefined,
        q.filterOnEmail ? likeText(customers.email, likePattern(q.filterOnEmail, true)) : undefined,
      );
      const total = db.select({ n: count() }).from(customers).where(where);
      return c.json(
        await pageOf(q, total, async (limit, offset) =>
          toCustomers(
            db,
            await db
              .select()
              .from(customers)
              .where(where)
              .orderBy(...ORDER[q.orderByColumn])
              .limit(limit)
              .offset(offset),
          ),
        ),
      );
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/api/customer/search",
    requirement: "CUSTOMER_READ",
    summary: `Customers whose e-mail starts with \`email\`, whose names hold \`firstName\` and \`lastName\`, and whose names or e-mail hold every word of \`text\` (accents and case ignored), best first, up to ${SEARCH_MAX}`,
    tag: TAG,
    query: searchQuery,
    answers: { 200: valuesSchema(customerSchema) },
    handler: async (c, { query: q }) => {
      const { db } = c.get("deps");
      const where = and(
        q.email ? likeText(customers.email, likePattern(q.email)) : undefined,
        customerFieldsMatch(q),
        q.text ? customerMatches(q.text, true) : undefined,
      );
      const text = [q.text, q.firstName, q.lastName].filter(Boolean).join(" ");
      const rows = await db
        .select()
        .from(customers)
        .where(where)
        .orderBy(customerRank(text), ...ORDER.lastName)
        .limit(SEARCH_MAX);
      return c.json({ values: await toCustomers(db, rows) });
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/api/customer/cardCustomer/:number",
    requirement: "CUSTOMER_READ",
    summary: "The customers linked to a card: none or one",
    tag: TAG,
    params: z.object({ number: cardNumberParam }),
    answers: { 200: valuesSchema(customerSchema) },
    errors: { 404: ["not_found"] },
    handler: async (c, { params }) => {
      const { db } = c.get("deps");
      const card = await requireCard(db, params.number);
      const values = card.customerId === null ? [] : [await requireCustomer(db, card.customerId)];
      return c.json({ values });
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/api/customer/:id",
    requirement: "CUSTOMER_READ",
    summary: "A customer, with their cards",
    tag: TAG,
    params: idParamsSchema,
    answers: { 200: customerSchema },
    errors: { 404: ["not_found"] },
    handler: async (c, { params }) => c.json(await requireCustomer(c.get("deps").db, params.id)),
  });

  defineRoute(app, {
    method: "post",
    path: "/api/customer",
    requirement: "CUSTOMER_ADD_UPDATE",
    summary: "Adds a customer (on this server's site); an e-mail another customer has is refused",
    tag: TAG,
    body: customerInputSchema,
    answers: { 201: customerSchema },
    errors: { 400: ["validation_failed"], 404: ["not_found"] },
    handler: async (c, { body }) => {
      const { db } = c.get("deps");
      await assertEmailFree(db, body.email);
      // Customers are created on this server's site (the first one: a server runs one venue).
      const [site] = await db.select({ id: sites.id }).from(sites).orderBy(asc(sites.id)).limit(1);
      const [row] = await db
        .insert(customers)
        .values({
          ...toColumns(body),
          siteId: site?.id ?? 1,
          createdDate: new Date().toISOString(),
        })
        .returning({ id: customers.id });
      if (!row) throw new ApiError(404, "not_found");
      return c.json(await requireCustomer(db, row.id), 201);
    },
  });

  defineRoute(app, {
    method: "put",
    path: "/api/customer/:id",
    requirement: "CUSTOMER_ADD_UPDATE",
    summary: "Updates a customer; an e-mail another customer has is refused",
    tag: TAG,
    params: idParamsSchema,
    body: customerInputSchema,
    answers: { 200: customerSchema },
    errors: { 400: ["validation_failed"], 404: ["not_found"] },
    handler: async (c, { params: { id }, body }) => {
      const { db } = c.get("deps");
      await requireCustomer(db, id);
      await assertEmailFree(db, body.email, id);
      const [row] = await db
        .update(customers)
        .set(toColumns(body))
        .where(eq(customers.id, id))
        .returning({ id: customers.id });
      if (!row) throw new ApiError(404, "not_found");
      return c.json(await requireCustomer(db, id));
    },
  });

  defineRoute(app, {
    method: "delete",
    path: "/api/customer/:id",
    requirement: "CUSTOMER_DELETE",
    summary: "Deletes a customer; their cards stay, anonymous, with their balances",
    tag: TAG,
    params: idParamsSchema,
    answers: { 204: null },
    errors: { 404: ["not_found"] },
    handler: async (c, { params: { id } }) => {
      const { db } = c.get("deps");
      await requireCustomer(db, id);
      await db.update(cards).set({ customerId: null }).where(eq(cards.customerId, id));
      await db.delete(customers).where(eq(customers.id, id));
      return c.body(null, 204);
    },
  });
}
