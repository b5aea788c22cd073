/**
 * Card lookup latency: `node --import tsx bench/card-lookup.ts`, or through bench/run.ts.
 * The budget is "card shown within 300 ms of the number being known"; this measures the
 * server's share: GET /api/card/number/{n} over loopback on a fresh demo-seeded database, 20
 * sequential lookups of different cards by technical number, then 20 by public number. The
 * browser's share is measured elsewhere. A report, not a test: it always exits 0.
 */
import { pathToFileURL } from "node:url";
import { cardNumberOf, publicNumberOf } from "../server/seed/demo-cards.seed";
import { percentile, startBenchServer } from "./bench-server";

export interface CardLookupRow {
  name: string;
  median: number;
  p95: number;
  budgetMs: number;
}

const LOOKUPS = 20;
const BUDGET_MS = 300;
// Spread over the 3000 demo cards, so no two lookups hit the same row.
const CARD_INDEXES = Array.from({ length: LOOKUPS }, (_, i) => 1 + i * 149);

async function measure(
  name: string,
  numbers: string[],
  lookup: (n: string) => Promise<Response>,
): Promise<CardLookupRow> {
  const times: number[] = [];
  for (const n of numbers) {
    const start = performance.now();
    const res = await lookup(n);
    const card = (await res.json()) as { number?: string };
    if (!res.ok || !card.number) throw new Error(`${name} ${n}: HTTP ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, median: percentile(times, 50), p95: percentile(times, 95), budgetMs: BUDGET_MS };
}

export async function runCardLookupBench(): Promise<CardLookupRow[]> {
  const { base, adminToken, stop } = await startBenchServer();
  try {
    const access_token = await adminToken();
    const lookup = (n: string) =>
      fetch(`${base}/api/card/number/${encodeURIComponent(n)}`, {
        headers: { authorization: `Bearer ${access_token}` },
      });
    return [
      await measure("GET /api/card/number (technical)", CARD_INDEXES.map(cardNumberOf), lookup),
      await measure(
        "GET /api/card/number (public)",
        CARD_INDEXES.map((i) => publicNumberOf(i + 1)),
        lookup,
      ),
    ];
  } finally {
    await stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`# Card lookup (loopback, ${LOOKUPS} sequential lookups of different cards each)`);
  try {
    for (const row of await runCardLookupBench()) {
      const verdict = row.p95 < row.budgetMs ? "PASS" : "FAIL";
      console.log(
        `${row.name.padEnd(34)} median ${row.median.toFixed(2).padStart(6)} ms  p95 ${row.p95.toFixed(2).padStart(6)} ms  budget p95 < ${row.budgetMs} ms  ${verdict}`,
      );
    }
  } catch (err) {
    console.error("card lookup bench failed:", err);
  }
  process.exit(0);
}
