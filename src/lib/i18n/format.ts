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

/** Spec section 9: € in French, $ in English. */
export function formatMoney(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === "fr" ? "fr-FR" : "en-US", {
    style: "currency",
    currency: locale === "fr" ? "EUR" : "USD",
  }).format(amount);
}
