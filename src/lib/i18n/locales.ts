/**
 * The app's languages (lingui.config.ts has the same list), French first: the default and the
 * fallback. Apart from src/lib/i18n/i18n.ts so that the build's scripts can read them.
 */
export const LOCALES = ["fr", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "fr";
