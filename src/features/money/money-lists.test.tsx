import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { BankTransaction, CustomerInvoice, Receipt } from "@/contract/money";
import { exportedColumns } from "@/ui/paged-list/csv-export";
import { BANK_TRANSACTIONS } from "./bank-transaction-list";
import { INVOICES } from "./invoice-list";
import { RECEIPTS } from "./receipt-list";

const RECEIPT: Receipt = {
  id: 12,
  number: 12,
  date: "2026-11-26T09:15:00.000Z",
  amount: 45.5,
  kioskName: "Borne Accueil",
  paymentMethod: "Cb",
  cardCount: 2,
  tokens: 90,
  freeTokens: 10,
  invoiceNumber: "FA-2026-000007",
};
const INVOICE: CustomerInvoice = {
  id: 7,
  number: "FA-2026-000007",
  date: "2026-11-26T09:16:00.000Z",
  kioskName: null,
  customerName: "Camille Durand",
  companyName: "Durand SARL",
  billingAddress: ["12 rue des Lilas", "69003 Lyon"],
  totalHt: 41.36,
  totalTtc: 45.5,
  paymentMethod: "Transfer",
  paidAt: null,
  type: "Recharging",
  tokens: 90,
  freeTokens: 10,
  cards: ["C-000123", "C-000124"],
};
const BANK: BankTransaction = {
  id: 3,
  date: "2026-11-26T09:14:00.000Z",
  content: "CARTE BANCAIRE\nMONTANT 45,50 EUR",
  amount: 45.5,
  invoice: null,
  kioskName: "Borne Accueil",
  state: "Refused",
  type: "Payment",
  version: "4.2.1",
};

/** A row as its CSV line: `header: value` for each exported column. */
function csvOf<T>(columns: Parameters<typeof exportedColumns<T>>[0], row: T) {
  return Object.fromEntries(
    exportedColumns(columns, row, i18n).map((c) => [i18n._(c.header), c.value(row, i18n)]),
  );
}

describe("money lists' CSV", () => {
  it("exports a receipt's every column, amounts as numbers and the payment in words", () => {
    const csv = csvOf(RECEIPTS.columns, RECEIPT);
    expect(csv).toMatchObject({
      Numéro: 12,
      Montant: 45.5,
      Borne: "Borne Accueil",
      Paiement: "Carte bancaire",
      Cartes: 2,
      Unités: 90,
      "Unités bonus": 10,
      Facture: "FA-2026-000007",
    });
    expect(String(csv.Date)).toMatch(/^26\/11\/2026 \d\d:\d\d/);
  });

  it("exports an invoice's totals HT and TTC, its type and the number of its cards", () => {
    expect(csvOf(INVOICES.columns, INVOICE)).toMatchObject({
      Numéro: "FA-2026-000007",
      Client: "Camille Durand",
      Société: "Durand SARL",
      Type: "Recharge",
      "Total HT": 41.36,
      "Total TTC": 45.5,
      Paiement: "Virement",
      Cartes: 2,
    });
  });

  it("exports a bank transaction's state in words, its whole ticket, no receipt as empty", () => {
    expect(csvOf(BANK_TRANSACTIONS.columns, BANK)).toMatchObject({
      Montant: 45.5,
      État: "Refusée",
      Type: "Paiement",
      "Ticket de caisse": "",
      Version: "4.2.1",
      Ticket: "CARTE BANCAIRE\nMONTANT 45,50 EUR",
    });
  });

  it("open a row at its details page", () => {
    expect(RECEIPTS.open?.(RECEIPT)).toBe("/receipt/details/12");
    expect(INVOICES.open?.(INVOICE)).toBe("/invoices-customer/details/FA-2026-000007");
    expect(BANK_TRANSACTIONS.open?.(BANK)).toBe("/payment-receipt/details/3");
  });
});
