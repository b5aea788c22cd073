// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { formatMoney, priceLines, VAT_RATE_UNITS, type Invoice } from "./invoice";
import { invoicePdfFile } from "./invoice-document";
import { pdfText } from "./pdf-text";

const invoice: Invoice = {
  number: "10042",
  issuedAt: "2026-04-23T10:15:00.000Z",
  soldAt: "2026-04-22T12:00:00.000Z",
  currency: "EUR",
  seller: { ...loadConfig({}).venue, tradeName: "Parc Demo" },
  customer: {
    name: "Camille Durand",
    company: "Société Événements Éloïse",
    address: ["3 allée des Érables", "69003 Lyon"],
    references: ["Carte n° PC-000001 (0420000001)"],
  },
  lines: [
    {
      designation: "Unités de jeu (recharge de carte)",
      quantity: 2000,
      totalTtc: 1481.47,
      vatRate: VAT_RATE_UNITS,
    },
    { designation: "Unités bonus offertes", quantity: 200, totalTtc: 0, vatRate: VAT_RATE_UNITS },
    { designation: "Boisson fraîche", quantity: 1, totalTtc: 2.11, vatRate: 0.055 },
  ],
  payment: { method: "paiement à la borne « Borne cartes 1 »", paidAt: "2026-04-22T12:00:00.000Z" },
};

describe("priceLines", () => {
  it("derives HT = TTC / (1 + rate) to the cent and VAT = TTC − HT, per line, per rate and in total", () => {
    const totals = priceLines(invoice.lines);
    expect(totals.lines.map((l) => [l.totalHt, l.vat])).toEqual([
      [1234.56, 246.91],
      [0, 0],
      [2, 0.11],
    ]);
    expect(totals.lines[0]?.unitPriceHt).toBeCloseTo(0.61728, 6);
    expect(totals.vatByRate).toEqual([
      { rate: 0.055, baseHt: 2, vat: 0.11 },
      { rate: 0.2, baseHt: 1234.56, vat: 246.91 },
    ]);
    expect([totals.totalHt, totals.totalVat, totals.totalTtc]).toEqual([1236.56, 247.02, 1483.58]);
    // A kiosk's 25 units for 12,50 €: 10,42 € HT, 2,08 € VAT, adding up to what was paid.
    const small = priceLines([{ designation: "x", quantity: 25, totalTtc: 12.5, vatRate: 0.2 }]);
    expect([small.totalHt, small.totalVat, small.totalTtc]).toEqual([10.42, 2.08, 12.5]);
  });

  it("formats euros the French way with no-break spaces the font has", () => {
    expect(formatMoney(1234.56, "EUR")).toBe("1\u00a0234,56\u00a0€");
  });
});

describe("invoicePdfFile", () => {
  it("prints a one-page French invoice with its number, dates, lines, totals and mandatory mentions", async () => {
    const pdf = await invoicePdfFile(invoice);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    const expected = [
      "Facture",
      "N° 10042",
      "Date d'émission : 23/04/2026",
      "Date de la vente : 22/04/2026",
      // Seller: trade and legal names, address, identifiers.
      "Parc Demo",
      "Parc Démo Loisirs SAS",
      "12 rue des Loisirs",
      "69007 Lyon",
      "SAS au capital de 10 000 €",
      "SIREN 123456782",
      "SIRET 12345678200010",
      "RCS Lyon 123 456 782",
      "TVA intracommunautaire : FR11123456782",
      // Customer: the company, to the attention of the person.
      "Société Événements Éloïse",
      "À l'attention de Camille Durand",
      "3 allée des Érables",
      "Carte n° PC-000001 (0420000001)",
      // Lines: designation, quantity, unit price HT, rate, total HT.
      "Désignation",
      "Prix unitaire HT",
      "Unités de jeu (recharge de carte) 2000 0,6173 € 20 % 1 234,56 €",
      "Unités bonus offertes 200 0,00 € 20 % 0,00 €",
      "Boisson fraîche 1 2,00 € 5,5 % 2,00 €",
      // VAT per rate, then the totals.
      "5,5 % 2,00 € 0,11 €",
      "20 % 1 234,56 € 246,91 €",
      "Total HT 1 236,56 €",
      "Total TVA 247,02 €",
      "Total TTC 1 483,58 €",
      "Payée le : 22/04/2026",
      "Mode de paiement : paiement à la borne « Borne cartes 1 »",
      "Escompte pour paiement anticipé : néant",
      "Pénalités de retard : trois fois le taux d'intérêt légal",
      "Indemnité forfaitaire pour frais de recouvrement : 40 €",
    ];
    for (const part of expected) expect(text).toContain(part);
    // Nothing lost on the way: no replacement or missing glyph.
    expect([...text].filter((ch) => ch === "\u0000" || ch === "\ufffd" || ch === "?")).toEqual([]);
  });

  it("leaves out what is unknown: no company, no payment method, no capital", async () => {
    const { text } = await pdfText(
      await invoicePdfFile({
        ...invoice,
        seller: { ...invoice.seller, capital: null, tradeName: null },
        customer: { name: "Client au comptoir", company: null, address: [], references: [] },
        payment: { method: null, paidAt: null },
      }),
    );
    expect(text).toContain("Client au comptoir");
    expect(text).not.toMatch(/capital|Mode de paiement|Payée le|Société|échéance/);
    expect(text).toContain("Parc Démo Loisirs SAS");
    // A consumer's invoice carries no professional's penalties.
    expect(text).not.toMatch(/Pénalités|Indemnité|Escompte/);
  });

  it("says when an invoice not yet paid is due", async () => {
    const { text } = await pdfText(
      await invoicePdfFile({
        ...invoice,
        payment: { method: "virement bancaire", paidAt: null, dueAt: "2026-05-23T10:15:00.000Z" },
      }),
    );
    expect(text).toContain("Date d'échéance : 23/05/2026");
    expect(text).not.toContain("Payée le");
  });
});
