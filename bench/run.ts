/**
 * `npm run bench`: the project's benchmarks, each printed with its budget. A report, not a test:
 * it exits 0 whatever the figures, and says PASS or OVER for each budget. A bench that fails says
 * so (FAILED and why) and the others still run. `npm run bench -- lighthouse` (any words) runs only
 * the sections whose title holds one of them, case ignored.
 */
import { cpus, loadavg } from "node:os";
import { measureBundles } from "./bundle-size";
import { BENCH_DIST } from "./dist";
import { runLighthouseBench, RUNS, verdicts } from "./lighthouse";
import { runCardLookupBench } from "./card-lookup";
import { runCardLookupBrowserBench } from "./card-lookup-browser";
import { runEnqueueBrowserBench } from "./outbox-enqueue-browser";
import { runOfflineCardBench } from "./outbox-offline-card";
import { runReplayBench } from "./outbox-replay";
import { runScanningBench, scanVerdict } from "./scanning";
import { runSearchBench, SEARCH_CARDS } from "./search";
import { runServerLatencyBench } from "./server-latency";
import { printFloodRow, runSignInFloodBench } from "./signin-flood";
import { runFaultsBench } from "./faults";
import { runArticlesListBench } from "./articles-list";
import { printHistoryRow, runHistoryScaleBench } from "./history-scale";
import {
  BUDGET_MS as IMPORT_BUDGET_MS,
  LINES as IMPORT_LINES,
  runCardImportBench,
} from "./card-import";

const verdict = (ok: boolean) => (ok ? "PASS" : "OVER");

const only = process.argv.slice(2).map((word) => word.toLowerCase());

