/**
 * The hand-over from a prerendered page to the app (scripts/prerender-plugin.ts): until the app
 * has started, the page's loader holds every tap on a button (its default action, a form's
 * submission included, is cancelled, and the button is marked with HELD_CLICK and the tap's rank);
 * src/main.tsx marks <html> with APP_STARTED as it takes the page over, and the screen taps them
 * again, in order, once it is live (useHeldClicks). "EN" or "Se connecter" tapped before the
 * scripts have arrived is not lost.
 */
export const HELD_CLICK = "data-held-click";
export const APP_STARTED = "data-app-started";
