/**
 * The one search rule for cards and customers, shared by the reference server (SQL over the keys
 * kept beside each customer, server/search/card-search.ts) and the app (the cards this tablet has
 * cached, src/lib/offline/card-cache.ts):
 *
 * - the text is cut into words; accents, case and extra spaces do not count ("Émile" = "emile");
 * - a card matches when every word is found anywhere in its technical number, its public number,
 *   or its customer's first or last name ("01" finds PC-000001, "jean testeur" and "testeur jean"
 *   find Jean Testeur's cards);
 * - matches are ranked: exact first (a number, or the full name in either order, is the text), then
 *   prefix (a number, a name or the full name starts with it), then contained; within a rank, by
 *   technical number;
 * - autocomplete gives at most SEARCH_LIMITS.suggestions and says when there are more.
 */
export const SEARCH_LIMITS = {
  /** Characters typed before suggestions start (spec section 9: "more than one"). */
  minChars: 2,
  /** Suggestions shown at once. */
  suggestions: 10,
  /** Rows of a search form's answer. */
  results: 50,
  /** Words of one search text taken into account (the rest is ignored). */
  words: 5,
  /** Characters of one search text taken into account. */
  chars: 100,
} as const;

/** Lower case, without accents (Unicode compatibility decomposition, marks dropped), spaces collapsed. */
export function searchKey(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The words of a search text, as keys, bounded (SEARCH_LIMITS). */
export function searchWords(text: string): string[] {
  return searchKey(text.slice(0, SEARCH_LIMITS.chars))
    .split(" ")
    .filter(Boolean)
    .slice(0, SEARCH_LIMITS.words);
}

export const MATCH_RANK = { exact: 0, prefix: 1, contained: 2 } as const;
export type MatchRank = (typeof MATCH_RANK)[keyof typeof MATCH_RANK];

/** What a card is found by: its two numbers and its customer's names (null: no customer). */
export interface Searchable {
  number: string;
  publicNumber: string;
  firstName: string | null;
  lastName: string | null;
}

/** The rank of a card for a search text, or null when it does not match (the rule above). */
export function matchRank(card: Searchable, text: string): MatchRank | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const query = words.join(" ");
  const numbers = [searchKey(card.number), searchKey(card.publicNumber)];
  const first = searchKey(card.firstName ?? "");
  const last = searchKey(card.lastName ?? "");
  const fields = [...numbers, first, last].filter(Boolean);
  if (!words.every((word) => fields.some((field) => field.includes(word)))) return null;
  const names = card.lastName === null ? [] : [`${first} ${last}`, `${last} ${first}`];
  if ([...numbers, ...names].includes(query)) return MATCH_RANK.exact;
  if ([...fields, ...names].some((field) => field.startsWith(query))) return MATCH_RANK.prefix;
  return MATCH_RANK.contained;
}

/** Cards that match, best first (rank, then technical number). */
export function rankCards<T extends Searchable>(cards: T[], text: string): T[] {
  return cards
    .map((card) => ({ card, rank: matchRank(card, text) }))
    .filter((hit): hit is { card: T; rank: MatchRank } => hit.rank !== null)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        (a.card.number < b.card.number ? -1 : a.card.number > b.card.number ? 1 : 0),
    )
    .map((hit) => hit.card);
}
