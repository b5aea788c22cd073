/**
 * The card import at the scale (issue 26: "10,000 lines import in under a minute"):
 * `node --import tsx bench/card-import.ts`. A 10,000-line CSV file (French header, `;`, BOM,
 * French dates) goes through what the import screen does (src/features/cards/import/): read and
 * checked as in the browser, the preview's dry runs, then the import, 20 calls of 500 rows each
 * with its Idempotency-Key, sequential, over loopback to the reference server on a fresh
 * demo-seeded database; then the same file again (every number known: nothing created). A
 * report, not a test: it always exits 0.
 */
import { pathToFileURL } from "node:url";
import type { CardImportAnswer, CardImportRow } from "../src/contract/card-import";
import { checkLines } from "../src/features/cards/import/card-import-check";
import { readImportFile } from "../src/features/cards/import/card-import-file";
import { batchesOf } from "../src/features/cards/import/card-import-run";
import { startBenchServer } from "./bench-server";

export const LINES = 10_000;
export const BUDGET_MS = 60_000;

export interface CardImportBenchRow {
  name: string;
  ms: number;
  detail: string;
}

function bigFile(): string {
  const lines = ["numero;numero_public;date_activation;date_expiration;actif"];
  for (let i = 1; i <= LINES; i++) {
    const n = String(i).padStart(6, "0");
    lines.push(`BENCH-${n};PBENCH-${n};01/03/2026;28/02/2027;${i % 10 === 0 ? "non" : "oui"}`);
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export async function runCardImportBench(): Promise<CardImportBenchRow[]> {
  const { base, adminToken, stop } = await startBenchServer();
  try {
    const token = await adminToken();
    const send = async (rows: CardImportRow[], dryRun: boolean) => {
      const res = await fetch(`${base}/api/card/import`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "idempotency-key": crypto.randomUUID(),
        },
        body: JSON.stringify({ rows, dryRun }),
      });
      if (!res.ok) throw new Error(`POST /api/card/import: HTTP ${res.status}`);
      return (await res.json()) as CardImportAnswer;
    };
    const sendAll = async (rows: CardImportRow[], dryRun: boolean) => {
      const total = { created: 0, skipped: 0, refused: 0, calls: 0 };
      for (const batch of batchesOf(rows)) {
        const answer = await send(batch, dryRun);
        total.created += answer.created;
        total.skipped += answer.skipped;
        total.refused += answer.refused.length;
        total.calls += 1;
      }
      return total;
    };
    const said = (t: Awaited<ReturnType<typeof sendAll>>) =>
      `${t.calls} calls: ${t.created} created, ${t.skipped} skipped, ${t.refused} refused`;

    const start = performance.now();
    const read = readImportFile(bigFile());
    if ("problem" in read) throw new Error(read.problem);
    const { valid, rejected } = checkLines(read.lines);
    const checked = performance.now();
    const rows = valid.map((line) => line.row);
    const preview = await sendAll(rows, true);
    const previewed = performance.now();
    const imported = await sendAll(rows, false);
    const done = performance.now();
    const again = await sendAll(rows, false);
    const twice = performance.now();
    return [
      {
        name: "read and check (browser code, in Node)",
        ms: checked - start,
        detail: `${valid.length} valid, ${rejected.length} rejected`,
      },
      { name: "preview: dry runs", ms: previewed - checked, detail: said(preview) },
      { name: "import", ms: done - previewed, detail: said(imported) },
      { name: "whole: file to report", ms: done - start, detail: `budget < ${BUDGET_MS} ms` },
      { name: "the same file again", ms: twice - done, detail: said(again) },
    ];
  } finally {
    await stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`# Card import: ${LINES} lines (loopback, sequential calls of 500 rows)`);
  try {
    for (const row of await runCardImportBench()) {
      console.log(`${row.name.padEnd(40)} ${row.ms.toFixed(0).padStart(7)} ms  ${row.detail}`);
    }
  } catch (err) {
    console.error("card import bench failed:", err);
  }
  process.exit(0);
}
