/**
 * A card's histories (purchases, games, snacks), paged newest first, optionally for one card
 * (technical or public number), and the PDF invoice of a purchase row. Rows carry their
 * `cardNumber` besides the contract's fields, for the venue-wide lists.
 */
import { count, desc, eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Hono } from "hono";
import { z } from "zod";
import { pageQuerySchema } from "../../src/contract/paging";
import type { Db } from "../db/database";
import { cardGames, cardPurchases, cardSnacks } from "../db/schema/cards.schema";
import { sites } from "../db/schema/sites.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { idParamsSchema, pathParams, queryParams } from "../http/validation";
import { findCard } from "./card.repository";
import { invoicePdf } from "./invoice-pdf";

const historyQuery = pageQuerySchema.extend({ cardNumber: z.string().trim().optional() });

type HistoryTable = SQLiteTable & {
  cardNumber: SQLiteColumn;
  date: SQLiteColumn;
  id: SQLiteColumn;
};

async function pageOf(db: Db, table: HistoryTable, c: Parameters<typeof queryParams>[0]) {
  const q = queryParams(c, historyQuery);
  let where;
  if (q.cardNumber) {
    // An unknown card has an empty history, not a 404: the tab of a just-created card.
    const card = await findCard(db, q.cardNumber);
    where = eq(table.cardNumber, card?.number ?? q.cardNumber);
  }
  const [total] = await db.select({ n: count() }).from(table).where(where);
  const results = await db
    .select()
    .from(table)
    .where(where)
    .orderBy(desc(table.date), desc(table.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return { results, total: total?.n ?? 0, currentPage: q.page };
}

const euros = (n: number) => `${n.toFixed(2)} EUR`;

export function registerCardHistoryRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, "get", "/api/card/allPurchaseHistory", "HISTORY_READ", async (c) =>
    c.json(await pageOf(c.get("deps").db, cardPurchases, c)),
  );
  defineRoute(app, "get", "/api/game/gameshistory", "HISTORY_READ", async (c) =>
    c.json(await pageOf(c.get("deps").db, cardGames, c)),
  );
  defineRoute(app, "get", "/api/snack/snacktransactions", "HISTORY_READ", async (c) =>
    c.json(await pageOf(c.get("deps").db, cardSnacks, c)),
  );

  defineRoute(app, "get", "/api/card/Invoice/:id", "INVOICE_PDF", async (c) => {
    const { id } = pathParams(c, idParamsSchema);
    const { db } = c.get("deps");
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
        `Montant TTC / Amount: ${euros(row.amount)}`,
        ...(row.kioskName ? [`Borne / Kiosk: ${row.kioskName}`] : []),
      ],
    });
    return c.body(new Uint8Array(pdf), 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${id}.pdf"`,
    });
  });
}
