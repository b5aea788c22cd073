/**
 * The hand-over from a prerendered page to the app (scripts/prerender-plugin.ts): until the app
 * has started, the page's loader holds any form sent (no native post, the form is marked with
 * HELD_SUBMIT); src/main.tsx marks <html> with APP_STARTED as it takes the page over, and the
 * screen that owns the form sends it again once it is live (useHeldSubmit). A tap on
 * "Se connecter" before the scripts have arrived is not lost.
 */
export const HELD_SUBMIT = "data-held-submit";
export const APP_STARTED = "data-app-started";
