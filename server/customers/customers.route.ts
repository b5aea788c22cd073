/**
 * Customers (spec section 7). Deleting a customer unlinks their cards (they keep their balances
 * and go back to being anonymous cards). GET /api/customer/cardCustomer/{number} answers the
 * customers linked to a card: none or one, as a card has at most one owner.
 */
import { and, asc, count, desc, eq, or } from "drizzle-orm";
import type { Hono } from "hono";
import { z } from "zod";
import { customerInputSchema, customerListQuerySchema } from "../../src/contract/customers";
import { likePattern, likeText, requireCard } from "../cards/card.repository";
import { cards } from "../db/schema/cards.schema";
import { customers } from "../db/schema/customers.schema";
import { sites } from "../db/schema/sites.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import {
  cardNumberParam,
  idParamsSchema,
  jsonBody,
  pathParams,
  queryParams,
} from "../http/validation";
import { requireCustomer, toCustomers } from "./customer.repository";

const SEARCH_MAX = 20;
const ORDER = {
  createdDate: [desc(customers.createdDate), desc(customers.id)],
  lastName: [asc(customers.lastName), asc(customers.firstName), asc(customers.id)],
  firstName: [asc(customers.firstName), asc(customers.lastName), asc(customers.id)],
} as const;
const searchQuery = z.object({
  email: z.string().trim().optional(),
  firstName: z.string().trim().optional(),
  lastName: z.string().trim().optional(),
});

/** Form values to columns: an optional field left empty is stored as null. */
function toColumns(body: z.output<typeof customerInputSchema>) {
  return {
    title: body.title ?? null,
    firstName: body.firstName,
    lastName: body.lastName,
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
  defineRoute(app, "get", "/api/customer/customers", "CUSTOMER_READ", async (c) => {
    const { db } = c.get("deps");
    const q = queryParams(c, customerListQuerySchema);
    const name = q.filterOnName ? likePattern(q.filterOnName, true) : undefined;
    const where = and(
      name
        ? or(likeText(customers.firstName, name), likeText(customers.lastName, name))
        : undefined,
      q.filterOnEmail ? likeText(customers.email, likePattern(q.filterOnEmail, true)) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(customers).where(where);
    const rows = await db
      .select()
      .from(customers)
      .where(where)
      .orderBy(...ORDER[q.orderByColumn])
      .limit(q.size)
      .offset(q.page * q.size);
    return c.json({
      results: await toCustomers(db, rows),
      total: total?.n ?? 0,
      currentPage: q.page,
    });
  });

  defineRoute(app, "get", "/api/customer/search", "CUSTOMER_READ", async (c) => {
    const { db } = c.get("deps");
    const q = queryParams(c, searchQuery);
    const starts = (column: Parameters<typeof likeText>[0], text: string | undefined) =>
      text ? likeText(column, likePattern(text)) : undefined;
    const rows = await db
      .select()
      .from(customers)
      .where(
        and(
          starts(customers.email, q.email),
          starts(customers.firstName, q.firstName),
          starts(customers.lastName, q.lastName),
        ),
      )
      .orderBy(...ORDER.lastName)
      .limit(SEARCH_MAX);
    return c.json({ values: await toCustomers(db, rows) });
  });

  defineRoute(app, "get", "/api/customer/cardCustomer/:number", "CUSTOMER_READ", async (c) => {
    const { db } = c.get("deps");
    const { number } = pathParams(c, z.object({ number: cardNumberParam }));
    const card = await requireCard(db, number);
    const values = card.customerId === null ? [] : [await requireCustomer(db, card.customerId)];
    return c.json({ values });
  });

  defineRoute(app, "get", "/api/customer/:id", "CUSTOMER_READ", async (c) => {
    const { id } = pathParams(c, idParamsSchema);
    return c.json(await requireCustomer(c.get("deps").db, id));
  });

  defineRoute(app, "post", "/api/customer", "CUSTOMER_ADD_UPDATE", async (c) => {
    const { db } = c.get("deps");
    const body = await jsonBody(c, customerInputSchema);
    // Customers are created on this server's site (the first one: a server runs one venue).
    const [site] = await db.select({ id: sites.id }).from(sites).orderBy(asc(sites.id)).limit(1);
    const [row] = await db
      .insert(customers)
      .values({ ...toColumns(body), siteId: site?.id ?? 1, createdDate: new Date().toISOString() })
      .returning({ id: customers.id });
    if (!row) throw new ApiError(404, "not_found");
    return c.json(await requireCustomer(db, row.id), 201);
  });

  defineRoute(app, "put", "/api/customer/:id", "CUSTOMER_ADD_UPDATE", async (c) => {
    const { db } = c.get("deps");
    const { id } = pathParams(c, idParamsSchema);
    const body = await jsonBody(c, customerInputSchema);
    const [row] = await db
      .update(customers)
      .set(toColumns(body))
      .where(eq(customers.id, id))
      .returning({ id: customers.id });
    if (!row) throw new ApiError(404, "not_found");
    return c.json(await requireCustomer(db, id));
  });

  defineRoute(app, "delete", "/api/customer/:id", "CUSTOMER_DELETE", async (c) => {
    const { db } = c.get("deps");
    const { id } = pathParams(c, idParamsSchema);
    await requireCustomer(db, id);
    await db.update(cards).set({ customerId: null }).where(eq(cards.customerId, id));
    await db.delete(customers).where(eq(customers.id, id));
    return c.body(null, 204);
  });
}
