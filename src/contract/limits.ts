/**
 * Business bounds of the numbers the API takes and keeps. Each is far above what a venue ever
 * reaches and far below what SQLite's integers and JavaScript's numbers hold exactly (2^53), so a
 * sum of two bounded values is still exact; the server checks a sum against its bound before it
 * writes it (a 400 `balance_limit`), and database triggers refuse anything beyond (migration 0002).
 */
export const LIMITS = {
  /** Units, or bonus units, on one card. */
  balance: 1_000_000,
  /** Units bought over a card's life. */
  totalPurchased: 100_000_000,
  /** One bonus change, added or removed at once. */
  bonusChange: 10_000,
  /** A row id in a path or a body. */
  id: 2_147_483_647,
  /** A 0-based page index of a list. */
  page: 100_000,
  /** Rows in one page of a list. */
  pageSize: 200,
  /** A device's ping delay, seconds (one day). */
  pingDelay: 86_400,
  /** An amount of money or a price in units, either sign (a sale, a refund). */
  amount: 1_000_000,
  /** A customer's fidelity points. */
  fidelityPoints: 100_000_000,
  /** A role's rank. */
  rank: 1_000,
  /** Rows of a list counted at once. */
  total: 100_000_000,
  /** A catalogue price (a game's purchase or selling price, a price product), euros. */
  price: 1_000_000,
  /** Units one play of a game costs. */
  tokenPrice: 1_000,
  /** A game's free-play, happy-hour or tap delay, seconds (one day). */
  delay: 86_400,
  /** Players of one game at once. */
  players: 16,
} as const;

/**
 * The one normalisation of card and staff-card numbers, for the duplicate check and the unique
 * index alike: trimmed, Unicode NFKC, then upper case with Unicode's full case mapping (so "é-1"
 * and "É-1", or "ß-1" and "SS-1", are one number).
 */
export function numberKey(value: string): string {
  return value.trim().normalize("NFKC").toUpperCase().normalize("NFKC");
}
