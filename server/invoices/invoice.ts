/**
 * The invoice model every PDF invoice of the venue is made from (invoice-document.ts): the
 * customer invoices' (server/money/customer-invoice.ts), which the card page downloads too.
 *
 * VAT decision: the venue's prices include VAT (TTC). A line's amount excluding VAT is
 * HT = TTC / (1 + rate) rounded to the cent, its VAT = TTC − HT; VAT per rate and the totals are
 * sums of lines, in whole cents, so everything adds up to the cent and the total TTC is what the
 * customer paid. Play units are sold with 20 % VAT (`VAT_RATE_UNITS`); bonus units are a line
 * at 0 €.
 */
import type { VenueLegal } from "../config";

export const VAT_RATE_UNITS = 0.2;

/** The seller: the venue's legal identity (server/config.ts) and its trade name (the site's). */
export interface InvoiceSeller extends VenueLegal {
  tradeName: string | null;
}

export interface InvoiceCustomer {
  /** The person's name, or "Client au comptoir" for an anonymous sale. */
  name: string;
  /** A professional customer's company name. */
  company: string | null;
  address: string[];
  /** More lines naming the customer, e.g. the card's number. */
  references: string[];
}

/** A line as sold: its amount including VAT; HT and VAT are derived (`priceLines`). */
export interface InvoiceLine {
  designation: string;
  quantity: number;
  totalTtc: number;
  vatRate: number;
}

export interface Invoice {
  /** Unique and chronological. */
  number: string;
  /** Moments, ISO 8601. */
  issuedAt: string;
  soldAt: string;
  /** ISO 4217 code. */
  currency: string;
  seller: InvoiceSeller;
  customer: InvoiceCustomer;
  lines: InvoiceLine[];
  /** How and when it was paid; null when unknown or not yet, then when it is due. */
  payment: { method: string | null; paidAt: string | null; dueAt?: string | null };
}

export interface PricedLine extends InvoiceLine {
  unitPriceHt: number;
  totalHt: number;
  vat: number;
}

export interface InvoiceTotals {
  lines: PricedLine[];
  /** One row per VAT rate, rates ascending. */
  vatByRate: { rate: number; baseHt: number; vat: number }[];
  totalHt: number;
  totalVat: number;
  totalTtc: number;
}

const toCents = (euros: number) => Math.round(euros * 100);

/** HT, VAT and unit price of each line, VAT per rate and the totals (see the header). */
export function priceLines(lines: readonly InvoiceLine[]): InvoiceTotals {
  const byRate = new Map<number, { ht: number; vat: number }>();
  let ht = 0;
  let ttc = 0;
  const priced = lines.map((line) => {
    const lineTtc = toCents(line.totalTtc);
    const lineHt = Math.round(lineTtc / (1 + line.vatRate));
    const rate = byRate.get(line.vatRate) ?? { ht: 0, vat: 0 };
    rate.ht += lineHt;
    rate.vat += lineTtc - lineHt;
    byRate.set(line.vatRate, rate);
    ht += lineHt;
    ttc += lineTtc;
    return {
      ...line,
      totalHt: lineHt / 100,
      vat: (lineTtc - lineHt) / 100,
      unitPriceHt: line.quantity > 0 ? lineHt / 100 / line.quantity : 0,
    };
  });
  const vatByRate = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, sums]) => ({ rate, baseHt: sums.ht / 100, vat: sums.vat / 100 }));
  return {
    lines: priced,
    vatByRate,
    totalHt: ht / 100,
    totalVat: (ttc - ht) / 100,
    totalTtc: ttc / 100,
  };
}

/**
 * Intl's French forms use a narrow no-break space (U+202F), which the invoices' font (Roboto)
 * lacks: it becomes a no-break space (U+00A0), as wide as a space and never broken.
 */
const printable = (text: string) => text.replace(/\u202f/g, "\u00a0");

/** "1 234,56 €" (no-break spaces). */
export function formatMoney(value: number, currency: string): string {
  return printable(new Intl.NumberFormat("fr-FR", { style: "currency", currency }).format(value));
}

/** A unit price, to a hundredth of a cent when it does not fall on a cent: "0,4167 €". */
export function formatUnitPrice(value: number, currency: string): string {
  const format = new Intl.NumberFormat("fr-FR", {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
  return printable(format.format(value));
}

/** "20 %", "5,5 %". */
export function formatRate(rate: number): string {
  const format = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 2 });
  return printable(format.format(rate));
}

/** "23/04/2026", the venue's (the server's) day of a moment. */
export function formatDay(moment: string): string {
  return new Intl.DateTimeFormat("fr-FR", { dateStyle: "short" }).format(new Date(moment));
}
