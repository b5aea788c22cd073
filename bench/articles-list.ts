/**
 * The snack articles list as a manager sees it (issue 23): in Chromium, on the production build
 * served by the reference server (demo seed), a client-side navigation from home to /snacking/snack
 * until the list's rows are in the document. First from the network (nothing cached on this
 * tablet), then again from the cache (the list is read cache-first, src/ui/offline/), each 8 times
 * (home in between); medians. No budget: a figure for the closing note.
 */
import { percentile, startBenchServer } from "./bench-server";
import { goTo, launchChromium, signedInTablet } from "./browser";

const ROUNDS = 8;

/** In-page: empties the tablet's cached reads (src/lib/offline/db.ts, table "reads"). */
const CLEAR_READS = `new Promise((done) => {
  const open = indexedDB.open("backoffice");
  open.onsuccess = () => {
    const tx = open.result.transaction(["reads"], "readwrite");
    tx.objectStore("reads").clear();
    tx.oncomplete = () => { open.result.close(); done(0); };
  };
})`;

/** In-page: window.__rows becomes the time from now to the list's first article row. */
const watchRows = `window.__rows = new Promise((resolve) => {
  const start = performance.now();
  const check = () => {
    const table = [...document.querySelectorAll("table")].find((t) => t.getAttribute("aria-label") === "Articles du snack");
    if (!table || !table.querySelector("tbody tr td:nth-child(2)")?.textContent) return false;
    observer.disconnect();
    resolve(performance.now() - start);
    return true;
  };
  const observer = new MutationObserver(check);
  if (!check()) observer.observe(document, { subtree: true, childList: true, characterData: true });
}); 0`;

export async function runArticlesListBench() {
  const { base, stop } = await startBenchServer({ distDir: "dist" });
  const browser = await launchChromium();
  try {
    const page = await signedInTablet(browser, base, {
      email: "manager@parc-demo.fr",
      password: "Manager#2026!",
    });
    await page.waitForLoadState("networkidle");
    const open = async () => {
      await page.evaluate(watchRows);
      await page.evaluate(goTo("/snacking/snack"));
      await page.evaluate("dispatchEvent(new PopStateEvent('popstate'))");
      const shown = await page.evaluate<number>("window.__rows");
      await page.waitForLoadState("networkidle");
      await page.evaluate(goTo("/"));
      await page.evaluate("dispatchEvent(new PopStateEvent('popstate'))");
      await page.getByRole("heading", { name: /^Bonjour/ }).waitFor();
      return shown;
    };
    const network: number[] = [];
    const cached: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // Nothing of the list on this tablet: its cache is emptied before each first opening.
      await page.evaluate(CLEAR_READS);
      network.push(await open());
      cached.push(await open());
    }
    const median = (all: number[]) =>
      percentile(
        [...all].sort((a, b) => a - b),
        50,
      );
    return { network: median(network), cached: median(cached), rounds: ROUNDS };
  } finally {
    await browser.close();
    await stop();
  }
}
