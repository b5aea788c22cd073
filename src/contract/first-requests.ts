/**
 * The API paths of a screen's first data, declared without zod so that the start-up
 * (src/main.tsx) can ask for them before the screen's code and its contract have come
 * (src/lib/api/early.ts). The endpoints (src/contract/*.endpoints.ts) use them: each path is
 * still declared once.
 */

/** A card by its technical or public number (cards.endpoints.ts, `one`). */
export const CARD_BY_NUMBER = "/api/card/number/:number";
