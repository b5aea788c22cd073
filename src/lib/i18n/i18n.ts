/**
 * Lingui set-up. French is the source, default and fallback locale; the chosen locale is kept
 * in localStorage (a preference, not personal data) and applied to Lingui, dayjs and <html lang>.
 */
import { i18n } from "@lingui/core";

export const LOCALES = ["fr", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "fr";
const STORAGE_KEY = "bo.locale";

const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  fr: () => import("../../../locales/fr/messages.po"),
  en: () => import("../../../locales/en/messages.po"),
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages: messages as Parameters<typeof i18n.load>[1] });
  // Dates pickers read dayjs's locale; dayjs itself loads with the first screen that shows dates.
  void import("./dayjs-locale").then((m) => m.applyDayjsLocale(locale));
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode may refuse storage: the choice then lasts for this visit only.
  }
}

export { i18n };
