/**
 * The histories (purchases, games, snacks or merchandise, staff games), paged newest first,
 * optionally for one card (technical or public number), filtered (days, type, kiosk, game) with
 * the totals of every filtered row (SQL aggregates over the page's WHERE), and the PDF invoice of
 * a purchase row. Rows carry their `cardNumber`, for the venue-wide lists (`cardHistoryApi`).
 */
import { and, count, desc, eq, sum, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Hono } from "hono";
import type { z } from "zod";
import type { historyQuerySchema } from "../../src/contract/cards";
import { cardHistoryApi } from "../../src/contract/cards.endpoints";
import type { Db } from "../db/database";
import {
  cardGames,
  cardNumberKeys,
  cardPurchases,
  cardSnacks,
  staffCardGames,
} from "../db/schema/cards.schema";
import { ApiError } from "../http/api-error";
import { contains, inDays } from "../http/day-range";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { pageOf } from "../http/paging";
import { findCard } from "./card.repository";
import { customerInvoicePdf, invoiceNumbers } from "../money/customer-invoice";
import { numberKey } from "../../src/contract/limits";

type HistoryTable = SQLiteTable & {
  cardNumber?: SQLiteColumn;
  staffCardNumber?: SQLiteColumn;
  date: SQLiteColumn;
  id: SQLiteColumn;
};
type HistoryQuery = z.output<typeof historyQuerySchema> & { from?: string; to?: string };

async function historyWhere(
  db: Db,
  table: HistoryTable,
  q: HistoryQuery,
  more: (SQL | undefined)[] = [],
): Promise<SQL | undefined> {
  const where: (SQL | undefined)[] = [...more];
  // An unknown card has an empty history, not a 404: the tab of a just-created card.
  if (q.cardNumber && table.cardNumber) {
    const card = await findCard(db, q.cardNumber);
    where.push(eq(table.cardNumber, card?.number ?? q.cardNumber));
  }
  if (q.cardNumber && table.staffCardNumber) {
    const [key] = await db
      .select({ number: cardNumberKeys.staffCardNumber })
      .from(cardNumberKeys)
      .where(eq(cardNumberKeys.key, numberKey(q.cardNumber)));
    where.push(eq(table.staffCardNumber, key?.number ?? q.cardNumber));
  }
  where.push(inDays(table.date, q));
  return and(...where);
}

function historyPage(db: Db, table: HistoryTable, q: HistoryQuery, where: SQL | undefined) {
  const total = db.select({ n: count() }).from(table).where(where);
  return pageOf(q, total, (limit, offset) =>
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(table.date), desc(table.id))
      .limit(limit)
      .offset(offset),
  );
}

/** A SQL sum as a number: 0 over no rows. */
const total = (value: string | number | null) => Number(value ?? 0);
/** Money to the cent, so a sum of prices in floating point reads as it adds up. */
const cents = (value: string | number | null) => Math.round(total(value) * 100) / 100;

export function registerCardHistoryRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, cardHistoryApi.purchases, async (c, { query }) => {
    const { db } = c.get("deps");
    const t = cardPurchases;
    const where = await historyWhere(db, t, query, [
      query.type ? eq(t.type, query.type) : undefined,
      query.kioskName ? contains(t.kioskName, query.kioskName) : undefined,
    ]);
    const [sums] = await db
      .select({
        count: count(),
        amount: sum(t.amount),
        tokens: sum(t.tokens),
        free: sum(t.freeTokens),
      })
      .from(t)
      .where(where);
    const totals = {
      count: sums?.count ?? 0,
      amount: cents(sums?.amount ?? null),
      tokens: total(sums?.tokens ?? null),
      freeTokens: total(sums?.free ?? null),
    };
    const page = await historyPage(db, t, query, where);
    const rows = page.results as (typeof t.$inferSelect)[];
    const numbers = await invoiceNumbers(db, [
      ...new Set(rows.flatMap((p) => (p.invoiceId === null ? [] : [p.invoiceId]))),
    ]);
    const results = rows.map(({ receiptId: _receipt, ...p }) => ({
      ...p,
      invoiceNumber: p.invoiceId === null ? null : (numbers.get(p.invoiceId) ?? null),
    }));
    return c.json({ ...page, results, totals });
  });
  defineRoute(app, cardHistoryApi.games, async (c, { query }) => {
    const { db } = c.get("deps");
    const t = cardGames;
    const where = await historyWhere(db, t, query, [
      query.gameName ? contains(t.gameName, query.gameName) : undefined,
    ]);
    const [sums] = await db
      .select({ count: count(), tokens: sum(t.tokens), free: sum(t.freeTokens) })
      .from(t)
      .where(where);
    const totals = {
      count: sums?.count ?? 0,
      tokens: total(sums?.tokens ?? null),
      freeTokens: total(sums?.free ?? null),
    };
    return c.json({ ...(await historyPage(db, t, query, where)), totals });
  });
  defineRoute(app, cardHistoryApi.snacks, async (c, { query }) => {
    const { db } = c.get("deps");
    const t = cardSnacks;
    const where = await historyWhere(db, t, query, [eq(t.type, query.type)]);
    const [sums] = await db
      .select({ count: count(), price: sum(t.tokenPrice) })
      .from(t)
      .where(where);
    const totals = { count: sums?.count ?? 0, tokenPrice: cents(sums?.price ?? null) };
    return c.json({ ...(await historyPage(db, t, query, where)), totals });
  });

  defineRoute(app, cardHistoryApi.staffGames, async (c, { query }) => {
    const { db } = c.get("deps");
    const t = staffCardGames;
    const where = await historyWhere(db, t, query, [
      query.gameName ? contains(t.gameName, query.gameName) : undefined,
    ]);
    const [sums] = await db.select({ count: count() }).from(t).where(where);
    const page = await historyPage(db, t, query, where);
    const results = (page.results as (typeof t.$inferSelect)[]).map(
      ({ staffCardNumber, ...row }) => ({
        ...row,
        cardNumber: staffCardNumber,
      }),
    );
    return c.json({ ...page, results, totals: { count: sums?.count ?? 0 } });
  });

  // The card page's invoice: the customer invoice a purchase row names (src/contract/money.ts).
  defineRoute(app, cardHistoryApi.invoicePdf, async (c, { params: { id } }) => {
    const { db, config } = c.get("deps");
    const invoice = await customerInvoicePdf(db, config, { id });
    if (!invoice) throw new ApiError(404, "not_found");
    return c.body(new Uint8Array(invoice.pdf), 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${invoice.number}.pdf"`,
    });
  });
}
