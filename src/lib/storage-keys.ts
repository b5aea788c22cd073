/**
 * The storage keys that index.html's first-screen script reads before the app has started
 * (scripts/first-screen-plugin.ts), declared once for it and for the app.
 */
/** sessionStorage: this tab's session (src/lib/session/session-store.ts). */
export const SESSION_STORAGE_KEY = "bo.session";
/** localStorage: the chosen language (src/lib/i18n/i18n.ts). */
export const LOCALE_STORAGE_KEY = "bo.locale";
/** localStorage: the last runtime config the network gave (src/lib/api/app-config.ts). */
export const APP_CONFIG_STORAGE_KEY = "bo.config";
