import dayjs from "dayjs";
import type { Locale } from "./i18n";

/** Spec section 9: dd/MM/yyyy and dd/MM/yyyy HH:mm:ss, in both languages. */
export const DATE_FORMAT = "DD/MM/YYYY";
export const DATE_TIME_FORMAT = "DD/MM/YYYY HH:mm:ss";

type DateInput = string | number | Date | null | undefined;

export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === "") return "";
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMAT) : "";
}

export function formatDateTime(value: DateInput): string {
  if (value === null || value === undefined || value === "") return "";
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : "";
}

/** "21/11 à 14:32" of the offline badge: a day of the month and a time of day. */
export function formatDayAndTime(value: DateInput): { day: string; time: string } {
  const d = dayjs(value ?? undefined);
  return d.isValid() ? { day: d.format("DD/MM"), time: d.format("HH:mm") } : { day: "", time: "" };
}

/** Spec section 9: € in French, $ in English. */
export function formatMoney(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === "fr" ? "fr-FR" : "en-US", {
    style: "currency",
    currency: locale === "fr" ? "EUR" : "USD",
  }).format(amount);
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
