/**
 * The words of the events screens' values (src/contract/events.ts): an event's kind, its cards'
 * delivery status (with its badge's colour), the child's gender, how it was paid, the
 * "cancelled" filter's choices; and the day, hours, ages and amounts as the screens write them.
 */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type {
  CANCELLED_CHOICES,
  CHILD_GENDERS,
  DeliveryStatus,
  DELIVERY_STATUSES,
  EVENT_KINDS,
  EVENT_PAYMENT_METHODS,
} from "@/contract/events";
import { formatMoney } from "@/lib/i18n/format";

type Labels<T extends readonly string[]> = Record<T[number], MessageDescriptor>;

export const EVENT_KIND_LABELS: Labels<typeof EVENT_KINDS> = {
  Birthday: msg`Anniversaire`,
  Omniplay: msg`Commande en ligne`,
  Booked: msg`Événement réservé`,
};

export const DELIVERY_STATUS_LABELS: Labels<typeof DELIVERY_STATUSES> = {
  NotDelivered: msg`Non livré`,
  PartiallyDelivered: msg`Livré en partie`,
  Delivered: msg`Livré`,
};

/**
 * A status's badge colour (filled badges: white on Mantine's 6th shade, or dark on yellow, keep
 * AA contrast); the badge always says the status in words too.
 */
export const DELIVERY_STATUS_COLORS: Record<DeliveryStatus, string> = {
  NotDelivered: "red",
  PartiallyDelivered: "orange",
  Delivered: "green",
};

export const CHILD_GENDER_LABELS: Labels<typeof CHILD_GENDERS> = {
  Girl: msg`Fille`,
  Boy: msg`Garçon`,
};

export const EVENT_PAYMENT_LABELS: Labels<typeof EVENT_PAYMENT_METHODS> = {
  Online: msg`En ligne`,
  Cb: msg`Carte bancaire`,
  Cash: msg`Espèces`,
  Transfer: msg`Virement`,
  Cheque: msg`Chèque`,
};

/** The lists' "cancelled" filter: "true" or "false" (none: both). */
export const CANCELLED_LABELS: Labels<typeof CANCELLED_CHOICES> = {
  true: msg`Annulés`,
  false: msg`Non annulés`,
};

/** An ISO day ("2026-11-26") as the screens write it: 26/11/2026, in both languages. */
export function dayOf(day: string): string {
  const [year, month, date] = day.split("-");
  return year && month && date ? `${date}/${month}/${year}` : day;
}

/** "14:00–16:30": an event's hours. */
export function hoursOf(event: { beginHour: string; endHour: string }): string {
  return `${event.beginHour}–${event.endHour}`;
}

/** A child's age in whole years on `day` (ISO days both); null without a birth date. */
export function ageOn(birthDate: string | null, day: string): number | null {
  if (!birthDate) return null;
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** An amount in the venue's currency, the language's way (src/lib/i18n/format.ts). */
export function money(amount: number, locale: string): string {
  return formatMoney(amount, locale === "en" ? "en" : "fr");
}

/** A VAT rate (0.2): "20 %" in French, "20%" in English. */
export function vatRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale === "en" ? "en-US" : "fr-FR", {
    style: "percent",
    maximumFractionDigits: 2,
  }).format(rate);
}

/** A mail address as a link's target. */
export const mailto = (email: string) => `mailto:${email}`;

/** A phone number as a link's target: its digits and a leading "+" only. */
export const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The booker's language ("fr", "en-GB") in the interface's words: "français (fr)". */
export function cultureName(culture: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: "language" }).of(culture);
    return name && name !== culture ? `${name} (${culture})` : culture;
  } catch {
    return culture;
  }
}
