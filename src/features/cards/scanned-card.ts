import { cardNumbersFromCode, type ScannedCode } from "@/contract/card-codes";
import type { Card } from "@/contract/cards";
import { cardsApi } from "@/contract/cards.endpoints";
import { call } from "@/lib/api/call";
import { loadCardPage } from "./card-page-loader";
import { findCachedCard, rememberCards } from "@/lib/offline/card-cache";

type Fetch = (number: string) => Promise<Card>;

const getCard: Fetch = (number) => call(cardsApi.one, { params: { number } });

/**
 * The number of the card a scanned or typed code names (rule: src/contract/card-codes.ts), found
 * as fast as can be: from this tablet's cache at once when it has the card; for a code naming one
 * number, the card is asked of the API now (its answer fills the cache the details screen reads)
 * and the number is returned without waiting, so the request and the screen's code load together;
 * for a retail code naming several, they are asked together and the first that exists wins.
 * Null when the code can name no card.
 */
export async function scannedCardNumber(
  code: ScannedCode,
  fetchCard: Fetch = getCard,
): Promise<string | null> {
  const numbers = cardNumbersFromCode(code);
  const [first] = numbers;
  if (first === undefined) return null;
  for (const number of numbers) {
    if (await findCachedCard(number)) return number;
  }
  const remember = (card: Card) => rememberCards([card]);
  if (numbers.length === 1) {
    // The details screen shows its own error (not found, offline) if this one fails.
    void fetchCard(first).then(remember, () => undefined);
    return first;
  }
  const found = await Promise.all(
    numbers.map((number) =>
      fetchCard(number).then(
        (card) => ({ number, card }),
        () => null,
      ),
    ),
  );
  const hit = found.find((result) => result !== null);
  if (!hit) return first;
  await remember(hit.card);
  return hit.number;
}

/** The card details screen's code, asked for as soon as a scanner opens or a code is read. */
export const preloadCardDetails = loadCardPage;
