/**
 * The search rule of src/contract/search.ts in SQL, for every route that finds cards or
 * customers: autocomplete, the search forms, the list filters and the assign dialog. Names are
 * matched on the customers' search keys (no accents, lower case: `customerSearchKeys`), numbers
 * with LIKE (case ignored). server/search/search.sql.test.ts checks it agrees with `matchRank`.
 */
import { and, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { MATCH_RANK, searchKey, searchWords } from "../../src/contract/search";
import { cards } from "../db/schema/cards.schema";
import { customers } from "../db/schema/customers.schema";

/** The search keys stored beside a customer's names. */
export function customerSearchKeys(names: { firstName: string; lastName: string }) {
  return { searchFirst: searchKey(names.firstName), searchLast: searchKey(names.lastName) };
}

/** The user's text in a LIKE pattern, its % and _ taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** LIKE pattern for "starts with" (or "contains"); every route's LIKE filter is built with it. */
export function likePattern(text: string, contains = false): string {
  return `${contains ? "%" : ""}${escapeLike(text)}%`;
}

/** `column LIKE pattern` with backslash as the escape character (ASCII case-insensitive). */
export const likeText = (column: SQLWrapper, pattern: string): SQL =>
  sql`${column} LIKE ${pattern} ESCAPE '\\'`;

const contains = (column: SQLWrapper, word: string) => likeText(column, likePattern(word, true));
const startsWith = (column: SQLWrapper, text: string) => likeText(column, likePattern(text));

/** Every word is in one of the columns; undefined (no condition) for a text without words. */
export function everyWordIn(text: string, columns: SQLWrapper[]): SQL | undefined {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => or(...columns.map((column) => contains(column, word)))));
}

const NUMBERS = [cards.number, cards.publicNumber];
const NAMES = [customers.searchFirst, customers.searchLast];
const FULL_NAMES = [
  sql`${customers.searchFirst} || ' ' || ${customers.searchLast}`,
  sql`${customers.searchLast} || ' ' || ${customers.searchFirst}`,
];

/** Cards (joined with their customer) that match the text: every word in a number or a name. */
export const cardMatches = (text: string) => everyWordIn(text, [...NUMBERS, ...NAMES]);

/** The list and search forms' separate fields, each by the same rule on its own columns. */
export const numberMatches = (text: string) => everyWordIn(text, NUMBERS);
export const firstNameMatches = (text: string) => everyWordIn(text, [customers.searchFirst]);
export const lastNameMatches = (text: string) => everyWordIn(text, [customers.searchLast]);

/** Customers whose names (and e-mail, when asked) hold every word of the text. */
export const customerMatches = (text: string, withEmail = false) =>
  everyWordIn(text, withEmail ? [...NAMES, customers.email] : NAMES);

/** A match's rank (src/contract/search.ts MATCH_RANK): exact, then prefix, then contained. */
function rankOf(text: string, numbers: SQLWrapper[]): SQL {
  const query = searchWords(text).join(" ");
  const exact = or(
    ...numbers.map((column) => likeText(column, escapeLike(query))),
    ...FULL_NAMES.map((name) => sql`${name} = ${query}`),
  );
  const prefix = or(...[...numbers, ...NAMES, ...FULL_NAMES].map((c) => startsWith(c, query)));
  return sql<number>`case when ${exact} then ${MATCH_RANK.exact} when ${prefix} then ${MATCH_RANK.prefix} else ${MATCH_RANK.contained} end`;
}

/** A matching card's rank, by its numbers and its customer's names. */
export const cardRank = (text: string) => rankOf(text, NUMBERS);

/** A matching customer's rank, by their names. */
export const customerRank = (text: string) => rankOf(text, []);

/** Customers' first and last name fields of a search form, each by the rule on its own key. */
export const customerFieldsMatch = (q: { firstName?: string; lastName?: string }) =>
  and(
    q.firstName ? firstNameMatches(q.firstName) : undefined,
    q.lastName ? lastNameMatches(q.lastName) : undefined,
  );
