import dayjs from "dayjs";
import { appConfig } from "../api/app-config";
import type { Locale } from "./i18n";

/**
 * Spec section 9: dd/MM/yyyy and dd/MM/yyyy HH:mm:ss, in both languages. A list's rows give the
 * minute (issue 10: seconds are noise in a column); the details and the row's title, the second.
 */
export const DATE_FORMAT = "DD/MM/YYYY";
export const DATE_TIME_FORMAT = "DD/MM/YYYY HH:mm:ss";
export const LIST_DATE_TIME_FORMAT = "DD/MM/YYYY HH:mm";

type DateInput = string | number | Date | null | undefined;

/** `value` in `format`, or "" when there is none or it is not a date. */
function formatWith(value: DateInput, format: string): string {
  if (value === null || value === undefined || value === "") return "";
  const d = dayjs(value);
  return d.isValid() ? d.format(format) : "";
}

export const formatDate = (value: DateInput) => formatWith(value, DATE_FORMAT);

export const formatDateTime = (value: DateInput) => formatWith(value, DATE_TIME_FORMAT);

/** A list row's time: to the minute. */
export const formatListDateTime = (value: DateInput) => formatWith(value, LIST_DATE_TIME_FORMAT);

/** "21/11 à 14:32" of the offline badge: a day of the month and a time of day. */
export function formatDayAndTime(value: DateInput): { day: string; time: string } {
  const d = dayjs(value ?? undefined);
  return d.isValid() ? { day: d.format("DD/MM"), time: d.format("HH:mm") } : { day: "", time: "" };
}

/**
 * An amount in the venue's currency (/config.json, euro by default) written the language's way:
 * "50,00 €" in French, "€50.00" in English. Never dollars because the screen is in English (the
 * spec's "$ in English" is overruled by issue 10: the invoice and the screens must agree).
 */
export function formatMoney(
  amount: number,
  locale: Locale,
  currency: string = appConfig().currency,
): string {
  return moneyFormat(locale, currency).format(amount);
}

/** The currency's sign in the language ("€"), for a price field's suffix. */
export function currencySymbol(locale: Locale, currency: string = appConfig().currency): string {
  const parts = moneyFormat(locale, currency).formatToParts(0);
  return parts.find((p) => p.type === "currency")?.value ?? currency;
}

function moneyFormat(locale: Locale, currency: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale === "fr" ? "fr-FR" : "en-US", {
    style: "currency",
    currency,
  });
}

/**
 * A typed dd/mm/yyyy day as the API's YYYY-MM-DD, or null while incomplete or impossible.
 * DateInput's own parser needs dayjs' customParseFormat plugin, without which it reads
 * "01/02/2015" the American way (2 January), so the customer form passes this one instead.
 */
export function parseDay(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCDate() === day && date.getUTCMonth() === month - 1 && year >= 1900;
  return real ? date.toISOString().slice(0, 10) : null;
}

/** How long ago `value` was, in the interface's language ("il y a 4 min", "4 min. ago"). */
export function formatAge(value: DateInput, locale: Locale, now = Date.now()): string {
  if (value === null || value === undefined || value === "") return "";
  const seconds = Math.round((now - dayjs(value).valueOf()) / 1000);
  if (!Number.isFinite(seconds)) return "";
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto", style: "short" });
  const size = Math.abs(seconds);
  if (size < 60) return format.format(-seconds, "second");
  if (size < 3600) return format.format(-Math.round(seconds / 60), "minute");
  if (size < 86_400) return format.format(-Math.round(seconds / 3600), "hour");
  return format.format(-Math.round(seconds / 86_400), "day");
}
