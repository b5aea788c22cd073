/**
 * Importing a box of new cards from a CSV file (issue 26): the browser reads the file
 * (src/features/cards/import/), checks every line with the rules below and sends the valid ones
 * in calls of at most CARD_IMPORT_LIMITS.rowsPerCall rows (`cardImportApi.run`,
 * server/cards/card-import.route.ts).
 *
 * Decisions:
 * - The columns: technical number, public number, activation date, expiration date, active. A
 *   first line whose cells name them (French or English, case, accents, spaces, "_" and "-"
 *   ignored: `numero;numero_public;date_activation;date_expiration;actif` or
 *   `number;publicNumber;activationDate;expirationDate;isActive`) is a header, and the columns go
 *   by name in any order (others are ignored); otherwise there is no header and the columns are
 *   in that order. Separator `;` or `,` (detected), UTF-8 with or without BOM, empty lines skipped.
 * - Numbers follow the card form's rule (cards.ts): required, trimmed, at most
 *   FIELD_LIMITS.cardNumber characters. A card's technical and public numbers, and a staff
 *   card's, share one registry (numberKey of limits.ts: case and Unicode form ignored).
 * - Dates: empty, `JJ/MM/AAAA` (French Excel) or `YYYY-MM-DD`; the expiration is not before the
 *   activation (the same day is allowed). Active: oui/non, yes/no, vrai/faux, true/false, 1/0,
 *   empty = active.
 * - A row whose technical number is already a card's is skipped (`skipped`): importing the same
 *   file again creates nothing. A row is refused (`refused`, with its code) when its technical
 *   number is another card's public number or a staff card's number (`number_taken`), its public
 *   number is already another card's or a staff card's (`public_number_taken`: public numbers
 *   are unique, as the card form's POST /api/card says with `number_duplicated`), it repeats a
 *   number of an earlier row (`duplicate_in_file`), or its expiration is before its activation.
 * - A row that breaks a field rule (empty or too long number, a date that is not YYYY-MM-DD)
 *   makes the whole call a 400 `validation_failed` (issues `rows.<index>.<field>`): the browser
 *   never sends one, it shows it as refused in the preview.
 * - `dryRun: true` answers what the call would do and writes nothing: the preview uses it to
 *   say which numbers are already known before anything is imported.
 */
import { z } from "zod";
import { nullableDay } from "./dates";
import { numberKey } from "./limits";
import { FIELD_LIMITS, text } from "./rules";

/** Rows a call takes; lines and bytes a file may have (10,000 lines import in a few seconds). */
export const CARD_IMPORT_LIMITS = {
  rowsPerCall: 500,
  fileRows: 20_000,
  fileBytes: 4 * 1024 * 1024,
} as const;

/** Why a row is not imported: the first four said by the preview only, the others by the server too. */
export const CARD_IMPORT_CODES = [
  "invalid_number",
  "invalid_public_number",
  "invalid_date",
  "invalid_active",
  "expiration_before_activation",
  "duplicate_in_file",
  "number_taken",
  "public_number_taken",
] as const;
export type CardImportCode = (typeof CARD_IMPORT_CODES)[number];

const cardNumber = () => text({ required: true, max: FIELD_LIMITS.cardNumber, trim: true });

/** One card to import, as sent: dates YYYY-MM-DD or null, active true by default. */
export const cardImportRowSchema = z.object({
  number: cardNumber(),
  publicNumber: cardNumber(),
  activationDate: nullableDay(),
  expirationDate: nullableDay(),
  isActive: z.boolean().default(true),
});
export type CardImportRow = z.output<typeof cardImportRowSchema>;

/** POST /api/card/import: 1 to CARD_IMPORT_LIMITS.rowsPerCall rows, in one transaction. */
export const cardImportRequestSchema = z.object({
  rows: z.array(cardImportRowSchema).min(1).max(CARD_IMPORT_LIMITS.rowsPerCall),
  dryRun: z.boolean().default(false),
});
export type CardImportRequest = z.input<typeof cardImportRequestSchema>;

const rowCount = () => z.number().int().min(0).max(CARD_IMPORT_LIMITS.rowsPerCall);

/** What a call did: cards created, rows skipped (number known), rows refused by index. */
export const cardImportAnswerSchema = z.object({
  created: rowCount(),
  skipped: rowCount(),
  refused: z.array(
    z.object({
      index: z
        .number()
        .int()
        .min(0)
        .max(CARD_IMPORT_LIMITS.rowsPerCall - 1),
      code: z.enum(CARD_IMPORT_CODES),
    }),
  ),
});
export type CardImportAnswer = z.infer<typeof cardImportAnswerSchema>;

/** The one rule across two dates of a row (days as YYYY-MM-DD compare as text). */
export function expiresBeforeActivation(row: {
  activationDate: string | null;
  expirationDate: string | null;
}): boolean {
  const { activationDate: from, expirationDate: to } = row;
  return from !== null && to !== null && to < from;
}

/** The registry keys of a row's numbers (one, when both numbers are the same number). */
export const rowKeys = (row: Pick<CardImportRow, "number" | "publicNumber">): string[] => [
  ...new Set([numberKey(row.number), numberKey(row.publicNumber)]),
];