/** Prints a bench's title, then its figures, or why it could not measure them. */
async function section(title: string, measure: () => unknown): Promise<void> {
  if (only.length > 0 && !only.some((word) => title.toLowerCase().includes(word))) return;
  console.log(`\n# ${title}`);
  try {
    await measure();
  } catch (error) {
    console.log(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
  }
}

await section("First screens: JavaScript and CSS downloaded (gzip)", () => {
  for (const row of measureBundles(BENCH_DIST)) {
    console.log(
      `${row.name.padEnd(16)} JS ${String(row.jsKb).padStart(6)} KB  CSS ${String(row.cssKb).padStart(5)} KB  budget JS < ${row.budgetKb} KB  ${verdict(row.jsKb < row.budgetKb)}`,
    );
  }
});

await section("Reference server latency (loopback, sequential requests)", async () => {
  for (const row of await runServerLatencyBench()) {
    console.log(
      `${row.name.padEnd(32)} median ${row.median.toFixed(2).padStart(6)} ms  p95 ${row.p95.toFixed(2).padStart(6)} ms  budget p95 < ${row.budgetMs} ms  ${verdict(row.p95 < row.budgetMs)}`,
    );
  }
});

await section(
  "Card lookup on the server: GET /api/card/number/{n} (20 seeded cards each way)",
  async () => {
    for (const row of await runCardLookupBench()) {
      console.log(
        `${row.name.padEnd(32)} median ${row.median.toFixed(2).padStart(6)} ms  p95 ${row.p95.toFixed(2).padStart(6)} ms  budget < ${row.budgetMs} ms  ${verdict(row.p95 < row.budgetMs)}`,
      );
    }
  },
);

await section(
  `Card search on the server: GET /api/card/autocomplete over ${SEARCH_CARDS.toLocaleString("en")} cards (sequential, loopback)`,
  async () => {
    for (const row of await runSearchBench()) {
      console.log(
        `${row.name.padEnd(44)} median ${row.median.toFixed(2).padStart(6)} ms  p95 ${row.p95.toFixed(2).padStart(6)} ms  budget p95 < ${row.budgetMs} ms  ${verdict(row.p95 < row.budgetMs)}`,
      );
    }
  },
);

await section(
  "Card lookup in Chromium: reader's Enter -> card details shown (20 cards, production build)",
  async () => {
    const lookup = await runCardLookupBrowserBench();
    console.log(
      `first ${lookup.first.toFixed(0)} ms (loads the details screen)  median ${lookup.median.toFixed(0)} ms  p95 ${lookup.p95.toFixed(0)} ms  budget median < ${lookup.budgetMs} ms  ${verdict(lookup.median < lookup.budgetMs)}`,
    );
  },
);

await section(
  'Scanning in Chromium: fake camera filming a demo card, one tap on home\'s "Scanner une carte" -> card details (10 runs per case, card not cached, production build)',
  async () => {
    const ms = (value: number) =>
      Number.isNaN(value) ? "    -" : `${value.toFixed(0).padStart(5)}`;
    await runScanningBench((row) => {
      const stopped = row.stoppedEarly ? ` (stopped after ${row.runs} runs)` : "";
      console.log(
        `${row.name.padEnd(44)} read ${String(row.reads).padStart(2)}/${row.runs}${stopped}  camera->card median ${ms(row.median)} ms  p90 ${ms(row.p90)} ms  tap->card median ${ms(row.gestureMedian)} ms  ${scanVerdict(row)}`,
      );
    });
  },
);

await section(
  "Outbox: enqueue latency in Chromium (outbox.enqueue of a card action: entry + card snapshot in one IndexedDB transaction; 300 enqueues)",
  async () => {
    const enqueued = await runEnqueueBrowserBench();
    console.log(
      `median ${enqueued.median.toFixed(2)} ms  p95 ${enqueued.p95.toFixed(2)} ms  budget median < ${enqueued.budgetMs} ms  ${verdict(enqueued.median < enqueued.budgetMs)}`,
    );
  },
);

await section(
  "Outbox: replay of 500 queued entries (bonus add/remove on 8 cards, 100 kiosk updates) by the sync engine (Node, fake-indexeddb) to the server over loopback HTTP",
  async () => {
    const replay = await runReplayBench();
    console.log(
      `${replay.entries} entries in ${(replay.ms / 1000).toFixed(2)} s  ${replay.perSecond.toFixed(0)} entries/s  (accepted ${replay.accepted}, rejected ${replay.rejected}, left ${replay.left})  budget < ${replay.budgetMs / 1000} s  ${verdict(replay.ms < replay.budgetMs && replay.left === 0)}`,
    );
  },
);

await section(
  "Articles list (snack, 1024x768): client-side navigation from home to the rows, from the network then from the cache (medians of 8; no budget)",
  async () => {
    const list = await runArticlesListBench();
    console.log(
      `from the network: median ${list.network.toFixed(0)} ms  from the cache: median ${list.cached.toFixed(0)} ms`,
    );
  },
);

await section(
  "Offline: a cached card opened in Chromium with the network cut (client-side navigation -> heading and balances shown, 10 cards, production build)",
  async () => {
    const offline = await runOfflineCardBench();
    console.log(
      `median ${offline.median.toFixed(0)} ms  p95 ${offline.p95.toFixed(0)} ms  budget median < ${offline.budgetMs} ms  ${verdict(offline.median < offline.budgetMs)}`,
    );
    console.log(
      offline.reloadMedian === undefined
        ? "offline reload of a card page: not measured (no service worker in this build)"
        : `offline reload of a card page (service worker): median ${offline.reloadMedian.toFixed(0)} ms from navigation start (information, no budget)`,
    );
  },
);

await section(
  "Sign-in flood: 16 wrong passwords in flight for 10 s against the server's own process (loopback), while a signed-in agent looks cards up",
  async () => {
    for (const row of await runSignInFloodBench()) printFloodRow(row, verdict);
  },
);

await section(
  "Faults: writes beside slow clients, and under another process's lock (server as its own process)",
  async () => {
    for (const row of await runFaultsBench()) {
      console.log(
        `${row.name.padEnd(46)} ${row.figure.padStart(22)}  budget ${row.budget.padStart(16)}  ${verdict(row.ok)}`,
      );
    }
  },
);

await section(
  "Histories at a year's scale: 2,000,000 plays, 500,000 purchases, 200,000 snacks on 50,000 cards (a page with its totals, sequential, loopback)",
  () =>
    runHistoryScaleBench(
      (row) => printHistoryRow(row, verdict),
      (line) => console.log(line),
    ),
);

await section(
  `Card import: ${IMPORT_LINES.toLocaleString("en")} lines, file to report (loopback, fresh demo database)`,
  async () => {
    for (const row of await runCardImportBench()) {
      console.log(
        `${row.name.padEnd(40)} ${row.ms.toFixed(0).padStart(7)} ms  ${row.detail}  budget whole import < ${IMPORT_BUDGET_MS / 1000} s  ${verdict(row.ms < IMPORT_BUDGET_MS)}`,
      );
    }
  },
);

await section(
  `Lighthouse (performance, simulated slow 4G + 4x CPU, 800x1280 tablet, median of ${RUNS}): cold = first visit, repeat = service worker installed and HTTP cache warm`,
  async () => {
    // Lighthouse multiplies the CPU time it observes by 4: a busy machine inflates TBT and LCP.
    const [load] = loadavg();
    console.log(`(load average ${load?.toFixed(1)} on ${cpus().length} cores when it started)`);
    await runLighthouseBench((row, runs) => {
      const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      console.log(
        `${row.page.padEnd(15)} ${row.mode.padEnd(6)} score ${String(row.score).padStart(3)}  LCP ${seconds(row.lcpMs).padStart(7)}  TBT ${seconds(row.tbtMs).padStart(7)}  FCP ${seconds(row.fcpMs).padStart(7)}  ${row.kib.toFixed(0).padStart(4)} KiB  ${String(row.requests).padStart(3)} JS+CSS files  (runs: ${runs.map((r) => `${r.score}/${seconds(r.lcpMs)}`).join(", ")})  ${verdicts(row).join("  ")}`,
      );
      if (row.lcpElement) console.log(`  LCP element: ${row.lcpElement}`);
    });
  },
);

// Browsers and servers are closed; whatever a failed bench left behind must not keep this alive.
process.exit(0);
