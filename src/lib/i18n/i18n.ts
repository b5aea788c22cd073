/**
 * Lingui set-up. French is the source, default and fallback locale; the chosen locale is kept
 * in localStorage (a preference, not personal data) and applied to Lingui and <html lang> (and to
 * dayjs, for the date pickers, by the signed-in shell: src/app/app-shell.tsx).
 * Two catalogues per locale (lingui.config.ts): `messages` at start, `screens` with the first
 * feature screen (`loadScreenMessages`, awaited by the route table's lazy pages).
 */
import { i18n } from "@lingui/core";
import { startTransition } from "react";
import { LOCALE_STORAGE_KEY } from "@/lib/storage-keys";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

export { DEFAULT_LOCALE, LOCALES, type Locale };

type Catalog = () => Promise<{ messages: Record<string, unknown> }>;
type Messages = Parameters<typeof i18n.load>[1];

const catalogs: Record<Locale, Catalog> = {
  fr: () => import("../../../locales/fr/messages.po"),
  en: () => import("../../../locales/en/messages.po"),
};
const screenCatalogs: Record<Locale, Catalog> = {
  fr: () => import("../../../locales/fr/screens.po"),
  en: () => import("../../../locales/en/screens.po"),
};

/** The locale whose screen messages are loaded (or loading), and that load. */
let screens: { locale: Locale; ready: Promise<void> } | undefined;

/** Loads the feature screens' messages of the active locale, once. */
export function loadScreenMessages(): Promise<void> {
  // Before the start has activated a locale (src/main.tsx preloads the first screen meanwhile),
  // the one it is activating.
  const locale = isLocale(i18n.locale) ? i18n.locale : storedLocale();
  if (screens?.locale !== locale) {
    const ready = Promise.all([
      // Every text on screen renders again with them: in slices (a transition), after the paint.
      screenCatalogs[locale]().then(({ messages }) =>
        startTransition(() => i18n.load(locale, messages as Messages)),
      ),
      // The feature screens' refusal messages, which the sign-in page does not carry.
      import("../api/screen-error-messages"),
    ]).then(() => undefined);
    screens = { locale, ready };
  }
  return screens.ready;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * Loads a locale's start catalogue (and its screens' one when already in use) and makes it Lingui's
 * active locale, touching nothing else: the build's prerender of the first screen (src/app/
 * prerender.tsx) runs it outside a browser.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  // A switch while feature screens are shown loads their messages too, before anything re-renders.
  const [{ messages }, extra] = await Promise.all([
    catalogs[locale](),
    screens ? screenCatalogs[locale]() : undefined,
  ]);
  i18n.load(locale, messages as Messages);
  if (extra) {
    i18n.load(locale, extra.messages as Messages);
    screens = { locale, ready: Promise.resolve() };
  }
  i18n.activate(locale);
}

/** The person's choice of locale: Lingui and <html lang>, remembered on this device. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode may refuse storage: the choice then lasts for this visit only.
  }
}

export { i18n };
