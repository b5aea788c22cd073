/**
 * The specs' `test`: Playwright's, with one browser context per worker that the tests using the
 * project's own context options share, cleared between them. A fresh context starts with an
 * empty HTTP cache, so every test's first page compiled the whole app again (about 5 s a page on
 * 2 cores against 1.5 s with the code cache warm). What a test can leave behind is cleared
 * before the next one starts: its pages, cookies, local storage, IndexedDB (the cache and the
 * outbox), permissions, routes and the offline switch; sessionStorage is per page. The HTTP
 * cache stays, as a tablet's would (hashed assets are immutable: server/http/static.route.ts).
 *
 * A test asking other options (`test.use({ serviceWorkers: "allow" })`, another locale) gets a
 * context of its own, as with Playwright's fixture; another viewport is set on its page.
 */
import { test as base, type BrowserContext, type BrowserContextOptions } from "@playwright/test";

export { expect } from "@playwright/test";
export type { APIRequestContext, Locator, Page } from "@playwright/test";

/** What a test may have stored for the app's origin (everything but the HTTP cache). */
const STORAGE_TYPES = [
  "cookies",
  "indexeddb",
  "local_storage",
  "service_workers",
  "cache_storage",
  "file_systems",
  "websql",
].join(",");

async function clearOrigin(context: BrowserContext, origin: string): Promise<void> {
  const keeper = context.pages()[0] ?? (await context.newPage());
  if (keeper.url() === "about:blank") await keeper.goto("/favicon.svg").catch(() => undefined);
  for (const page of context.pages()) if (page !== keeper) await page.close();
  await context.clearCookies();
  await context.clearPermissions();
  await context.setOffline(false);
  await context.unrouteAll({ behavior: "ignoreErrors" });
  const cdp = await context.newCDPSession(keeper);
  await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: STORAGE_TYPES });
  await cdp.detach();
}

export const test = base.extend<
  {
    /**
     * A context of its own, for a test that changes what clearing cannot undo: a fake clock
     * (`page.clock.install()` is the context's and stays installed).
     */
    isolated: boolean;
  },
  { sharedContext: BrowserContext }
>({
  isolated: [false, { option: true }],

  sharedContext: [
    async ({ browser }, provide, workerInfo) => {
      const u = workerInfo.project.use;
      const context = await browser.newContext(sameOptions(u));
      await provide(context);
      await context.close();
    },
    { scope: "worker" },
  ],

  context: async (
    { browser, sharedContext, serviceWorkers, locale, javaScriptEnabled, isolated },
    provide,
    testInfo,
  ) => {
    const u = testInfo.project.use;
    const own =
      isolated ||
      serviceWorkers !== u.serviceWorkers ||
      locale !== u.locale ||
      javaScriptEnabled !== (u.javaScriptEnabled ?? true);
    if (own) {
      const context = await browser.newContext({
        ...sameOptions(u),
        serviceWorkers,
        locale,
        javaScriptEnabled,
      });
      await provide(context);
      await context.close();
      return;
    }
    await clearOrigin(sharedContext, new URL(u.baseURL ?? "").origin);
    await provide(sharedContext);
  },

  // Another viewport (`test.use({ viewport })`) is the test's page's size, in whichever context.
  page: async ({ page, viewport }, provide) => {
    if (viewport) await page.setViewportSize(viewport);
    await provide(page);
  },
});

/** The project's context options (playwright.config.ts). */
function sameOptions(u: BrowserContextOptions & { baseURL?: string }): BrowserContextOptions {
  return {
    baseURL: u.baseURL,
    viewport: u.viewport,
    screen: u.screen,
    deviceScaleFactor: u.deviceScaleFactor,
    isMobile: u.isMobile,
    hasTouch: u.hasTouch,
    userAgent: u.userAgent,
    locale: u.locale,
    timezoneId: u.timezoneId,
    serviceWorkers: u.serviceWorkers,
  };
}
