import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { BANK_STATES, BANK_TYPES, INVOICE_TYPES, SETTLEMENT_METHODS } from "@/contract/money";
import {
  BANK_STATE_COLORS,
  BANK_STATE_LABELS,
  BANK_TYPE_LABELS,
  firstLine,
  INVOICE_TYPE_LABELS,
  money,
  PAYMENT_METHOD_LABELS,
  vatRate,
} from "./money-labels";

/** Intl's no-break spaces read as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("money labels", () => {
  it("says every value of the contract in French", () => {
    const said = (
      labels: Record<string, { message?: string; id: string }>,
      values: readonly string[],
    ) => values.map((v) => i18n._(labels[v] as never));
    expect(said(PAYMENT_METHOD_LABELS, SETTLEMENT_METHODS)).toEqual([
      "Carte bancaire",
      "Espèces",
      "Virement",
    ]);
    expect(said(INVOICE_TYPE_LABELS, INVOICE_TYPES)).toEqual(["Achat de carte", "Recharge"]);
    expect(said(BANK_STATE_LABELS, BANK_STATES)).toEqual([
      "Acceptée",
      "Refusée",
      "Annulée",
      "Erreur",
    ]);
    expect(said(BANK_TYPE_LABELS, BANK_TYPES)).toEqual(["Paiement", "Remboursement"]);
    // Each state its own colour (the badge says the word too).
    expect(new Set(BANK_STATES.map((s) => BANK_STATE_COLORS[s])).size).toBe(BANK_STATES.length);
  });

  it("writes amounts and VAT rates the language's way", () => {
    expect(plain(money(1234.5, "fr"))).toBe("1 234,50 €");
    expect(money(1234.5, "en")).toBe("€1,234.50");
    expect(plain(vatRate(0.2, "fr"))).toBe("20 %");
    expect(plain(vatRate(0.055, "fr"))).toBe("5,5 %");
    expect(vatRate(0.1, "en")).toBe("10%");
  });

  it("takes a ticket's first line that says something", () => {
    expect(firstLine("\n  CARTE BANCAIRE  \r\nA0000000421010\nMONTANT 25,00 EUR")).toBe(
      "CARTE BANCAIRE",
    );
    expect(firstLine("")).toBe("");
  });
});
