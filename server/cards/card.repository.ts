/**
 * Reading cards as the contract's `Card` (with the customer's names), by technical or public
 * number: a scanner or a keyboard may give either, and public numbers are matched ignoring case.
 */
import { count, eq, inArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Card } from "../../src/contract/cards";
import { numberKey } from "../../src/contract/limits";
import type { Db } from "../db/database";
import { cardNumberKeys, cards } from "../db/schema/cards.schema";
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

/**
 * Cards as the search and the autocomplete find them (src/contract/cards.ts `cardHitSchema`): with
 * their customer's city and e-mail when `withContact` (the caller may read customers), else null.
 */
export function selectCardHits(db: Db, withContact: boolean) {
  const contact = (column: SQLWrapper) =>
    withContact ? sql<string | null>`${column}` : sql<string | null>`null`;
  return db
    .select({
      ...cardColumns,
      customerCity: contact(customers.city),
      customerEmail: contact(customers.email),
    })
    .from(cards)
    .leftJoin(customers, eq(customers.id, cards.customerId));
}

/** A card by its technical number as given, or by either number under its `numberKey`. */
export const matchesNumber = (value: string): SQL =>
  or(
    eq(cards.number, value),
    sql`${cards.number} = (select ${cardNumberKeys.cardNumber} from ${cardNumberKeys} where ${cardNumberKeys.key} = ${numberKey(value)})`,
  )!;

export async function findCard(db: Db, value: string): Promise<Card | undefined> {
  const [row] = await selectCards(db).where(matchesNumber(value)).limit(1);
  return row;
}

export async function requireCard(db: Db, value: string): Promise<Card> {
  const card = await findCard(db, value);
  if (!card) throw new ApiError(404, "not_found");
  return card;
}

export const today = () => new Date().toISOString().slice(0, 10);

/** Whether any of `values` is already a technical or public number of a card or staff card. */
export async function numberTaken(db: Db, values: string[]): Promise<boolean> {
  const keys = [...new Set(values.map(numberKey))];
  const [row] = await db
    .select({ n: count() })
    .from(cardNumberKeys)
    .where(inArray(cardNumberKeys.key, keys));
  return (row?.n ?? 0) > 0;
}

type Owner = { cardNumber: string } | { staffCardNumber: string };

/** The registry rows of a card's or staff card's numbers (its two numbers may share one key). */
export function numberKeyRows(owner: Owner, values: string[]) {
  return [...new Set(values.map(numberKey))].map((key) => ({ key, ...owner }));
}

/**
 * Writes a card or staff card (`insertOwner`) and registers its numbers, in the caller's
 * transaction. The check and the primary key use the same normalisation, so a duplicate is
 * `400 number_duplicated`, never a 500.
 */
export async function claimNumbers(
  db: Db,
  owner: Owner,
  values: string[],
  insertOwner: () => Promise<unknown> = async () => undefined,
): Promise<void> {
  if (await numberTaken(db, values)) throw new ApiError(400, "number_duplicated");
  await insertOwner();
  await db.insert(cardNumberKeys).values(numberKeyRows(owner, values));
}
