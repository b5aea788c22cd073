/**
 * The CSV export of a declared list (issue 24): every row its filters select, every column that
 * says how it exports, as a file French Excel opens as it is: UTF-8 with a BOM, `;` between
 * cells, CRLF line ends, the header in the interface's language, dates and decimals the
 * language's way. The CSV writer (csv-stringify) is loaded only when an export runs.
 *
 * A column exports its `csv` value; without one, its render when that is text or a number; a
 * column whose `csv` is `false` (a picture, a button) is left out on purpose. A column that
 * renders a component must say which (csv-export.test.ts checks every declared list).
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import type { Paged } from "@/contract/paging";
import { LIMITS } from "@/contract/limits";
import {
  sortParam,
  sortRows,
  type Filters,
  type ListSort,
  type PageRequest,
} from "./use-paged-list";

/** What one cell of a row exports: text, a number, yes/no, or nothing. */
export type CsvValue = string | number | boolean | null;

/** A column as the export reads it (ListColumn's fields it needs). */
export interface CsvColumn<T> {
  key: string;
  header: MessageDescriptor;
  render: (row: T, i18n: I18n) => ReactNode;
  /** How the column exports; `false`: left out of the export on purpose. */
  csv?: ((row: T, i18n: I18n) => CsvValue) | false;
}

/** An exported column: its header and its value in a row. */
export interface ExportedColumn<T> {
  key: string;
  header: MessageDescriptor;
  value: (row: T, i18n: I18n) => CsvValue;
}

/** The mark of "nothing" in a list's cell: an empty cell in a spreadsheet. */
const NOTHING = "—";

/**
 * The columns an export writes, in the list's order: those with a `csv`, and those whose render
 * of the first row is text or a number (a render that gives a component in some row and text in
 * another must declare its `csv`; the test of every declared list makes sure it does).
 */
export function exportedColumns<T>(
  columns: readonly CsvColumn<T>[],
  sample: T | undefined,
  i18n: I18n,
): ExportedColumn<T>[] {
  return columns.flatMap((column): ExportedColumn<T>[] => {
    const { key, header, csv } = column;
    if (csv === false) return [];
    if (csv) return [{ key, header, value: csv }];
    if (sample !== undefined && !isText(column.render(sample, i18n))) return [];
    return [{ key, header, value: (row) => textOf(column.render(row, i18n)) }];
  });
}

const isText = (node: ReactNode): node is string | number =>
  typeof node === "string" || typeof node === "number";

function textOf(node: ReactNode): CsvValue {
  return isText(node) ? node : null;
}

/** Characters a spreadsheet reads as the start of a formula: such a cell gets a leading `'`. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet shows as text, never runs (no formula injection). */
export function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A value as written in a cell, in the interface's language. */
export function csvCell(value: CsvValue, i18n: I18n): string {
  if (value === null) return "";
  if (typeof value === "boolean") return i18n._(value ? msg`Oui` : msg`Non`);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return "";
    // No thousands separator (Excel would read it as text); a decimal comma in French.
    const plain = String(value);
    return isFrench(i18n) ? plain.replace(".", ",") : plain;
  }
  return value === NOTHING ? "" : neutralised(value);
}

const isFrench = (i18n: I18n) => !i18n.locale.startsWith("en");

type DateInput = string | null | undefined;

function dateIn(value: DateInput, i18n: I18n, french: string, english: string): string | null {
  if (!value) return null;
  const d = dayjs(value);
  return d.isValid() ? d.format(isFrench(i18n) ? french : english) : null;
}

/**
 * A day in a cell: dd/mm/yyyy in French; in English the ISO order (yyyy-mm-dd), which no
 * spreadsheet reads the American way.
 */
export const csvDate = (value: DateInput, i18n: I18n) =>
  dateIn(value, i18n, "DD/MM/YYYY", "YYYY-MM-DD");

/** A time in a cell, to the minute: dd/mm/yyyy hh:mm in French, yyyy-mm-dd hh:mm in English. */
export const csvDateTime = (value: DateInput, i18n: I18n) =>
  dateIn(value, i18n, "DD/MM/YYYY HH:mm", "YYYY-MM-DD HH:mm");

/** The file: BOM, header row, one line a row, `;` and CRLF (csv-stringify loaded now). */
export async function csvFile<T>(
  rows: readonly T[],
  columns: readonly ExportedColumn<T>[],
  i18n: I18n,
): Promise<string> {
  const { stringify } = await import("csv-stringify/browser/esm/sync");
  const header = columns.map((column) => neutralised(i18n._(column.header)));
  const lines = rows.map((row) => columns.map((column) => csvCell(column.value(row, i18n), i18n)));
  return stringify([header, ...lines], {
    bom: true,
    delimiter: ";",
    // A cell holding `;`, a quote or a line end is quoted (csv-stringify's rule).
    record_delimiter: "\r\n",
  });
}

/** "Cartes 2026-11-26.csv": the list's title and today, with no character a file name refuses. */
export function exportFileName(title: string, now = new Date()): string {
  const safe = title.replace(/[\\/:*?"<>|]+/g, "-").trim();
  return `${safe} ${dayjs(now).format("YYYY-MM-DD")}.csv`;
}

/** Where an export reads its rows: a paged load, or a whole list filtered and sorted here. */
export type ExportSource<T, F extends Filters> =
  | { load: (query: PageRequest & F) => Promise<Paged<T>>; sorts?: readonly string[] }
  | {
      all: () => Promise<T[]>;
      match?: (row: T, filters: F) => boolean;
      sortBy?: Record<string, (row: T) => string | number>;
    };

export interface ExportProgress {
  /** Pages read so far, and how many there are (0 until the first page says). */
  done: number;
  pages: number;
}

/** Stopped by the person (the "Annuler" button): not a failure, nothing to say. */
export class ExportCancelled extends Error {
  constructor() {
    super("export cancelled");
    this.name = "ExportCancelled";
  }
}

/**
 * Every row the filters select: a paged list page by page at the largest size the contract
 * allows (LIMITS.pageSize) in the order shown, a whole list at once then filtered and sorted as
 * shown. Checks
 * `signal` between pages; says its progress after each.
 */
export async function exportRows<T, F extends Filters>(
  source: ExportSource<T, F>,
  filters: F,
  sort: ListSort | undefined,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
): Promise<T[]> {
  const stopIfCancelled = () => {
    if (signal.aborted) throw new ExportCancelled();
  };
  if ("all" in source) {
    onProgress({ done: 0, pages: 1 });
    const whole = await source.all();
    stopIfCancelled();
    const kept = source.match ? whole.filter((row) => source.match?.(row, filters)) : whole;
    onProgress({ done: 1, pages: 1 });
    return sortRows(kept, sort, source.sortBy);
  }
  const size = LIMITS.pageSize;
  // The order shown, when the API sorts by it (the list's own check: use-paged-list.ts).
  const order = sort && source.sorts?.includes(sort.key) ? sortParam(sort) : undefined;
  const rows: T[] = [];
  let pages = 0;
  onProgress({ done: 0, pages: 0 });
  for (let page = 0; page === 0 || page < pages; page++) {
    stopIfCancelled();
    const answer = await source.load({ ...filters, page, size, ...(order && { sort: order }) });
    stopIfCancelled();
    pages = Math.min(Math.ceil(answer.total / size), LIMITS.page + 1);
    rows.push(...answer.results);
    onProgress({ done: page + 1, pages: Math.max(pages, page + 1) });
    // A shorter page is the last one, whatever the total said (rows deleted meanwhile).
    if (answer.results.length < size) break;
  }
  return rows;
}

/** Hands the file to the browser as a download. */
export function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
