/**
 * `npm run bench`: the project's benchmarks, each printed with its budget. A report, not a test:
 * it exits 0 whatever the figures, and says PASS or OVER for each budget.
 */
import { measureBundles } from "./bundle-size";
import { runCardLookupBench } from "./card-lookup";
import { runCardLookupBrowserBench } from "./card-lookup-browser";
import { runServerLatencyBench } from "./server-latency";

const verdict = (ok: boolean) => (ok ? "PASS" : "OVER");

console.log("\n# First screens: JavaScript and CSS downloaded (gzip)");
for (const row of measureBundles()) {
  console.log(
    `${row.name.padEnd(16)} JS ${String(row.jsKb).padStart(6)} KB  CSS ${String(row.cssKb).padStart(5)} KB  budget JS < ${row.budgetKb} KB  ${verdict(row.jsKb < row.budgetKb)}`,
  );
}

console.log("\n# Reference server latency (loopback, sequential requests)");
for (const row of await runServerLatencyBench()) {
  console.log(
    `${row.name.padEnd(32)} median ${row.median.toFixed(2).padStart(6)} ms  p95 ${row.p95.toFixed(2).padStart(6)} ms  budget p95 < ${row.budgetMs} ms  ${verdict(row.p95 < row.budgetMs)}`,
  );
}

console.log("\n# Card lookup on the server: GET /api/card/number/{n} (20 seeded cards each way)");
for (const row of await runCardLookupBench()) {
  console.log(
    `${row.name.padEnd(32)} median ${row.median.toFixed(2).padStart(6)} ms  p95 ${row.p95.toFixed(2).padStart(6)} ms  budget < ${row.budgetMs} ms  ${verdict(row.p95 < row.budgetMs)}`,
  );
}

console.log(
  "\n# Card lookup in Chromium: reader's Enter -> card details shown (20 cards, production build)",
);
const lookup = await runCardLookupBrowserBench();
console.log(
  `first ${lookup.first.toFixed(0)} ms (loads the details screen)  median ${lookup.median.toFixed(0)} ms  p95 ${lookup.p95.toFixed(0)} ms  budget median < ${lookup.budgetMs} ms  ${verdict(lookup.median < lookup.budgetMs)}`,
);
