/**
 * The venue's histories after a year of play (bench/history-scale-data.ts): each tab of /history
 * (src/features/history/history.page.tsx, 10 rows a page) asks one filtered page with the totals
 * of every filtered row (server/cards/card-history.route.ts); the CSV export reads every page of
 * one busy day at the contract's largest size (src/ui/paged-list/csv-export.ts). Sequential
 * requests on loopback against the reference server in-process, median and p95 against the
 * budget, on the shipped schema (the daily totals of migration 0013, kept by its triggers while
 * the year is inserted). A report, not a test.
 */
import { LIMITS } from "../src/contract/limits";
import { percentile, startBenchServer } from "./bench-server";
import { buildYearOfPlay, cardNumberOf, YEAR, type YearOfPlay } from "./history-scale-data";

const RUNS = 50;
const WARM_UP = 3;
const BUDGET_MS = 100;
/** A measure whose median is this many budgets after 10 runs stops there: it is over anyway. */
const HOPELESS = 3;
const EXPORTS = 5;
const PAGE = 10;

export interface HistoryScaleRow {
  name: string;
  median: number;
  p95: number;
  budgetMs: number;
  runs: number;
  /** Requests the server refused at once (503 server_busy): not in the times. */
  refused: number;
  /** What else the measure says (the export's pages and rows). */
  note?: string;
}

type Query = Record<string, string | number>;

export function printHistoryRow(row: HistoryScaleRow, verdict: (ok: boolean) => string): void {
  const stopped = row.runs < RUNS ? ` (stopped after ${row.runs} runs)` : "";
  const refused = row.refused > 0 ? ` (${row.refused} refused: 503 server_busy)` : "";
  const note = row.note ? `  ${row.note}` : "";
  console.log(
    `${row.name.padEnd(40)} median ${row.median.toFixed(1).padStart(6)} ms  p95 ${row.p95.toFixed(1).padStart(6)} ms  budget p95 < ${row.budgetMs} ms  ${verdict(row.p95 < row.budgetMs && row.refused === 0)}${stopped}${refused}${note}`,
  );
}

/** Each tab's measures: the brief's shapes, then the widest ones (a year, a text without days). */
function tabsOf({ busyDay, week, year }: YearOfPlay): [string, string, [string, Query][]][] {
  const day = { from: busyDay, to: busyDay };
  const card = { cardNumber: cardNumberOf(0) };
  const common: [string, Query][] = [
    ["no filter", {}],
    ["one day", day],
    ["a week", week],
  ];
  const wide: [string, Query][] = [
    ["one card (busiest), no days", card],
    ["page 200, no filter", { page: 200 }],
    ["the year (from, to)", year],
  ];
  return [
    [
      "purchases",
      "/api/card/allPurchaseHistory",
      [
        ...common,
        ["a week + type Birthday", { ...week, type: "Birthday" }],
        ['one day + kiosk "borne"', { ...day, kioskName: "borne" }],
        ...wide,
        ['kiosk "borne", no days', { kioskName: "borne" }],
        ['kiosk "borne", no days, page 200', { kioskName: "borne", page: 200 }],
      ],
    ],
    [
      "games",
      "/api/game/gameshistory",
      [
        ...common,
        ['a week + game "hockey"', { ...week, gameName: "hockey" }],
        ['one day + game "hockey"', { ...day, gameName: "hockey" }],
        ...wide,
        ['game "hockey", no days', { gameName: "hockey" }],
        ['game "hockey", no days, page 200', { gameName: "hockey", page: 200 }],
        ['game "coin pusher 10" (rare)', { gameName: "coin pusher 10" }],
        ['game "coin pusher 10" (rare), page 30', { gameName: "coin pusher 10", page: 30 }],
      ],
    ],
    [
      "snacks",
      "/api/snack/snacktransactions",
      [
        ["no filter", {}],
        ["one day", day],
        ["one card (busiest), no days", card],
        ["the year (from, to)", year],
        ["merchandise, the year", { ...year, type: "Merchandising" }],
      ],
    ],
  ];
}

