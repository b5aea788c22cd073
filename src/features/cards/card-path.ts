/** The details page of a card, found by its technical or public number (what a scan reads). */
export const cardPath = (number: string) => `/cards/details/${encodeURIComponent(number)}`;
