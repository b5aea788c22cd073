/**
 * Customers (spec section 7). Deleting a customer unlinks their cards (they keep their balances
 * and go back to being anonymous cards). `customersApi.byCard` answers the customers linked to a
 * card: none or one, as a card has at most one owner.
 */
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { z } from "zod";
import type { customerInputSchema } from "../../src/contract/customers";
import { customersApi } from "../../src/contract/customers.endpoints";
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
import { orderOf, pageOf, type SortColumns } from "../http/paging";
import type { SortKeys } from "../../src/contract/paging";
import { assertEmailFree, requireCustomer, toCustomers } from "./customer.repository";

/** Rows of a search: the number `customersApi.search`'s summary promises. */
const SEARCH_MAX = 20;
const ORDER = {
  createdDate: [desc(customers.createdDate), desc(customers.id)],
  lastName: [asc(customers.lastName), asc(customers.firstName), asc(customers.id)],
  firstName: [asc(customers.firstName), asc(customers.lastName), asc(customers.id)],
} as const;
/** The list's `sort` (its keys: customers.endpoints.ts), before `orderByColumn`; the id breaks ties. */
const SORTS = {
  name: [customers.searchLast, customers.searchFirst],
  email: customers.email,
  city: customers.city,
  created: customers.createdDate,
} satisfies Record<SortKeys<typeof customersApi.list>, SortColumns>;
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
  defineRoute(app, customersApi.list, async (c, { query: q }) => {
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
            .orderBy(...orderOf(q.sort, SORTS, customers.id, ORDER[q.orderByColumn]))
            .limit(limit)
            .offset(offset),
        ),
      ),
    );
  });

  defineRoute(app, customersApi.search, async (c, { query: q }) => {
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
  });

  defineRoute(app, customersApi.byCard, async (c, { params }) => {
    const { db } = c.get("deps");
    const card = await requireCard(db, params.number);
    const values = card.customerId === null ? [] : [await requireCustomer(db, card.customerId)];
    return c.json({ values });
  });

  defineRoute(app, customersApi.one, async (c, { params }) =>
    c.json(await requireCustomer(c.get("deps").db, params.id)),
  );

  defineRoute(app, customersApi.create, async (c, { body }) => {
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
  });

  defineRoute(app, customersApi.update, async (c, { params: { id }, body }) => {
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
  });

  defineRoute(app, customersApi.remove, async (c, { params: { id } }) => {
    const { db } = c.get("deps");
    await requireCustomer(db, id);
    await db.update(cards).set({ customerId: null }).where(eq(cards.customerId, id));
    await db.delete(customers).where(eq(customers.id, id));
    return c.body(null, 204);
  });
}
