/**
 * Receipts, customer invoices and bank transactions (src/contract/money.endpoints.ts): lists
 * newest first with their filters, one by id or number, an invoice's PDF. Read-only: the sales
 * that make them are the kiosks' and the desk's (the demo's in server/seed/money.seed.ts).
 */
import { and, count, desc, eq, or, sql, sum } from "drizzle-orm";
import type { Hono } from "hono";
import {
  bankTransactionsApi,
  customerInvoicesApi,
  receiptsApi,
} from "../../src/contract/money.endpoints";
import { cardPurchases } from "../db/schema/cards.schema";
import { bankTransactions, customerInvoices, receipts } from "../db/schema/money.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { contains, inDays } from "../http/day-range";
import { defineRoute } from "../http/define-route";
import { orderOf, pageOf } from "../http/paging";
import { coveredPurchases, customerInvoiceDetails, customerInvoicePdf } from "./customer-invoice";

const n = (value: string | number | null | undefined) => Number(value ?? 0);
/** The money lists' default order, newest first; `sort=date.asc` (MONEY_SORTS) reverses it. */
const BY_DATE = (t: typeof receipts | typeof customerInvoices | typeof bankTransactions) => [
  desc(t.date),
  desc(t.id),
];

export function registerMoneyRoutes(app: Hono<AppEnv>): void {
  const receiptColumns = {
    id: receipts.id,
    number: receipts.id,
    date: receipts.date,
    amount: receipts.amount,
    kioskName: receipts.kioskName,
    paymentMethod: receipts.paymentMethod,
    cardCount: count(cardPurchases.id),
    tokens: sum(cardPurchases.tokens),
    freeTokens: sum(cardPurchases.freeTokens),
    // Aliased and qualified: in a subquery drizzle writes columns without their table.
    invoiceNumber: sql<string | null>`(select i.number from customer_invoices i
      where i.receipt_id = "receipts"."id" limit 1)`,
  };
  const receiptRow = (r: { tokens: string | null; freeTokens: string | null }) => ({
    ...r,
    tokens: n(r.tokens),
    freeTokens: n(r.freeTokens),
  });

  defineRoute(app, receiptsApi.list, async (c, { query }) => {
    const { db } = c.get("deps");
    const where = and(
      inDays(receipts.date, query),
      query.kioskName ? contains(receipts.kioskName, query.kioskName) : undefined,
      query.paymentMethod ? eq(receipts.paymentMethod, query.paymentMethod) : undefined,
    );
    const total = db.select({ n: count() }).from(receipts).where(where);
    const page = await pageOf(query, total, (limit, offset) =>
      db
        .select(receiptColumns)
        .from(receipts)
        .leftJoin(cardPurchases, eq(cardPurchases.receiptId, receipts.id))
        .where(where)
        .groupBy(receipts.id)
        .orderBy(...orderOf(query.sort, { date: receipts.date }, receipts.id, BY_DATE(receipts)))
        .limit(limit)
        .offset(offset),
    );
    return c.json({ ...page, results: page.results.map(receiptRow) });
  });

  defineRoute(app, receiptsApi.one, async (c, { params: { id } }) => {
    const { db } = c.get("deps");
    const [row] = await db
      .select(receiptColumns)
      .from(receipts)
      .leftJoin(cardPurchases, eq(cardPurchases.receiptId, receipts.id))
      .where(eq(receipts.id, id))
      .groupBy(receipts.id);
    if (!row) throw new ApiError(404, "not_found");
    const purchases = await coveredPurchases(db, eq(cardPurchases.receiptId, id));
    const payments = await db
      .select({
        id: bankTransactions.id,
        date: bankTransactions.date,
        state: bankTransactions.state,
        type: bankTransactions.type,
      })
      .from(bankTransactions)
      .where(eq(bankTransactions.receiptId, id))
      .orderBy(bankTransactions.date, bankTransactions.id);
    return c.json({ ...receiptRow(row), purchases, bankTransactions: payments });
  });

  defineRoute(app, customerInvoicesApi.list, async (c, { query }) => {
    const { db } = c.get("deps");
    const t = customerInvoices;
    const where = and(
      inDays(t.date, query),
      query.type ? eq(t.type, query.type) : undefined,
      query.search
        ? or(
            contains(t.number, query.search),
            contains(t.customerName, query.search),
            contains(t.companyName, query.search),
          )
        : undefined,
    );
    const total = db.select({ n: count() }).from(t).where(where);
    const page = await pageOf(query, total, (limit, offset) =>
      db
        .select({
          row: t,
          // Aliased and qualified: in a subquery drizzle writes columns without their table.
          cards: sql<string>`(select coalesce(json_group_array(p.card_number), '[]')
            from card_purchases p where p.invoice_id = "customer_invoices"."id")`,
        })
        .from(t)
        .where(where)
        .orderBy(...orderOf(query.sort, { date: t.date }, t.id, BY_DATE(t)))
        .limit(limit)
        .offset(offset),
    );
    const results = page.results.map(
      ({ row: { customerId: _c, receiptId: _r, billingAddress, ...row }, cards: list }) => ({
        ...row,
        billingAddress: billingAddress.split("\n").filter(Boolean),
        cards: JSON.parse(list) as string[],
      }),
    );
    return c.json({ ...page, results });
  });

  defineRoute(app, customerInvoicesApi.one, async (c, { params: { number } }) => {
    const details = await customerInvoiceDetails(c.get("deps").db, { number });
    if (!details) throw new ApiError(404, "not_found");
    return c.json(details);
  });

  defineRoute(app, customerInvoicesApi.pdf, async (c, { params: { number } }) => {
    const { db, config } = c.get("deps");
    const invoice = await customerInvoicePdf(db, config, { number });
    if (!invoice) throw new ApiError(404, "not_found");
    return c.body(new Uint8Array(invoice.pdf), 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${invoice.number}.pdf"`,
    });
  });

  const bankColumns = {
    id: bankTransactions.id,
    date: bankTransactions.date,
    content: bankTransactions.content,
    amount: bankTransactions.amount,
    invoice: bankTransactions.receiptId,
    kioskName: bankTransactions.kioskName,
    state: bankTransactions.state,
    type: bankTransactions.type,
    version: bankTransactions.version,
  };

  defineRoute(app, bankTransactionsApi.list, async (c, { query }) => {
    const { db } = c.get("deps");
    const t = bankTransactions;
    const where = and(
      query.filterOnContent ? contains(t.content, query.filterOnContent) : undefined,
      query.filterOnState ? eq(t.state, query.filterOnState) : undefined,
    );
    const total = db.select({ n: count() }).from(t).where(where);
    return c.json(
      await pageOf(query, total, (limit, offset) =>
        db
          .select(bankColumns)
          .from(t)
          .where(where)
          .orderBy(...orderOf(query.sort, { date: t.date }, t.id, BY_DATE(t)))
          .limit(limit)
          .offset(offset),
      ),
    );
  });

  defineRoute(app, bankTransactionsApi.one, async (c, { params: { id } }) => {
    const { db } = c.get("deps");
    const [row] = await db
      .select(bankColumns)
      .from(bankTransactions)
      .where(eq(bankTransactions.id, id));
    if (!row) throw new ApiError(404, "not_found");
    return c.json(row);
  });
}
