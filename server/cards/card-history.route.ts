/**
 * The histories (purchases, games, snacks or merchandise, staff games), paged newest first,
 * optionally for one card (technical or public number), filtered (days, type, kiosk, game) with
 * the totals of every filtered row (venue-wide from the daily totals, a card's from its rows:
 * history-totals.ts), and the PDF invoice of a purchase row. Rows carry their `cardNumber`, for the venue-wide lists (`cardHistoryApi`).
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
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
import {
  gameRowTotals,
  gameTotals,
  pageDays,
  purchaseRowTotals,
  purchaseTotals,
  snackRowTotals,
  snackTotals,
} from "./history-totals";
import { customerInvoicePdf, invoiceNumbers } from "../money/customer-invoice";
import { numberKey } from "../../src/contract/limits";

type HistoryTable = SQLiteTable & {
  cardNumber?: SQLiteColumn;
  staffCardNumber?: SQLiteColumn;
  date: SQLiteColumn;
  id: SQLiteColumn;
};
type HistoryQuery = z.output<typeof historyQuerySchema> & {
  from?: string;
  to?: string;
  sort?: string;
};

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

/**
 * A page of the filtered rows, newest first (oldest first with `sort=date.asc`, HISTORY_SORTS);
 * `n` is their count (the totals', counted once). Venue-wide, the daily counts (`days`, newest
 * first) say which days hold the page: it reads those days only.
 */
function historyPage(
  db: Db,
  table: HistoryTable,
  q: HistoryQuery,
  where: SQL | undefined,
  n: number,
  days?: { day: string; n: number }[],
) {
  const oldest = q.sort === "date.asc";
  return pageOf(q, Promise.resolve([{ n }]), (limit, offset) => {
    // Oldest first: the days walked the other way, and the range they give turned round.
    const found = days ? pageDays(oldest ? [...days].reverse() : days, limit, offset) : undefined;
    const at = found && oldest ? { ...found, from: found.to, to: found.from } : found;
    if (offset >= n || at === null) return Promise.resolve([]);
    const order = oldest ? asc : desc;
    return db
      .select()
      .from(table)
      .where(at ? and(where, inDays(table.date, at)) : where)
      .orderBy(order(table.date), order(table.id))
      .limit(limit)
      .offset(at ? at.skip : offset);
  });
}

/**
 * The rows' filter: a card's rows test the text on each (few rows); venue-wide, the text is the
 * names the daily totals resolved it to (none: no rows), so no row's text is read.
 */
function nameFilter(column: SQLiteColumn, text: string | undefined, names: string[] | undefined) {
  if (!text) return undefined;
  if (!names) return contains(column, text);
  return names.length > 0 ? inArray(column, names) : sql`0`;
}

export function registerCardHistoryRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, cardHistoryApi.purchases, async (c, { query }) => {
    const { db } = c.get("deps");
    const t = cardPurchases;
    const daily = query.cardNumber ? undefined : await purchaseTotals(db, query);
    const where = await historyWhere(db, t, query, [
      query.type ? eq(t.type, query.type) : undefined,
      nameFilter(t.kioskName, query.kioskName, daily?.names),
    ]);
    const totals = daily?.totals ?? (await purchaseRowTotals(db, where));
    const page = await historyPage(db, t, query, where, totals.count, daily?.days);
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
    const daily = query.cardNumber ? undefined : await gameTotals(db, query);
    const where = await historyWhere(db, t, query, [
      nameFilter(t.gameName, query.gameName, daily?.names),
    ]);
    const totals = daily?.totals ?? (await gameRowTotals(db, where));
    const page = await historyPage(db, t, query, where, totals.count, daily?.days);
    return c.json({ ...page, totals });
  });
  defineRoute(app, cardHistoryApi.snacks, async (c, { query }) => {
    const { db } = c.get("deps");
    const t = cardSnacks;
    const where = await historyWhere(db, t, query, [eq(t.type, query.type)]);
    const daily = query.cardNumber ? undefined : await snackTotals(db, query);
    const totals = daily?.totals ?? (await snackRowTotals(db, where));
    const page = await historyPage(db, t, query, where, totals.count, daily?.days);
    return c.json({ ...page, totals });
  });

  defineRoute(app, cardHistoryApi.staffGames, async (c, { query }) => {
    const { db } = c.get("deps");
    const t = staffCardGames;
    const where = await historyWhere(db, t, query, [
      query.gameName ? contains(t.gameName, query.gameName) : undefined,
    ]);
    const [counted] = await db.select({ count: count() }).from(t).where(where);
    const page = await historyPage(db, t, query, where, counted?.count ?? 0);
    const results = (page.results as (typeof t.$inferSelect)[]).map(
      ({ staffCardNumber, ...row }) => ({
        ...row,
        cardNumber: staffCardNumber,
      }),
    );
    return c.json({ ...page, results, totals: { count: counted?.count ?? 0 } });
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
