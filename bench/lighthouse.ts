/**
 * Lighthouse (12.x, performance only) on the production build served by the reference server:
 * the login page and the signed-in home, cold (HTTP cache and service worker cleared, as a first
 * visit) and repeat (service worker installed, HTTP cache warm), each the median of RUNS runs by
 * performance score. Lighthouse's mobile defaults (simulated slow 4G: 150 ms RTT, 1.6 Mbit/s,
 * 4x CPU slowdown) on an 800x1280 tablet screen.
 *
 * Debian's Chromium is launched by Playwright with a DevTools port; Lighthouse drives one tab of
 * it through puppeteer-core (the page it is handed). Each cold run has a tab in a browser context
 * of its own (no file in memory from an earlier run); the signed-in pages' tabs get the session
 * (sessionStorage) of a tab signed in through the login form. Repeat runs use one tab whose
 * service worker is installed.
 * LIGHTHOUSE_REPORTS=<folder> keeps every run's full report there (JSON), with
 * LIGHTHOUSE_ARTIFACTS=1 its trace too (see below); LIGHTHOUSE_RUNS and LIGHTHOUSE_ONLY narrow a
 * run while looking for a cause (the budgets are read on the full run).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { launchChromium } from "./browser";
import { BENCH_DIST } from "./dist";
import type { Page } from "puppeteer-core";
import { startBenchServer } from "./bench-server";

export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_ONLY=home,card (words of the pages' names) measures only those pages. */
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(",");
const wanted = (page: string) => !ONLY || ONLY.some((word) => page.includes(word));
/** Chromium's DevTools port for Lighthouse (the 4840-4849 range kept for benches). */
const DEBUGGING_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4841);
/** Where to keep each run's full Lighthouse report (JSON), to read what a figure is made of. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;
/**
 * LIGHTHOUSE_ARTIFACTS=1 keeps beside each report what Lighthouse gathered (its trace and
 * DevTools log): `bench/lantern-tasks.ts` reads them to show the simulation's tasks.
 */
const KEEP_ARTIFACTS = process.env.LIGHTHOUSE_ARTIFACTS === "1";
/** LIGHTHOUSE_TRACE_CATEGORIES=disabled-by-default-v8.cpu_profiler: JavaScript samples in it. */
const TRACE_CATEGORIES = process.env.LIGHTHOUSE_TRACE_CATEGORIES;
/** The demo card the card page is measured on (server/seed/demo-cards.seed.ts). */
export const CARD_PATH = "/cards/details/0420000001";

interface Budget {
  lcpMs: number;
  score?: number;
  tbtMs?: number;
  /** JavaScript and CSS files fetched. */
  requests?: number;
}
/** Per page and mode: the sign-in page's since issue 5, the floor's screens' since issue 27. */
export const BUDGETS: Record<LighthouseRow["page"], Record<LighthouseRow["mode"], Budget>> = {
  "login page": { cold: { lcpMs: 2000, score: 90 }, repeat: { lcpMs: 1000 } },
  "signed-in home": { cold: { lcpMs: 2000, score: 90 }, repeat: { lcpMs: 800, tbtMs: 150 } },
  "card details": {
    cold: { lcpMs: 2500, score: 85, requests: 40 },
    repeat: { lcpMs: 800, tbtMs: 150 },
  },
};

const SETTINGS = {
  onlyCategories: ["performance"],
  formFactor: "mobile",
  screenEmulation: {
    mobile: true,
    width: 800,
    height: 1280,
    deviceScaleFactor: 2,
    disabled: false,
  },
  throttlingMethod: "simulate",
  throttling: {
    rttMs: 150,
    throughputKbps: 1638.4,
    requestLatencyMs: 562.5,
    downloadThroughputKbps: 1474.56,
    uploadThroughputKbps: 675,
    cpuSlowdownMultiplier: 4,
  },
} as const;

export interface LighthouseRow {
  page: "login page" | "signed-in home" | "card details";
  mode: "cold" | "repeat";
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  kib: number;
  /** JavaScript and CSS files fetched (from the network or the service worker). */
  requests: number;
  /** What Lighthouse names as the LCP element, to read beside the figure. */
  lcpElement?: string;
}

