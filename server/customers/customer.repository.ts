/** Customers as the contract's `Customer`: the row, its site's name and its cards. */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Customer } from "../../src/contract/customers";
import type { Db } from "../db/database";
import { cards } from "../db/schema/cards.schema";
import { customers } from "../db/schema/customers.schema";
import { sites } from "../db/schema/sites.schema";
import { ApiError } from "../http/api-error";

export type CustomerRow = typeof customers.$inferSelect;

export async function toCustomers(db: Db, rows: CustomerRow[]): Promise<Customer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [owned, siteRows] = await Promise.all([
    db
      .select({
        customerId: cards.customerId,
        number: cards.number,
        publicNumber: cards.publicNumber,
        isActive: cards.isActive,
        balanceTokens: cards.balanceTokens,
        balanceFreeTokens: cards.balanceFreeTokens,
      })
      .from(cards)
      .where(inArray(cards.customerId, ids))
      .orderBy(asc(cards.number)),
    db.select({ id: sites.id, name: sites.name }).from(sites),
  ]);
  const siteName = new Map(siteRows.map((s) => [s.id, s.name]));
  // The search keys are the server's own (server/search/search.sql.ts), not the contract's.
  return rows.map(({ siteId, searchFirst: _first, searchLast: _last, ...row }) => ({
    ...row,
    siteName: siteName.get(siteId) ?? "",
    cards: owned
      .filter((card) => card.customerId === row.id)
      .map(({ customerId: _customerId, ...card }) => card),
  }));
}

export async function requireCustomer(db: Db, id: number): Promise<Customer> {
  const rows = await db.select().from(customers).where(eq(customers.id, id));
  const [customer] = await toCustomers(db, rows);
  if (!customer) throw new ApiError(404, "not_found");
  return customer;
}

/**
 * One e-mail, one customer (the venue's decision, src/contract/customers.ts): another customer
 * with the same address, case and surrounding spaces ignored, is a field issue on `email` with
 * the spec's rule `required_email_not_exist`. Runs inside the write's transaction.
 */
export async function assertEmailFree(db: Db, email: string | undefined, exceptId?: number) {
  const address = email?.trim().toLowerCase();
  if (!address) return;
  const [clash] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        sql`lower(trim(${customers.email})) = ${address}`,
        exceptId === undefined ? undefined : ne(customers.id, exceptId),
      ),
    )
    .limit(1);
  if (clash)
    throw new ApiError(400, "validation_failed", {
      issues: [{ path: "email", rule: "required_email_not_exist" }],
    });
}
