/** The cached cards: every card seen, found again by technical or public number, even offline. */
import type { Card } from "@/contract/cards";
import { db as defaultDb, type BackOfficeDb, type CachedCard } from "./db";
import { cardKeys } from "./outbox";

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
