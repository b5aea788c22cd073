/**
 * The last cards opened on this device, newest first, for the search page (recent-cards-list.tsx).
 * Kept in the cache's key-value table (`reads`, key RECENT_CARDS_KEY: src/lib/offline/db.ts), so
 * wiped with the rest of the cached customer data at logout or when another employee signs in.
 * Each entry is the card as it was when opened; shown with what this tablet last saw of it (the
 * cached card, refreshed by every screen that fetches it), when it still has it.
 */
import { useEffect } from "react";
import { holderName, type Card } from "@/contract/cards";
import { db as defaultDb, type BackOfficeDb } from "@/lib/offline/db";
import type { CardHitView } from "./card-search-hit";

export const RECENT_CARDS_KEY = "recent-cards";
/** How many are kept and shown. */
export const RECENT_CARDS_MAX = 8;

export type RecentCard = Pick<
  CardHitView,
  "number" | "publicNumber" | "customerName" | "isActive" | "balanceTokens" | "balanceFreeTokens"
> & { openedAt: number };

type Opened = Omit<RecentCard, "openedAt">;

const isRecent = (value: unknown): value is RecentCard => {
  const entry = value as Partial<RecentCard> | null;
  return (
    typeof entry === "object" &&
    entry !== null &&
    typeof entry.number === "string" &&
    typeof entry.publicNumber === "string" &&
    typeof entry.openedAt === "number"
  );
};

export async function readRecent(database: BackOfficeDb): Promise<RecentCard[]> {
  const data = (await database.reads.get(RECENT_CARDS_KEY))?.data;
  return Array.isArray(data) ? data.filter(isRecent) : [];
}

/** The card as the list keeps it (no more than it shows). */
export const openedOf = (card: Card): Opened => ({
  number: card.number,
  publicNumber: card.publicNumber,
  customerName: holderName(card),
  isActive: card.isActive,
  balanceTokens: card.balanceTokens,
  balanceFreeTokens: card.balanceFreeTokens,
});

/** Puts the card first (once), keeping the RECENT_CARDS_MAX newest. */
export function noteOpenedCard(
  card: Opened,
  database: BackOfficeDb = defaultDb,
  at = Date.now(),
): Promise<void> {
  return database.transaction("rw", database.reads, async () => {
    const others = (await readRecent(database)).filter((c) => c.number !== card.number);
    const { number, publicNumber, customerName, isActive, balanceTokens, balanceFreeTokens } = card;
    const entry = {
      number,
      publicNumber,
      customerName,
      isActive,
      balanceTokens,
      balanceFreeTokens,
    };
    const data = [{ ...entry, openedAt: at }, ...others].slice(0, RECENT_CARDS_MAX);
    await database.reads.put({ key: RECENT_CARDS_KEY, data, fetchedAt: at });
  });
}

export async function clearRecentCards(database: BackOfficeDb = defaultDb): Promise<void> {
  await database.reads.delete(RECENT_CARDS_KEY);
}

/** For the card page: notes the card once it shows (again when another card is opened). */
export function useNoteOpenedCard(card: Card | undefined): void {
  const number = card?.number;
  useEffect(() => {
    if (card) void noteOpenedCard(openedOf(card)).catch(() => undefined);
    // Once per card opened, not at each change of its balances.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [number]);
}
