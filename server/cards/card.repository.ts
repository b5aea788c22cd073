/**
 * Reading cards as the contract's `Card` (with the customer's names), by technical or public
 * number: a scanner or a keyboard may give either, and public numbers are matched ignoring case.
 */
import { count, eq, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Card } from "../../src/contract/cards";
import type { Db } from "../db/database";
import { cards, staffCards } from "../db/schema/cards.schema";
import { customers } from "../db/schema/customers.schema";
import { ApiError } from "../http/api-error";

export type CardRow = typeof cards.$inferSelect;

export const cardColumns = {
  number: cards.number,
  publicNumber: cards.publicNumber,
  isActive: cards.isActive,
  activationDate: cards.activationDate,
  expirationDate: cards.expirationDate,
  balanceTokens: cards.balanceTokens,
  balanceFreeTokens: cards.balanceFreeTokens,
  totalPurchasedTokens: cards.totalPurchasedTokens,
  customerId: cards.customerId,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
};

/** Cards joined with their customer, for any filter/order/page the caller adds. */
export function selectCards(db: Db) {
  return db.select(cardColumns).from(cards).leftJoin(customers, eq(customers.id, cards.customerId));
}

export const matchesNumber = (value: string): SQL =>
  or(eq(cards.number, value), eq(sql`upper(${cards.publicNumber})`, value.toUpperCase()))!;

export async function findCard(db: Db, value: string): Promise<Card | undefined> {
  const [row] = await selectCards(db).where(matchesNumber(value)).limit(1);
  return row;
}

export async function requireCard(db: Db, value: string): Promise<Card> {
  const card = await findCard(db, value);
  if (!card) throw new ApiError(404, "not_found");
  return card;
}

/** LIKE pattern for "starts with" (or "contains"), with the user's % and _ taken literally. */
export function likePattern(text: string, contains = false): string {
  const escaped = text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return `${contains ? "%" : ""}${escaped}%`;
}

export const today = () => new Date().toISOString().slice(0, 10);

/** `column LIKE pattern` with backslash as the escape character (ASCII case-insensitive). */
export const likeText = (column: SQLWrapper, pattern: string): SQL =>
  sql`${column} LIKE ${pattern} ESCAPE '\\'`;

/** Whether any of `values` is already a technical or public number of a card or staff card. */
export async function numberTaken(db: Db, values: string[]): Promise<boolean> {
  const upper = values.map((v) => v.toUpperCase());
  const among = (column: SQLWrapper) =>
    sql`upper(${column}) in (${sql.join(
      upper.map((v) => sql`${v}`),
      sql`, `,
    )})`;
  const [card] = await db
    .select({ n: count() })
    .from(cards)
    .where(or(among(cards.number), among(cards.publicNumber)));
  const [staff] = await db
    .select({ n: count() })
    .from(staffCards)
    .where(or(among(staffCards.number), among(staffCards.publicNumber)));
  return (card?.n ?? 0) + (staff?.n ?? 0) > 0;
}
