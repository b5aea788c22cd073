/** The one-field card search (card-search.tsx) over the cards this tablet has seen, offline. */
import type { Card } from "@/contract/cards";
import { rankCards, searchKey, SEARCH_LIMITS } from "@/contract/search";
import { db as defaultDb, type BackOfficeDb } from "@/lib/offline/db";

/** The server's rule (src/contract/search.ts), every word anywhere, best first, as many. */
export async function searchCachedText(
  text: string,
  database: BackOfficeDb = defaultDb,
): Promise<Card[]> {
  const cards = (await database.cards.toArray()).map(({ card }) => ({
    ...card,
    firstName: card.customerFirstName,
    lastName: card.customerLastName,
  }));
  return rankCards(cards, text).slice(0, SEARCH_LIMITS.results);
}

/** The card the text names by one of its numbers (any case): Enter opens it at once. */
export function namedCard<T extends Pick<Card, "number" | "publicNumber">>(
  found: readonly T[],
  text: string,
): T | undefined {
  const key = searchKey(text);
  if (found.length === 1) return found[0];
  return found.find((card) => [card.number, card.publicNumber].some((n) => searchKey(n) === key));
}
