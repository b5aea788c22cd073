/**
 * The card import's call (issue 26): a box of new cards from a CSV file, sent by the browser in
 * calls of at most 500 rows. Rules and decisions: src/contract/card-import.ts.
 */
import { CARD_IMPORT_LIMITS, cardImportAnswerSchema, cardImportRequestSchema } from "./card-import";
import { endpoint } from "./endpoint";

export const cardImportApi = {
  run: endpoint({
    method: "post",
    path: "/api/card/import",
    requirement: "CARD_ADD",
    summary: `Adds up to ${CARD_IMPORT_LIMITS.rowsPerCall} new cards in one transaction; known numbers are skipped`,
    description: [
      `Each row: \`number\` and \`publicNumber\` (required, trimmed, at most 100 characters), \`activationDate\` and \`expirationDate\` (YYYY-MM-DD or null), \`isActive\` (default true). At most ${CARD_IMPORT_LIMITS.rowsPerCall} rows a call; a row that breaks a field rule refuses the whole call (400 validation_failed, issues \`rows.<index>.<field>\`).`,
      "A row whose technical number is already a card's is skipped (`skipped`): sending the same rows again creates nothing. A row is refused (`refused`: its 0-based `index` in the call and a `code`) when its expiration is before its activation (`expiration_before_activation`), it repeats a number of an earlier row of the call (`duplicate_in_file`), its technical number is another card's public number or a staff card's number (`number_taken`), or its public number is already a card's or a staff card's (`public_number_taken`). Numbers are compared as the card form does: case and Unicode form ignored.",
      "The known numbers are read with one indexed query a call, the cards written in the same transaction. With an Idempotency-Key, a retried call is answered the first answer and creates nothing more. `dryRun: true` answers what the call would do and writes nothing (the import screen's preview).",
    ].join("\n\n"),
    tag: "Cards",
    body: cardImportRequestSchema,
    answers: { 200: cardImportAnswerSchema },
  }),
};
