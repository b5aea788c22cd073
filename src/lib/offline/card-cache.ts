/** The cached cards: every card seen, found again by technical or public number, even offline. */
import type { Card } from "@/contract/cards";
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

/** The offline card search: the same criteria as the API's, over the cards this tablet has seen. */
export async function searchCachedCards(
  query: { number?: string; firstName?: string; lastName?: string },
  database: BackOfficeDb = defaultDb,
): Promise<Card[]> {
  const number = query.number?.trim().toLowerCase() ?? "";
  const first = query.firstName?.trim().toLowerCase() ?? "";
  const last = query.lastName?.trim().toLowerCase() ?? "";
  const rows = await database.cards
    .filter(
      ({ keys, card }) =>
        (!number || keys.some((k) => k.includes(number))) &&
        (!first || (card.customerFirstName ?? "").toLowerCase().includes(first)) &&
        (!last || (card.customerLastName ?? "").toLowerCase().includes(last)),
    )
    .limit(50)
    .toArray();
  return rows.map((r) => r.card);
}
