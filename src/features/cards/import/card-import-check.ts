/**
 * Judges the lines of an import file with the contract's rules (src/contract/card-import.ts)
 * before anything is sent: each line becomes a row to send, or is rejected with its code and the
 * cell at fault. The server judges again what only it knows (known numbers).
 */
import {
  cardImportRowSchema,
  expiresBeforeActivation,
  rowKeys,
  type CardImportCode,
  type CardImportRow,
} from "@/contract/card-import";
import type { FileLine, ImportColumn } from "./card-import-file";

/** A line ready to send. */
export interface ValidLine {
  line: number;
  row: CardImportRow;
}

/** A line not imported: its number in the file, the cell at fault and why. */
export interface RejectedLine {
  line: number;
  value: string;
  code: CardImportCode;
}

export interface CheckedFile {
  valid: ValidLine[];
  rejected: RejectedLine[];
}

const ACTIVE: Record<string, boolean> = {
  "": true,
  oui: true,
  o: true,
  yes: true,
  y: true,
  vrai: true,
  true: true,
  "1": true,
  non: false,
  n: false,
  no: false,
  faux: false,
  false: false,
  "0": false,
};

/** "JJ/MM/AAAA" or "YYYY-MM-DD" as YYYY-MM-DD, "" as null; undefined when not a real day. */
export function dayOf(cell: string): string | null | undefined {
  if (cell === "") return null;
  const french = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cell);
  const [year, month, day] = french
    ? [french[3], french[2], french[1]]
    : iso
      ? [iso[1], iso[2], iso[3]]
      : [];
  if (!year || !month || !day) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const text = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return date.toISOString().slice(0, 10) === text ? text : undefined;
}

const CODE_OF_FIELD: Partial<Record<string, CardImportCode>> = {
  number: "invalid_number",
  publicNumber: "invalid_public_number",
  activationDate: "invalid_date",
  expirationDate: "invalid_date",
};

/** One line's row, or the first rule it breaks with the cell at fault. */
function judge(
  cells: Record<ImportColumn, string>,
): { row: CardImportRow } | { code: CardImportCode; value: string } {
  const activationDate = dayOf(cells.activationDate);
  const expirationDate = dayOf(cells.expirationDate);
  const isActive = ACTIVE[cells.isActive.toLowerCase()];
  const parsed = cardImportRowSchema.safeParse({
    ...cells,
    activationDate,
    expirationDate,
    isActive,
  });
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "number") as ImportColumn;
    return { code: CODE_OF_FIELD[field] ?? "invalid_active", value: cells[field] ?? "" };
  }
  if (activationDate === undefined) return { code: "invalid_date", value: cells.activationDate };
  if (expirationDate === undefined) return { code: "invalid_date", value: cells.expirationDate };
  if (isActive === undefined) return { code: "invalid_active", value: cells.isActive };
  if (expiresBeforeActivation(parsed.data))
    return {
      code: "expiration_before_activation",
      value: `${cells.activationDate} → ${cells.expirationDate}`,
    };
  return { row: parsed.data };
}

/** Every line judged; a number already given by an earlier valid line is a duplicate. */
export function checkLines(lines: FileLine[]): CheckedFile {
  const valid: ValidLine[] = [];
  const rejected: RejectedLine[] = [];
  const claimed = new Map<string, string>();
  for (const { line, cells } of lines) {
    const judged = judge(cells);
    if ("code" in judged) {
      rejected.push({ line, ...judged });
      continue;
    }
    const keys = rowKeys(judged.row);
    const repeated = keys.find((key) => claimed.has(key));
    if (repeated !== undefined) {
      rejected.push({ line, code: "duplicate_in_file", value: claimed.get(repeated) ?? "" });
      continue;
    }
    keys.forEach((key, i) =>
      claimed.set(key, i === 0 ? judged.row.number : judged.row.publicNumber),
    );
    valid.push({ line, row: judged.row });
  }
  return { valid, rejected };
}
