/**
 * A card's histories (purchases, games, snacks), paged newest first, optionally for one card
 * (technical or public number), and the PDF invoice of a purchase row. Rows carry their
 * `cardNumber` besides the contract's fields, for the venue-wide lists (`cardHistoryApi`).
 */
import { count, desc, eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Hono } from "hono";
import type { z } from "zod";
import type { historyQuerySchema } from "../../src/contract/cards";
import { cardHistoryApi } from "../../src/contract/cards.endpoints";
import type { Db } from "../db/database";
import { cardGames, cardPurchases, cardSnacks } from "../db/schema/cards.schema";
import { sites } from "../db/schema/sites.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { pageOf } from "../http/paging";
import { findCard } from "./card.repository";
import { invoicePdf } from "./invoice-pdf";

type HistoryTable = SQLiteTable & {
  cardNumber: SQLiteColumn;
  date: SQLiteColumn;
  id: SQLiteColumn;
};

async function historyPage(db: Db, table: HistoryTable, q: z.output<typeof historyQuerySchema>) {
  let where: SQL | undefined;
  if (q.cardNumber) {
    // An unknown card has an empty history, not a 404: the tab of a just-created card.
    const card = await findCard(db, q.cardNumber);
    where = eq(table.cardNumber, card?.number ?? q.cardNumber);
  }
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

export function registerCardHistoryRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, cardHistoryApi.purchases, async (c, { query }) =>
    c.json(await historyPage(c.get("deps").db, cardPurchases, query)),
  );
  defineRoute(app, cardHistoryApi.games, async (c, { query }) =>
    c.json(await historyPage(c.get("deps").db, cardGames, query)),
  );
  defineRoute(app, cardHistoryApi.snacks, async (c, { query }) =>
    c.json(await historyPage(c.get("deps").db, cardSnacks, query)),
  );

  defineRoute(app, cardHistoryApi.invoicePdf, async (c, { params: { id } }) => {
    const { db, config } = c.get("deps");
    const [row] = await db.select().from(cardPurchases).where(eq(cardPurchases.id, id));
    if (!row) throw new ApiError(404, "not_found");
    const [site] = await db.select({ name: sites.name }).from(sites).limit(1);
    const pdf = invoicePdf({
      title: site?.name ?? "",
      lines: [
        `Facture / Invoice n° ${row.invoiceId ?? row.id}`,
        `Date: ${row.date.slice(0, 10)}`,
        `Carte / Card: ${row.cardNumber}`,
        `Type: ${row.type}`,
        `Unités / Units: ${row.tokens}`,
        `Unités bonus / Bonus units: ${row.freeTokens}`,
        `Montant TTC / Amount: ${row.amount.toFixed(2)} ${config.currency}`,
        ...(row.kioskName ? [`Borne / Kiosk: ${row.kioskName}`] : []),
      ],
    });
    return c.body(new Uint8Array(pdf), 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${id}.pdf"`,
    });
  });
}
