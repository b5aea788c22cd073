/**
 * The words of the money screens' values (src/contract/money.ts): how a sale was paid, an
 * invoice's type, a bank transaction's state (with its badge's colour) and type.
 */
import { msg } from "@lingui/core/macro";
import { formatMoney } from "@/lib/i18n/format";
import type { MessageDescriptor } from "@lingui/core";
import type {
  BANK_STATES,
  BANK_TYPES,
  BankState,
  INVOICE_TYPES,
  SETTLEMENT_METHODS,
} from "@/contract/money";

type Labels<T extends readonly string[]> = Record<T[number], MessageDescriptor>;

export const PAYMENT_METHOD_LABELS: Labels<typeof SETTLEMENT_METHODS> = {
  Cb: msg`Carte bancaire`,
  Cash: msg`Espèces`,
  Transfer: msg`Virement`,
};

export const INVOICE_TYPE_LABELS: Labels<typeof INVOICE_TYPES> = {
  Purchase: msg`Achat de carte`,
  Recharging: msg`Recharge`,
};

export const BANK_STATE_LABELS: Labels<typeof BANK_STATES> = {
  Accepted: msg`Acceptée`,
  Refused: msg`Refusée`,
  Cancelled: msg`Annulée`,
  Error: msg`Erreur`,
};

/** A state's badge colour; the badge always says the state in words too. */
export const BANK_STATE_COLORS: Record<BankState, string> = {
  Accepted: "green",
  Refused: "red",
  Cancelled: "gray",
  Error: "orange",
};

export const BANK_TYPE_LABELS: Labels<typeof BANK_TYPES> = {
  Payment: msg`Paiement`,
  Refund: msg`Remboursement`,
};

/** A VAT rate (0.2) as the invoice says it: "20 %" in French, "20%" in English. */
export function vatRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale === "en" ? "en-US" : "fr-FR", {
    style: "percent",
    maximumFractionDigits: 2,
  }).format(rate);
}

/** An amount in the venue's currency, the language's way (src/lib/i18n/format.ts). */
export function money(amount: number, locale: string): string {
  return formatMoney(amount, locale === "en" ? "en" : "fr");
}

/** The first line of a payment terminal's ticket that says something (its heading). */
export function firstLine(content: string): string {
  return (
    content
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line !== "") ?? ""
  );
}
