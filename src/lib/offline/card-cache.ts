/** The cached cards: every card seen, found again by technical or public number, even offline. */
import { holderName, type Card, type CardSuggestions } from "@/contract/cards";
import { matchRank, rankCards, SEARCH_LIMITS } from "@/contract/search";
import { db as defaultDb, type BackOfficeDb, type CachedCard } from "./db";
import type { EntityCache } from "./entity-cache";

/** The numbers a cached card is found by: technical and public, lower case. */
export function cardKeys(card: Pick<Card, "number" | "publicNumber">): string[] {
  return [...new Set([card.number.toLowerCase(), card.publicNumber.toLowerCase()])];
}

function isCard(value: unknown): value is Card {
  const card = value as Partial<Card> | null;
  return (
    typeof card === "object" &&
    card !== null &&
    typeof card.number === "string" &&
    typeof card.publicNumber === "string" &&
    typeof card.balanceTokens === "number"
  );
}

const cached = (card: Card, fetchedAt: number): CachedCard => ({
  number: card.number,
  keys: cardKeys(card),
  card,
  fetchedAt,
});

/** What card commands do to the cached cards (src/features/cards/card-commands.ts). */
export const cardCache: EntityCache<Card> = {
  tables: (database) => [database.cards],
  keep: async (database, number, seen, at) => {
    if (!(await database.cards.get(number))) await database.cards.put(cached(seen, at));
  },
  settle: async (database, number, effect, answer, at) => {
    const known = await database.cards.get(number);
    if (known && effect) await database.cards.put({ ...known, card: effect(known.card) });
    if (isCard(answer)) await database.cards.put(cached(answer, at));
  },
};

export function rememberCards(
  cards: readonly Card[],
  database: BackOfficeDb = defaultDb,
  fetchedAt = Date.now(),
): Promise<unknown> {
  return database.cards.bulkPut(
    cards.map((card) => ({ number: card.number, keys: cardKeys(card), card, fetchedAt })),
  );
}

/** The card a scan or a typed number names, technical or public, whatever its case. */
export function findCachedCard(
  number: string,
  database: BackOfficeDb = defaultDb,
): Promise<CachedCard | undefined> {
  return database.cards.where("keys").equals(number.trim().toLowerCase()).first();
}

const searchable = (card: Card) => ({
  ...card,
  firstName: card.customerFirstName,
  lastName: card.customerLastName,
});

/**
 * The offline card search: the server's rule (src/contract/search.ts) over the cards this tablet
 * has seen, each filled field on its own columns, best first.
 */
export async function searchCachedCards(
  query: { number?: string; firstName?: string; lastName?: string },
  database: BackOfficeDb = defaultDb,
): Promise<Card[]> {
  const fields = [
    { text: query.number, of: (c: Card) => ({ ...c, firstName: null, lastName: null }) },
    {
      text: query.firstName,
      of: (c: Card) => ({
        number: "",
        publicNumber: "",
        firstName: c.customerFirstName,
        lastName: null,
      }),
    },
    {
      text: query.lastName,
      of: (c: Card) => ({
        number: "",
        publicNumber: "",
        firstName: null,
        lastName: c.customerLastName,
      }),
    },
  ].filter((field) => field.text?.trim());
  const cards = (await database.cards.toArray()).map((row) => row.card);
  const found = cards.filter((card) =>
    fields.every((field) => matchRank(field.of(card), field.text ?? "") !== null),
  );
  const text = fields.map((field) => field.text).join(" ");
  return rankCards(found.map(searchable), text).slice(0, SEARCH_LIMITS.results);
}

/** Autocomplete offline: the same rule and the same cap as the server's, over the cached cards. */
export async function suggestCachedCards(
  text: string,
  database: BackOfficeDb = defaultDb,
): Promise<CardSuggestions> {
  const cards = (await database.cards.toArray()).map((row) => searchable(row.card));
  const found = rankCards(cards, text);
  return {
    values: found.slice(0, SEARCH_LIMITS.suggestions).map((card) => ({
      number: card.number,
      publicNumber: card.publicNumber,
      customerName: holderName(card),
      isActive: card.isActive,
      balanceTokens: card.balanceTokens,
      balanceFreeTokens: card.balanceFreeTokens,
      // Not in a cached card (src/contract/cards.ts `cardHitSchema`).
      customerCity: null,
      customerEmail: null,
    })),
    more: found.length > SEARCH_LIMITS.suggestions,
  };
}
