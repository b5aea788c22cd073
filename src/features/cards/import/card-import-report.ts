/**
 * The import's report as a file French Excel opens as it is (as the lists' exports,
 * src/ui/paged-list/csv-export.ts): UTF-8 with a BOM, `;`, CRLF, formulas neutralised. The
 * counts first, then one line per refused line of the file: its number, the value, the reason.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import Papa from "papaparse";
import { IMPORT_CODE_LABELS } from "./card-import-labels";
import type { ImportReport } from "./card-import-run";

export function reportCsv(report: ImportReport, i18n: I18n): string {
  const rows: (string | number)[][] = [
    [i18n._(msg`Cartes créées`), report.created],
    [i18n._(msg`Lignes ignorées (numéro déjà connu)`), report.skipped],
    [i18n._(msg`Lignes refusées`), report.refused.length],
    [i18n._(msg`Lignes non envoyées`), report.notSent],
    [],
    [i18n._(msg`Ligne`), i18n._(msg`Valeur`), i18n._(msg`Motif`)],
    ...report.refused.map((r) => [r.line, r.value, i18n._(IMPORT_CODE_LABELS[r.code])]),
  ];
  const text = Papa.unparse(rows, { delimiter: ";", newline: "\r\n", escapeFormulae: true });
  return `\uFEFF${text}\r\n`;
}

/** "rapport-import-cartes-2026-11-26-1430.csv": the moment of the import, local time. */
export function reportFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `rapport-import-cartes-${day}-${pad(now.getHours())}${pad(now.getMinutes())}.csv`;
}
