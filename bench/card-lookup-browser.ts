/**
 * Card lookup as a person sees it: in Chromium, on the production build served by the reference
 * server (demo seed), a barcode reader types a card number and Enter; the time is measured in the
 * page, from that Enter to the card's details heading being in the document. 20 lookups of
 * different cards (public and technical numbers alternately); budget 300 ms (issue 3).
 */
import { cardNumberOf, publicNumberOf } from "../server/seed/demo-cards.seed";
import { percentile, startBenchServer } from "./bench-server";
import { launchChromium, signedInTablet } from "./browser";

export const LOOKUP_BUDGET_MS = 300;
const LOOKUPS = 20;

/**
 * In-page script (a string: the bench runs under tsx, whose helpers must not leak into the page):
 * sets window.__lookup to the time from the next Enter to an h1 reading `expected` (and answers
 * 0 at once: an evaluated promise would be awaited).
 */
function watchFor(expected: string): string {
  return `window.__lookup = new Promise((resolve) => {
    let start;
    const onKey = (e) => { if (e.key === "Enter") start = performance.now(); };
    document.addEventListener("keydown", onKey, { capture: true });
    const observer = new MutationObserver(() => {
      const found = [...document.querySelectorAll("h1")].some((h) => h.textContent === ${JSON.stringify(expected)});
      if (found && start !== undefined) {
        observer.disconnect();
        document.removeEventListener("keydown", onKey, { capture: true });
        resolve(performance.now() - start);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  0`;
}

export async function runCardLookupBrowserBench() {
  const { base, stop } = await startBenchServer({ distDir: "dist" });
  const browser = await launchChromium();
  try {
    const page = await signedInTablet(browser, base);
    // A reader's keys keep their own timestamps; Playwright's wait for a busy page and would
    // stretch the burst: start once the signed-in shell has finished loading.
    await page.waitForLoadState("networkidle");
    const times: number[] = [];
    for (let i = 0; i < LOOKUPS; i++) {
      const index = 10 + i * 7;
      const typed = i % 2 === 0 ? publicNumberOf(index) : cardNumberOf(index);
      await page.evaluate(watchFor(`Carte ${publicNumberOf(index)}`));
      await page.keyboard.type(typed, { delay: 2 });
      await page.keyboard.press("Enter");
      const timeout = new Promise<number>((_, reject) =>
        setTimeout(() => reject(new Error(`card ${typed} not shown: ${page.url()}`)), 5000),
      );
      times.push(await Promise.race([page.evaluate<number>("window.__lookup"), timeout]));
      await page.goBack();
      await page.getByRole("heading", { name: /^Bonjour/ }).waitFor();
      await page.waitForLoadState("networkidle");
    }
    const first = times[0] ?? Number.NaN;
    const sorted = [...times].sort((a, b) => a - b);
    return {
      first,
      median: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      budgetMs: LOOKUP_BUDGET_MS,
    };
  } finally {
    await browser.close();
    await stop();
  }
}
