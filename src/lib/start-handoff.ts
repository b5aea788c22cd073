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
