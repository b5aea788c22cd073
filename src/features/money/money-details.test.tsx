import { screen, waitFor, within, fireEvent } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Right } from "@/contract/rights";
import type { BankTransaction, CustomerInvoiceDetails, ReceiptDetails } from "@/contract/money";
import { db } from "@/lib/offline/db";
import { sessionFromTokens } from "@/lib/session/session-store";
import { sessionStore } from "@/lib/session/session";
import { fakeAccessToken } from "@/testing/fake-jwt";
import { renderScreen } from "@/testing/render";
import MoneyPage from "./money.page";

const PURCHASE = {
  purchaseId: 41,
  cardNumber: "C-000123",
  publicNumber: "P-123",
  type: "Recharging" as const,
  amount: 45.5,
  tokens: 90,
  freeTokens: 10,
};
const RECEIPT: ReceiptDetails = {
  id: 12,
  number: 12,
  date: "2026-11-26T09:15:00.000Z",
  amount: 45.5,
  kioskName: "Borne Accueil",
  paymentMethod: "Cb",
  cardCount: 1,
  tokens: 90,
  freeTokens: 10,
  invoiceNumber: "FA-2026-000007",
  purchases: [PURCHASE],
  bankTransactions: [
    { id: 3, date: "2026-11-26T09:14:00.000Z", state: "Accepted", type: "Payment" },
  ],
};
const INVOICE: CustomerInvoiceDetails = {
  id: 7,
  number: "FA-2026-000007",
  date: "2026-11-26T09:16:00.000Z",
  kioskName: "Borne Accueil",
  customerName: "Camille Durand",
  companyName: null,
  billingAddress: ["12 rue des Lilas", "69003 Lyon"],
  totalHt: 41.36,
  totalVat: 4.14,
  totalTtc: 45.5,
  paymentMethod: "Cb",
  paidAt: "2026-11-26T09:15:00.000Z",
  type: "Recharging",
  tokens: 90,
  freeTokens: 10,
  cards: ["C-000123"],
  lines: [
    {
      designation: "Recharge 90 unités",
      quantity: 1,
      unitPriceHt: 41.36,
      vatRate: 0.1,
      totalHt: 41.36,
      vat: 4.14,
      totalTtc: 45.5,
    },
  ],
  vatByRate: [{ rate: 0.1, baseHt: 41.36, vat: 4.14 }],
  purchases: [PURCHASE],
  receiptId: 12,
};
const BANK: BankTransaction = {
  id: 3,
  date: "2026-11-26T09:14:00.000Z",
  content: "   CARTE BANCAIRE\nMONTANT    45,50 EUR",
  amount: 45.5,
  invoice: 12,
  kioskName: "Borne Accueil",
  state: "Accepted",
  type: "Payment",
  version: "4.2.1",
};

const urls: string[] = [];

beforeEach(async () => {
  await db.reads.clear();
  urls.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      urls.push(url);
      if (url.includes("/invoicecustomer/pdf/"))
        return new Response("%PDF-1.7", { headers: { "Content-Type": "application/pdf" } });
      if (url.includes("/invoicecustomer/number/")) return Response.json(INVOICE);
      if (url.endsWith("/invoice/id/12")) return Response.json(RECEIPT);
      if (url.endsWith("/paymentReceipt/3")) return Response.json(BANK);
      return Response.json({ code: "not_found" }, { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.set(null);
});

function openAs(path: string, rights: Right[]) {
  sessionStore.set(sessionFromTokens(fakeAccessToken({ rights }), "refresh"));
  return renderScreen(<MoneyPage />, { path });
}
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

describe("money details", () => {
  it("shows an invoice's lines, VAT per rate and totals, and saves its PDF as {number}.pdf", async () => {
    openAs("/invoices-customer/details/FA-2026-000007", [
      "INVOICE_READ",
      "INVOICE_PDF",
      "RECEIPT_READ",
    ]);
    expect(await screen.findByRole("heading", { name: "Facture FA-2026-000007" })).toBeDefined();
    const lines = screen.getByRole("table", { name: "Lignes de la facture" });
    const line = within(lines).getAllByRole("row")[1] as HTMLElement;
    expect(plain(line.textContent)).toBe("Recharge 90 unités141,36 €10 %41,36 €4,14 €45,50 €");
    expect(plain(screen.getByTestId("invoice-totals").textContent)).toBe(
      "Total HT41,36 €Total TVA4,14 €Total TTC45,50 €",
    );
    expect(screen.getByText("69003 Lyon")).toBeDefined();
    expect(screen.getByRole("link", { name: "12" }).getAttribute("href")).toBe(
      "/receipt/details/12",
    );
    expect(screen.getByRole("link", { name: "C-000123" }).getAttribute("href")).toBe(
      "/cards/details/C-000123",
    );

    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:pdf"), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    fireEvent.click(screen.getByRole("button", { name: "Télécharger le PDF" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("FA-2026-000007.pdf");
    expect(urls.some((u) => u.endsWith("/api/invoicecustomer/pdf/FA-2026-000007"))).toBe(true);
  });

  it("offers the PDF only to those who may download it, the receipt only as text without its right", async () => {
    openAs("/invoices-customer/details/FA-2026-000007", ["INVOICE_READ"]);
    await screen.findByRole("heading", { name: "Facture FA-2026-000007" });
    expect(screen.queryByRole("button", { name: "Télécharger le PDF" })).toBeNull();
    expect(screen.queryByRole("link", { name: "12" })).toBeNull();
  });

  it("shows a receipt with its cards, its bank transactions and its invoice, linked", async () => {
    openAs("/receipt/details/12", ["RECEIPT_READ", "INVOICE_READ", "PAYMENT_RECEIPT_READ"]);
    expect(await screen.findByRole("heading", { name: "Ticket de caisse n° 12" })).toBeDefined();
    expect(screen.getByText("Achats (1 carte)")).toBeDefined();
    expect(screen.getByRole("link", { name: "P-123" }).getAttribute("href")).toBe(
      "/cards/details/C-000123",
    );
    expect(screen.getByRole("link", { name: "FA-2026-000007" }).getAttribute("href")).toBe(
      "/invoices-customer/details/FA-2026-000007",
    );
    expect(screen.getByRole("link", { name: /^26\/11\/2026/ }).getAttribute("href")).toBe(
      "/payment-receipt/details/3",
    );
    expect(screen.getByText("Acceptée")).toBeDefined();
    expect(plain(screen.getByText("Carte bancaire").textContent)).toBe("Carte bancaire");
  });

  it("shows a bank transaction's ticket as printed, in a monospace block", async () => {
    openAs("/payment-receipt/details/3", ["PAYMENT_RECEIPT_READ", "RECEIPT_READ"]);
    expect(await screen.findByRole("heading", { name: "Transaction bancaire n° 3" })).toBeDefined();
    const ticket = document.querySelector("pre");
    expect(ticket?.textContent).toBe(BANK.content);
    expect(screen.getByRole("link", { name: "12" }).getAttribute("href")).toBe(
      "/receipt/details/12",
    );
  });

  it("says when a receipt does not exist, with the way back", async () => {
    openAs("/receipt/details/99", ["RECEIPT_READ"]);
    expect(await screen.findByText("Ce ticket de caisse n'existe pas")).toBeDefined();
    expect(screen.getByRole("button", { name: "Retour à la liste" })).toBeDefined();
  });
});
