/**
 * What the Chromium benches share: the browser (Debian's /usr/bin/chromium, headless), the
 * sign-in, and an in-page watch for a card's balances.
 * In-page code is always a string: the benches run under tsx, whose helpers must not leak into it.
 */
import { chromium, type Page } from "@playwright/test";

export function launchChromium(extraArgs: string[] = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extraArgs,
    ],
  });
}

/**
 * A signed-in tablet: 1024x768, French, the service worker blocked (its precache would compete
 * with what a bench measures).
 */
export async function signedInTablet(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  base: string,
  account?: { email: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    locale: "fr-FR",
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  await signInAsAgent(page, base, account);
  return page;
}

/** Signs in as a demo account (the agent unless told another) and waits for the home. */
export async function signInAsAgent(
  page: Page,
  base: string,
  account = { email: "agent@parc-demo.fr", password: "Agent#2026!" },
): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByLabel(/^Mot de passe/).fill(account.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.getByRole("heading", { name: /^Bonjour/ }).waitFor();
}

/**
 * A JS expression: true once the details of the card `publicNumber` show its balances (the
 * heading "Carte <public number>" and the bonus units figure).
 */
export function balancesShown(publicNumber: string): string {
  return `([...document.querySelectorAll("h1")].some((h) => h.textContent === ${JSON.stringify(`Carte ${publicNumber}`)})
    && Boolean(document.querySelector('[aria-label="Unités bonus"]')?.textContent))`;
}

/**
 * In-page statement: `window.__shown` becomes a promise of the time from now (or, with
 * `sinceStart`, from the page's navigation start) to the balances of the card being in the
 * document: of `publicNumber`, or of any card when it is undefined.
 */
export function watchBalances(publicNumber: string | undefined, sinceStart = false): string {
  const shown = publicNumber
    ? balancesShown(publicNumber)
    : `([...document.querySelectorAll("h1")].some((h) => h.textContent?.startsWith("Carte "))
    && Boolean(document.querySelector('[aria-label="Unités bonus"]')?.textContent))`;
  return `window.__shown = new Promise((resolve) => {
    const start = ${sinceStart ? "0" : "performance.now()"};
    const check = () => {
      if (!(${shown})) return false;
      observer.disconnect();
      resolve(performance.now() - start);
      return true;
    };
    const observer = new MutationObserver(check);
    if (!check()) observer.observe(document, { subtree: true, childList: true, characterData: true });
  });`;
}

/** In-page statement: a client-side navigation, as the app's own links do (wouter follows it). */
export const goTo = (path: string) => `history.pushState(null, "", ${JSON.stringify(path)});`;
