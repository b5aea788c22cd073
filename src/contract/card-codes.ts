/**
 * What a play card's printed code holds, and how the scanner turns a code into card numbers
 * (the one rule, used by src/features/cards/scanned-card.ts and printed by scripts/demo-cards.ts).
 *
 * - QR code, Code 128 and Code 39 hold the technical or the public number itself: it is used as
 *   read (trimmed).
 * - EAN-13, EAN-8 and UPC-A hold digits only, padded with zeros on the left and followed by a
 *   check digit: a 10-digit technical number such as 0420000001 is printed as the EAN-13
 *   0004200000013. Their text as read comes first, then the payload without its check digit,
 *   then that payload without one, two, … of its leading zeros (000420000001, 00420000001,
 *   0420000001, 420000001): the card is the first of these numbers that exists.
 * - A code of unknown symbology (a keyboard-wedge reader, a number typed by hand) is taken as
 *   read, and also as EAN-13, EAN-8 or UPC-A when it is 8, 12 or 13 digits whose last one is
 *   their check digit.
 * - Anything longer than a card number (FIELD_LIMITS.cardNumber) or empty names no card.
 */
import { FIELD_LIMITS } from "./rules-codes";

/** Symbologies the scanner reads, as the Barcode Detection API names them. */
export const CARD_CODE_FORMATS = [
  "qr_code",
  "code_128",
  "code_39",
  "ean_13",
  "ean_8",
  "upc_a",
] as const;
export type CardCodeFormat = (typeof CARD_CODE_FORMATS)[number];

/** Retail symbologies: digits only, zero-padded, with a check digit at the end. */
const RETAIL_FORMATS: ReadonlySet<string> = new Set(["ean_13", "ean_8", "upc_a"]);
const KNOWN_FORMATS: ReadonlySet<string> = new Set(CARD_CODE_FORMATS);

export interface ScannedCode {
  /** The decoded text (Barcode Detection API rawValue). */
  text: string;
  /** The symbology (Barcode Detection API format); "unknown" from a keyboard-wedge reader or typed. */
  format: string;
}

/** The card numbers a code may name, most likely first; empty when it can name none. */
export function cardNumbersFromCode({ text, format }: ScannedCode): string[] {
  const read = text.trim();
  if (read === "" || read.length > FIELD_LIMITS.cardNumber) return [];
  const retail = RETAIL_FORMATS.has(format)
    ? /^\d{8,13}$/.test(read)
    : !KNOWN_FORMATS.has(format) && /^(\d{8}|\d{12,13})$/.test(read) && checkDigitOk(read);
  if (!retail) return [read];
  const payload = read.slice(0, -1);
  const numbers = [read, payload];
  for (let zeros = 1; payload[zeros - 1] === "0" && zeros < payload.length; zeros++) {
    numbers.push(payload.slice(zeros));
  }
  return numbers;
}

/** GS1 check digit of a payload: weights 3 and 1 from the right. */
function checkDigitOf(payload: string): string {
  const sum = [...payload].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return String((10 - (sum % 10)) % 10);
}

const checkDigitOk = (code: string) => checkDigitOf(code.slice(0, -1)) === code.at(-1);

/** The EAN-13 that prints a card number of up to 12 digits: zero-padded, with its check digit. */
export function ean13Of(number: string): string | null {
  if (!/^\d{1,12}$/.test(number)) return null;
  const payload = number.padStart(12, "0");
  return payload + checkDigitOf(payload);
}
