/**
 * Enqueue latency in Chromium: the time a card action takes to be stored in the outbox (entry and
 * card snapshot in one IndexedDB transaction), which is all a screen waits for before showing the
 * optimistic effect. The outbox module is bundled with Vite into a small page (the app exposes
 * nothing global) served on a loopback origin; 300 timed enqueues after 20 untimed ones.
 * Budget: median < 10 ms.
 */
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import { percentile } from "./bench-server";
import { launchChromium } from "./browser";

export const ENQUEUE_BUDGET_MS = 10;
const ENQUEUES = 300;
const WARM_UP = 20;
const ORIGIN = "http://localhost:4798";

async function bundlePage(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    resolve: { alias: { "@": fileURLToPath(new URL("../src", import.meta.url)) } },
    build: {
      write: false,
      minify: true,
      // One file: the page serves /enqueue.js only, and the outbox's Dexie schema loads the
      // session lazily (src/lib/offline/db.ts), which would otherwise be a chunk of its own.
      rolldownOptions: { output: { codeSplitting: false } },
      lib: {
        entry: fileURLToPath(new URL("./outbox-enqueue.page.ts", import.meta.url)),
        formats: ["es"],
        fileName: "enqueue",
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs[0]?.output.find((o) => o.type === "chunk");
  if (!chunk || chunk.type !== "chunk") throw new Error("enqueue page: no bundle");
  return chunk.code;
}

export async function runEnqueueBrowserBench() {
  const script = await bundlePage();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    // A loopback origin is a secure context (crypto.randomUUID) with its own IndexedDB.
    await page.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      return path === "/enqueue.js"
        ? route.fulfill({ contentType: "text/javascript", body: script })
        : route.fulfill({
            contentType: "text/html",
            body: '<!doctype html><title>enqueue</title><script type="module" src="/enqueue.js"></script>',
          });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction("typeof window.__enqueueBench === 'function'");
    const times = await page.evaluate<number[]>(`window.__enqueueBench(${ENQUEUES}, ${WARM_UP})`);
    const sorted = [...times].sort((a, b) => a - b);
    return {
      count: times.length,
      median: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      budgetMs: ENQUEUE_BUDGET_MS,
    };
  } finally {
    await browser.close();
  }
}
