/**
 * The hand-over from a prerendered page to the app (scripts/prerender-plugin.ts): until the
 * screen is live, the page's loader holds every tap on a button (its default action, a form's
 * submission included, is cancelled, the app does not see it, and the button is marked with
 * HELD_CLICK and the tap's rank). The hydrated screen marks <html> with APP_STARTED and taps them
 * again, in order (useHeldClicks); when the app renders over the prerender instead, src/main.tsx
 * marks it at once. "EN" or "Se connecter" tapped before the scripts have arrived is not lost.
 */
export const HELD_CLICK = "data-held-click";
export const APP_STARTED = "data-app-started";

/**
 * The global slot where index.html's first script (scripts/first-screen-plugin.ts) leaves its
 * request of `/config.json`, started as the page is parsed: src/lib/api/app-config.ts takes it
 * (once) instead of asking again after the entry's code has come and run.
 */
export const CONFIG_REQUEST = "__boConfigRequest";
/** The config's URL and request options, the same for that script and for the app. */
export const CONFIG_URL = "/config.json";

/**
 * The global slot where that script leaves a card's GET, signed in on a card's page: `{ path,
 * response }`, the API path and its fetch, which src/main.tsx hands to the http client
 * (`adopt`, src/lib/api/http-client.ts) rather than sending it once the entry has run.
 */
export const FIRST_REQUEST = "__boFirstRequest";

/** What index.html's first script left in the global slot `name`, taken once. */
export function takeStarted(name: string): unknown {
  const slot = globalThis as Record<string, unknown>;
  const started = slot[name];
  delete slot[name];
  return started;
}