interface AuditItem {
  node?: { snippet?: string };
  resourceType?: string;
  /** Lighthouse 12 nests the LCP element's table in the audit's first item. */
  items?: AuditItem[];
}
type Audit = { numericValue?: number; details?: { items?: AuditItem[] } };
interface Report {
  finalDisplayedUrl: string;
  runtimeError?: { message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit | undefined>;
}

const value = (report: Report, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

function lcpSnippet(items: AuditItem[] | undefined): string | undefined {
  const first = items?.[0];
  return first?.node?.snippet ?? lcpSnippet(first?.items);
}

function rowOf(report: Report, page: LighthouseRow["page"], mode: LighthouseRow["mode"]) {
  return {
    page,
    mode,
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: value(report, "largest-contentful-paint"),
    tbtMs: value(report, "total-blocking-time"),
    fcpMs: value(report, "first-contentful-paint"),
    kib: value(report, "total-byte-weight") / 1024,
    requests: (report.audits["network-requests"]?.details?.items ?? []).filter(
      (item) => item.resourceType === "Script" || item.resourceType === "Stylesheet",
    ).length,
    lcpElement: lcpSnippet(report.audits["largest-contentful-paint-element"]?.details?.items),
  } satisfies LighthouseRow;
}

/** The run of median score (LCP breaks ties), so the figures printed belong to one run. */
export function medianRun(rows: LighthouseRow[]): LighthouseRow {
  const sorted = [...rows].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error("no Lighthouse run");
  return median;
}

/** Opens `url` and waits until the service worker controls the tab (a reload if it must). */
async function installServiceWorker(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate("navigator.serviceWorker.ready.then(() => true)");
  if (!(await page.evaluate("Boolean(navigator.serviceWorker.controller)"))) await page.reload();
  await page.waitForFunction("Boolean(navigator.serviceWorker.controller)");
}

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/login`);
  await page.waitForSelector("input[name=email]");
  await page.type("input[name=email]", "agent@parc-demo.fr");
  await page.type("input[name=password]", "Agent#2026!");
  await page.click("button[type=submit]");
  await page.waitForFunction(
    `[...document.querySelectorAll("h1, h2")].some((h) => h.textContent.startsWith("Bonjour"))`,
  );
}

export async function runLighthouseBench(
  onRow: (row: LighthouseRow, runs: LighthouseRow[]) => void = () => undefined,
): Promise<LighthouseRow[]> {
  // Loaded here so that a missing Lighthouse fails this section only.
  const { default: lighthouse } = (await import("lighthouse")) as unknown as {
    default: (
      url: string,
      flags: Record<string, unknown>,
      config: undefined,
      page: Page,
    ) => Promise<{ lhr: Report } | undefined>;
  };
  const { default: puppeteer } = await import("puppeteer-core");
  const server = await startBenchServer({ distDir: BENCH_DIST });
  let browser: Browser | undefined;
  const rows: LighthouseRow[] = [];
  try {
    browser = await launchChromium([`--remote-debugging-port=${DEBUGGING_PORT}`]);
    const remote = await puppeteer.connect({ browserURL: `http://127.0.0.1:${DEBUGGING_PORT}` });
    /** The signed-in tab's session (its sessionStorage), carried to each cold run's own tab. */
    let session: Record<string, string> | undefined;
    const readSession = async (tab: Page): Promise<Record<string, string>> =>
      JSON.parse(String(await tab.evaluate("JSON.stringify({ ...sessionStorage })"))) as Record<
        string,
        string
      >;
    /**
     * A cold run's tab: in a browser context of its own, so nothing an earlier run fetched is in
     * a memory cache (Lighthouse's reset clears the disk cache, the worker and the storage, but a
     * tab's renderer keeps the files it has loaded). A signed-in page gets the session first.
     */
    const coldTab = async (signedIn: boolean) => {
      const context = await remote.createBrowserContext();
      const tab = await context.newPage();
      if (signedIn && session) {
        const items = session;
        await tab.evaluateOnNewDocument((entries: Record<string, string>) => {
          try {
            for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
          } catch {
            // about:blank has no storage: the next document will.
          }
        }, items);
      }
      const done = async () => {
        if (signedIn) session = await readSession(tab);
        await context.close();
      };
      return { tab, done };
    };
    const measure = async (
      open: () => Promise<{ tab: Page; done: () => Promise<void> }>,
      page: LighthouseRow["page"],
      mode: LighthouseRow["mode"],
      path: string,
    ) => {
      const runs: LighthouseRow[] = [];
      if (!wanted(page)) return;
      const flags = {
        logLevel: "error",
        output: "json",
        disableStorageReset: mode === "repeat",
        ...SETTINGS,
        ...(TRACE_CATEGORIES ? { additionalTraceCategories: TRACE_CATEGORIES } : {}),
      };
      for (let run = 0; run < RUNS; run++) {
        const { tab, done } = await open();
        // A trace Lighthouse could not read (NO_NAVSTART on a busy machine) is run again, once.
        const attempt = () => lighthouse(`${server.base}${path}`, flags, undefined, tab);
        let result = await attempt();
        if (result?.lhr.runtimeError) result = await attempt();
        const report = result?.lhr;
        await done();
        if (!report) throw new Error("Lighthouse gave no report");
        if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
        const landed = new URL(report.finalDisplayedUrl).pathname;
        if (landed !== path) throw new Error(`${page}: ${path} ended on ${landed}`);
        runs.push(rowOf(report, page, mode));
        if (REPORTS_DIR) {
          mkdirSync(REPORTS_DIR, { recursive: true });
          const name = `${page.replace(/\W+/g, "-")}-${mode}-${run + 1}`;
          writeFileSync(join(REPORTS_DIR, `${name}.json`), JSON.stringify(report));
          if (KEEP_ARTIFACTS)
            writeFileSync(
              join(REPORTS_DIR, `${name}.artifacts.json`),
              JSON.stringify((result as { artifacts?: unknown }).artifacts),
            );
        }
      }
      const row = medianRun(runs);
      onRow(row, runs);
      rows.push(row);
    };
    const same = (tab: Page) => () => Promise.resolve({ tab, done: () => Promise.resolve() });

    await measure(() => coldTab(false), "login page", "cold", "/login");
    const visitor = await remote.newPage();
    await installServiceWorker(visitor, `${server.base}/login`);
    await measure(same(visitor), "login page", "repeat", "/login");

    // A tab of its own, signed in: its session (sessionStorage) outlives Lighthouse's resets.
    const agent = await remote.newPage();
    await signIn(agent, server.base);
    session = await readSession(agent);
    await measure(() => coldTab(true), "signed-in home", "cold", "/");
    await measure(() => coldTab(true), "card details", "cold", CARD_PATH);
    // Repeat visits in the signed-in tab, its session brought up to date by the cold runs.
    await agent.evaluateOnNewDocument((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    }, session ?? {});
    await installServiceWorker(agent, `${server.base}/`);
    await measure(same(agent), "signed-in home", "repeat", "/");
    await installServiceWorker(agent, `${server.base}${CARD_PATH}`);
    await measure(same(agent), "card details", "repeat", CARD_PATH);
    await remote.disconnect();
    return rows;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

export function verdicts(row: LighthouseRow): string[] {
  const budget = BUDGETS[row.page][row.mode];
  const mark = (ok: boolean) => (ok ? "PASS" : "OVER");
  const checks = [`LCP <= ${budget.lcpMs / 1000} s ${mark(row.lcpMs <= budget.lcpMs)}`];
  if (budget.score !== undefined)
    checks.push(`score >= ${budget.score} ${mark(row.score >= budget.score)}`);
  if (budget.tbtMs !== undefined)
    checks.push(`TBT <= ${budget.tbtMs} ms ${mark(row.tbtMs <= budget.tbtMs)}`);
  if (budget.requests !== undefined)
    checks.push(`JS+CSS files <= ${budget.requests} ${mark(row.requests <= budget.requests)}`);
  return checks;
}
