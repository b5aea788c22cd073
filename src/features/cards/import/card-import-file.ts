/**
 * Reads a card import file (the columns and rules: src/contract/card-import.ts) into lines the
 * check (card-import-check.ts) judges: papaparse with `;` or `,` detected, a BOM dropped, empty
 * lines skipped, a header line recognised by its names (French or English, case, accents,
 * spaces, "_" and "-" ignored) or the fixed order without one. Loaded with the import screen only.
 */
import Papa from "papaparse";
import { CARD_IMPORT_LIMITS } from "@/contract/card-import";

export const IMPORT_COLUMNS = [
  "number",
  "publicNumber",
  "activationDate",
  "expirationDate",
  "isActive",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The names a header cell may give each column, compared by `simplified`. */
const NAMES: Record<ImportColumn, readonly string[]> = {
  number: ["numero", "number", "numerotechnique", "technicalnumber", "cardnumber", "numerocarte"],
  publicNumber: ["numeropublic", "publicnumber"],
  activationDate: ["dateactivation", "activationdate", "activation"],
  expirationDate: ["dateexpiration", "expirationdate", "expiration"],
  isActive: ["actif", "active", "isactive", "active?", "etat"],
};

/** Lower case, no accents, no spaces, "_" or "-". */
export const simplified = (cell: string) =>
  cell
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s_-]/g, "");

const columnNamed = (cell: string): ImportColumn | undefined =>
  IMPORT_COLUMNS.find((column) => NAMES[column].includes(simplified(cell)));

/** One line of the file: its number (1-based, as a spreadsheet shows it) and its cells. */
export interface FileLine {
  line: number;
  cells: Record<ImportColumn, string>;
}

export type FileProblem = "empty" | "too_big" | "too_many_lines" | "no_number_column";

export type ReadFile = { lines: FileLine[]; header: boolean } | { problem: FileProblem };

/** Which cell holds each column: by the header's names, or in the fixed order. */
function columnsOf(first: string[]): {
  header: boolean;
  at: Partial<Record<ImportColumn, number>>;
} {
  const named = first.map(columnNamed);
  if (named.filter(Boolean).length < 2) {
    return { header: false, at: Object.fromEntries(IMPORT_COLUMNS.map((c, i) => [c, i])) };
  }
  const at: Partial<Record<ImportColumn, number>> = {};
  named.forEach((column, i) => {
    if (column && at[column] === undefined) at[column] = i;
  });
  return { header: true, at };
}

/**
 * `;` or `,`: the one the first non-empty line holds more of (`;` when none). Papa's own guess
 * is thrown by the empty lines it must keep to count lines as a spreadsheet does.
 */
function delimiterOf(text: string): ";" | "," {
  const first = text.split(/\r?\n/).find((line) => line.trim() !== "") ?? "";
  const count = (sign: string) => first.split(sign).length - 1;
  return count(",") > count(";") ? "," : ";";
}

/** The file's text, as the check reads it. */
export function readImportFile(text: string): ReadFile {
  if (text.length > CARD_IMPORT_LIMITS.fileBytes) return { problem: "too_big" };
  const content = text.replace(/^\uFEFF/, "");
  const parsed = Papa.parse<string[]>(content, {
    delimiter: delimiterOf(content),
    skipEmptyLines: false,
  });
  const records = parsed.data
    .map((cells, i) => ({ line: i + 1, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  const [first] = records;
  if (!first) return { problem: "empty" };
  const { header, at } = columnsOf(first.cells);
  if (at.number === undefined) return { problem: "no_number_column" };
  const body = header ? records.slice(1) : records;
  if (body.length === 0) return { problem: "empty" };
  if (body.length > CARD_IMPORT_LIMITS.fileRows) return { problem: "too_many_lines" };
  const lines = body.map(({ line, cells }) => ({
    line,
    cells: Object.fromEntries(
      IMPORT_COLUMNS.map((column) => {
        const index = at[column];
        return [column, (index === undefined ? "" : (cells[index] ?? "")).trim()];
      }),
    ) as Record<ImportColumn, string>,
  }));
  return { lines, header };
}

/** The sample file: the French header, three cards, `;`, CRLF, UTF-8 BOM (French Excel). */
export const SAMPLE_CSV =
  "\uFEFF" +
  [
    "numero;numero_public;date_activation;date_expiration;actif",
    "0420100001;PC-100001;01/03/2026;28/02/2027;oui",
    "0420100002;PC-100002;2026-03-01;2027-02-28;oui",
    "0420100003;PC-100003;;;non",
  ].join("\r\n") +
  "\r\n";

export const SAMPLE_FILE_NAME = "cartes-exemple.csv";

/** What the file picker offers. */
export const CSV_ACCEPT = ".csv,text/csv";
