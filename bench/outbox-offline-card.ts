/**
 * Opening a cached card offline, in Chromium on the production build (reference server, demo
 * seed): signed in as the floor agent, 10 cards are opened online (so the tablet caches them),
 * the network is cut (context.setOffline), then each card is opened again by a client-side
 * navigation to /cards/details/<number>, as a link, the search or a scan does; the time runs in
 * the page from the navigation to the card's heading and balances being in the document.
 * Budget: median < 100 ms. For information, not budgeted: an offline reload of a card's page
 * (the app served by the service worker, from navigation start to the balances).
 */
import type { Page } from "@playwright/test";
import { cardNumberOf, publicNumberOf } from "../server/seed/demo-cards.seed";
import { percentile, startBenchServer } from "./bench-server";
import { goTo, launchChromium, signInAsAgent, watchBalances } from "./browser";

export const OFFLINE_CARD_BUDGET_MS = 100;
const CARDS = Array.from({ length: 10 }, (_, i) => 40 + i * 13);
const RELOADS = 5;

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: timed out`)), ms),
    ),
  ]);

async function home(page: Page) {
  await page.evaluate(`${goTo("/")} 0`);
  await page.getByRole("heading", { name: /^Bonjour/ }).waitFor();
}

/** Is a service worker controlling the page (after one reload if it must)? False without one. */
async function controlled(page: Page): Promise<boolean> {
  const ready = await page.evaluate<boolean>(`Promise.race([
    navigator.serviceWorker ? navigator.serviceWorker.ready.then(() => true) : false,
    new Promise((resolve) => setTimeout(() => resolve(false), 5000)),
  ])`);
  if (!ready) return false;
  if (!(await page.evaluate<boolean>("Boolean(navigator.serviceWorker.controller)"))) {
    await page.reload();
    await page.getByRole("heading", { name: /^Bonjour/ }).waitFor();
  }
  return page.evaluate<boolean>("Boolean(navigator.serviceWorker.controller)");
}

export async function runOfflineCardBench({ distDir = "dist" }: { distDir?: string } = {}) {
  const { base, stop } = await startBenchServer({ distDir });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 1024, height: 768 },
      locale: "fr-FR",
    });
    const page = await context.newPage();
    await signInAsAgent(page, base);
    const serviceWorker = await controlled(page);
    for (const i of CARDS) {
      // Watched from the page's own script: a waitForFunction predicate is an eval the CSP refuses.
      await page.evaluate(
        `${watchBalances(publicNumberOf(i))} ${goTo(`/cards/details/${cardNumberOf(i)}`)} 0`,
      );
      await within(page.evaluate<number>("window.__shown"), 10_000, `card ${i} online`);
      await home(page);
    }

    await context.setOffline(true);
    const times: number[] = [];
    for (const i of CARDS) {
      await page.evaluate(
        `${watchBalances(publicNumberOf(i))} ${goTo(`/cards/details/${cardNumberOf(i)}`)} 0`,
      );
      times.push(await within(page.evaluate<number>("window.__shown"), 5000, `card ${i} offline`));
      await home(page);
    }

    const reloads: number[] = [];
    if (serviceWorker) {
      await page.addInitScript(watchBalances(undefined, true));
      for (const i of CARDS.slice(0, RELOADS)) {
        await page.goto(`${base}/cards/details/${cardNumberOf(i)}`);
        reloads.push(await within(page.evaluate<number>("window.__shown"), 10_000, `reload ${i}`));
      }
    }
    await context.setOffline(false);

    const sorted = [...times].sort((a, b) => a - b);
    const reloadSorted = [...reloads].sort((a, b) => a - b);
    return {
      count: times.length,
      median: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      budgetMs: OFFLINE_CARD_BUDGET_MS,
      reloadMedian: reloads.length ? percentile(reloadSorted, 50) : undefined,
    };
  } finally {
    await browser.close();
    await stop();
  }
}
