/**
 * The translation editor's logic, apart from the screen: which rows show (search, missing only),
 * what is missing, what changed, and which placeholders ("{units}") a text lost.
 */
import { searchKey } from "@/contract/search";

export interface TranslationRow {
  key: string;
  reference: string;
  /** The text as edited (or as saved, when untouched). */
  value: string;
  saved: string;
}

export function translationRows(
  reference: Record<string, string>,
  saved: Record<string, string>,
  edits: Record<string, string>,
): TranslationRow[] {
  return Object.keys(reference)
    .sort()
    .map((key) => ({
      key,
      reference: reference[key] ?? "",
      saved: saved[key] ?? "",
      value: edits[key] ?? saved[key] ?? "",
    }));
}

export const isMissing = (row: TranslationRow) => row.value.trim() === "";

/** The rows a search (key, reference or translation; accents and case ignored) and the switch let through. */
export function visibleRows(
  rows: readonly TranslationRow[],
  search: string,
  missingOnly: boolean,
): TranslationRow[] {
  const wanted = searchKey(search);
  return rows.filter(
    (row) =>
      (!missingOnly || isMissing(row)) &&
      (!wanted ||
        [row.key, row.reference, row.value].some((text) => searchKey(text).includes(wanted))),
  );
}

/** What to send: the keys whose text differs from the saved one (trimmed as the server keeps it). */
export function changedValues(rows: readonly TranslationRow[]): Record<string, string> {
  return Object.fromEntries(
    rows.filter((row) => row.value.trim() !== row.saved).map((row) => [row.key, row.value.trim()]),
  );
}

/** The reference's placeholders ("{price}") a non-empty translation lacks. */
export function lostPlaceholders(row: TranslationRow): string[] {
  if (isMissing(row)) return [];
  const wanted = row.reference.match(/\{[^{}]+\}/g) ?? [];
  return [...new Set(wanted)].filter((p) => !row.value.includes(p));
}