const search = (query: Query) =>
  new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();

export async function runHistoryScaleBench(
  onRow: (row: HistoryScaleRow) => void,
  say: (line: string) => void,
): Promise<void> {
  const server = await startBenchServer();
  try {
    const year = await buildYearOfPlay(server.client);
    const { busyDay, week, busyDayRows } = year;
    say(
      `built in ${(year.ms / 1000).toFixed(1)} s: ${YEAR.cards.toLocaleString("en")} cards, ${YEAR.games.toLocaleString("en")} plays, ${YEAR.purchases.toLocaleString("en")} purchases, ${YEAR.snacks.toLocaleString("en")} snacks over 2025 (besides the demo seed); busy day ${busyDay} (${busyDayRows.games} plays, ${busyDayRows.purchases} purchases, ${busyDayRows.snacks} snacks), its week ${week.from} to ${week.to}`,
    );
    const headers = { authorization: `Bearer ${await server.adminToken()}` };
    /** A page, or null when the server refused it (503 server_busy: its event loop is full). */
    const get = async (path: string, query: Query) => {
      const res = await fetch(`${server.base}${path}?${search(query)}`, { headers });
      if (res.status === 503) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) throw new Error(`${path}?${search(query)}: HTTP ${res.status}`);
      return (await res.json()) as { results: unknown[]; total: number };
    };
    const measure = async (name: string, path: string, query: Query) => {
      // The server's event-loop pressure is sampled every 500 ms (server/http/event-loop-pressure.ts):
      // the previous measure's must not refuse this one's requests.
      await new Promise((resolve) => setTimeout(resolve, 600));
      const times: number[] = [];
      let refused = 0;
      for (let i = 0; i < WARM_UP + RUNS; i++) {
        const start = performance.now();
        const answered = await get(path, { page: 0, size: PAGE, ...query });
        if (i < WARM_UP) continue;
        if (answered) times.push(performance.now() - start);
        else refused++;
        const sorted = [...times].sort((a, b) => a - b);
        if (
          times.length + refused === 10 &&
          (refused > 0 || percentile(sorted, 50) > HOPELESS * BUDGET_MS)
        )
          break;
      }
      times.sort((a, b) => a - b);
      const [median, p95] = [percentile(times, 50), percentile(times, 95)];
      onRow({ name, median, p95, budgetMs: BUDGET_MS, runs: times.length + refused, refused });
    };
    const tabs = tabsOf(year);
    const day = { from: busyDay, to: busyDay };
    const exportDay = async () => {
      const pages: number[] = [];
      let rows = 0;
      const start = performance.now();
      for (let page = 0; ; page++) {
        const before = performance.now();
        const answer = await get(tabs[0]![1], { ...day, page, size: LIMITS.pageSize });
        pages.push(performance.now() - before);
        if (!answer) throw new Error("CSV export: a page refused (503 server_busy)");
        rows += answer.results.length;
        if (answer.results.length < LIMITS.pageSize) break;
      }
      return { ms: performance.now() - start, pages, rows };
    };
    for (const [tab, path, shapes] of tabs) {
      for (const [shape, query] of shapes) await measure(`${tab}: ${shape}`, path, query);
    }
    await exportDay();
    const exports = [];
    for (let i = 0; i < EXPORTS; i++) exports.push(await exportDay());
    const pages = exports.flatMap((e) => e.pages).sort((a, b) => a - b);
    const totals = exports.map((e) => e.ms).sort((a, b) => a - b);
    onRow({
      name: `CSV export, one day's purchases (pages)`,
      median: percentile(pages, 50),
      p95: percentile(pages, 95),
      budgetMs: BUDGET_MS,
      runs: RUNS,
      refused: 0,
      note: `whole export median ${percentile(totals, 50).toFixed(0)} ms: ${exports[0]?.pages.length} pages of ${LIMITS.pageSize}, ${exports[0]?.rows} rows (${EXPORTS} exports)`,
    });
  } finally {
    await server.stop();
  }
}
