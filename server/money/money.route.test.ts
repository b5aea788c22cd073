// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bankTransactionSchema,
  customerInvoiceDetailsSchema,
  customerInvoiceSchema,
  receiptDetailsSchema,
  receiptSchema,
} from "../../src/contract/money";
import { pagedSchema } from "../../src/contract/paging";
import { pdfText } from "../invoices/pdf-text";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("admin")).access_token;
});
afterAll(() => t.close());

const get = (path: string, token = admin) => t.call("GET", path, { token });
const json = async <S extends { parse: (v: unknown) => unknown }>(path: string, schema: S) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return schema.parse(await res.json()) as ReturnType<S["parse"]>;
};
const cents = (n: number) => Math.round(n * 100);
const receipts = pagedSchema(receiptSchema);
const invoices = pagedSchema(customerInvoiceSchema);
const bank = pagedSchema(bankTransactionSchema);

describe("receipts", () => {
  it("pages them newest first, 10 by default, each covering its purchases", async () => {
    const page = await json("/api/invoice/invoices", receipts);
    expect(page.results).toHaveLength(10);
    expect(page.total).toBeGreaterThan(100);
    const dates = page.results.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const one = await json(`/api/invoice/id/${page.results[0]!.number}`, receiptDetailsSchema);
    expect(one.number).toBe(one.id);
    expect(cents(one.amount)).toBe(one.purchases.reduce((s, p) => s + cents(p.amount), 0));
    expect(one.cardCount).toBe(one.purchases.length);
    expect(one.tokens).toBe(one.purchases.reduce((s, p) => s + p.tokens, 0));
  });

  it("filters on days, kiosk and payment method; a card payment has its accepted transaction", async () => {
    const cb = await json(
      "/api/invoice/invoices?paymentMethod=Cb&kioskName=BORNE&size=50",
      receipts,
    );
    expect(
      cb.results.every((r) => r.paymentMethod === "Cb" && /borne/i.test(r.kioskName ?? "")),
    ).toBe(true);
    // A receipt names the invoice issued for it, if any.
    const all = await json("/api/invoice/invoices?size=200", receipts);
    const invoiced = all.results.filter((r) => r.invoiceNumber !== null);
    expect(invoiced.length).toBeGreaterThan(0);
    const invoice = await json(
      `/api/invoicecustomer/number/${invoiced[0]!.invoiceNumber}`,
      customerInvoiceDetailsSchema,
    );
    expect(invoice.receiptId).toBe(invoiced[0]!.id);
    const paid = await json(`/api/invoice/id/${cb.results[0]!.id}`, receiptDetailsSchema);
    expect(paid.bankTransactions.some((b) => b.state === "Accepted" && b.type === "Payment")).toBe(
      true,
    );
    const day = cb.results[0]!.date.slice(0, 10);
    const none = await json("/api/invoice/invoices?from=2000-01-01&to=2000-01-02", receipts);
    expect(none).toEqual({ results: [], total: 0, currentPage: 0 });
    expect((await get(`/api/invoice/invoices?from=${day}&to=2000-01-01`)).status).toBe(400);
    expect((await get("/api/invoice/invoices?paymentMethod=Cheque")).status).toBe(400);
  });
});

describe("customer invoices", () => {
  it("are numbered FA-year-rank in the order they were issued, without a gap", async () => {
    const all: { number: string; date: string }[] = [];
    for (let page = 0; ; page++) {
      const part = await json(`/api/invoicecustomer/invoices?size=200&page=${page}`, invoices);
      all.push(...part.results);
      if (all.length >= part.total) break;
    }
    const issued = all.reverse();
    const ranks = new Map<string, number>();
    for (const invoice of issued) {
      const [, year, rank] = /^FA-(\d{4})-(\d{6})$/.exec(invoice.number)!;
      expect(Number(rank), invoice.number).toBe((ranks.get(year!) ?? 0) + 1);
      expect(invoice.date.slice(0, 4)).toBe(year);
      ranks.set(year!, Number(rank));
    }
  });

  it("add up: lines, VAT per rate and totals equal the purchases they cover", async () => {
    const page = await json("/api/invoicecustomer/invoices?size=100", invoices);
    for (const row of page.results.slice(0, 20)) {
      const one = await json(
        `/api/invoicecustomer/number/${row.number}`,
        customerInvoiceDetailsSchema,
      );
      const lines = one.lines.reduce((s, l) => s + cents(l.totalTtc), 0);
      const bought = one.purchases.reduce((s, p) => s + cents(p.amount), 0);
      expect([cents(one.totalTtc), lines]).toEqual([bought, bought]);
      expect(cents(one.totalHt) + cents(one.totalVat)).toBe(cents(one.totalTtc));
      expect(one.vatByRate.reduce((s, r) => s + cents(r.vat), 0)).toBe(cents(one.totalVat));
      expect(one.cards).toEqual(one.purchases.map((p) => p.cardNumber));
      // The list's row says the same cards as the details.
      expect(row.cards).toEqual(one.cards);
      expect(one.tokens).toBe(one.purchases.reduce((s, p) => s + p.tokens, 0));
    }
  });

  it("filter on a text in the number, the customer's or company's name, and on the type", async () => {
    const companies = await json("/api/invoicecustomer/invoices?search=loups&size=50", invoices);
    expect(companies.total).toBeGreaterThan(0);
    expect(companies.results.every((r) => /loups/i.test(r.companyName ?? ""))).toBe(true);
    const recharges = await json("/api/invoicecustomer/invoices?type=Recharging", invoices);
    expect(recharges.results.every((r) => r.type === "Recharging")).toBe(true);
    const first = companies.results[0]!;
    const byNumber = await json(
      `/api/invoicecustomer/invoices?search=${first.number.slice(3)}`,
      invoices,
    );
    expect(byNumber.results.map((r) => r.number)).toContain(first.number);
  });

  it("print a company's invoice with every mention, downloaded as {number}.pdf", async () => {
    const [row] = (await json("/api/invoicecustomer/invoices?search=comit", invoices)).results;
    const res = await get(`/api/invoicecustomer/pdf/${row!.number}`);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${row!.number}.pdf"`,
    );
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()));
    for (const part of [
      `Facture N° ${row!.number}`,
      "Parc Démo Loisirs SAS",
      "SIRET 12345678200010",
      "TVA intracommunautaire : FR11123456782",
      row!.companyName!,
      ...row!.billingAddress,
      "Unités de jeu (achat de carte)",
      "Pénalités de retard",
      "Indemnité forfaitaire pour frais de recouvrement : 40 €",
    ])
      expect(text).toContain(part);
  });

  it("answer 404 for an unknown number, 403 without their right", async () => {
    expect((await get("/api/invoicecustomer/number/FA-1999-000001")).status).toBe(404);
    expect((await get("/api/invoicecustomer/pdf/nothing")).status).toBe(404);
    const reader = await t.forgeToken({ role_rights: ["INVOICE_READ"] });
    expect((await get("/api/invoicecustomer/invoices", reader)).status).toBe(200);
    expect((await get("/api/invoicecustomer/pdf/FA-2026-000001", reader)).status).toBe(403);
    const cards = await t.forgeToken({ role_rights: ["CARD_READ", "HISTORY_READ"] });
    expect((await get("/api/invoicecustomer/invoices", cards)).status).toBe(403);
  });
});

describe("bank transactions", () => {
  it("page 20 by default, filtered on the ticket's content and the state", async () => {
    const page = await json("/api/paymentReceipt/all", bank);
    expect(page.results).toHaveLength(20);
    const refused = await json("/api/paymentReceipt/all?filterOnState=Refused&size=50", bank);
    expect(refused.total).toBeGreaterThan(0);
    expect(refused.results.every((b) => b.state === "Refused" && b.invoice === null)).toBe(true);
    const refunds = await json("/api/paymentReceipt/all?filterOnContent=credit", bank);
    expect(refunds.results.every((b) => b.type === "Refund" && b.amount < 0)).toBe(true);
    const one = await json(`/api/paymentReceipt/${refused.results[0]!.id}`, bankTransactionSchema);
    expect(one.content).toContain("REFUSEE");
    expect((await get("/api/paymentReceipt/all?filterOnState=Maybe")).status).toBe(400);
    expect((await get("/api/paymentReceipt/999999")).status).toBe(404);
  });

  it("answer only PAYMENT_RECEIPT_READ", async () => {
    const reader = await t.forgeToken({ role_rights: ["PAYMENT_RECEIPT_READ"] });
    expect((await get("/api/paymentReceipt/all", reader)).status).toBe(200);
    const other = await t.forgeToken({ role_rights: ["RECEIPT_READ", "INVOICE_READ"] });
    expect((await get("/api/paymentReceipt/all", other)).status).toBe(403);
    expect((await get("/api/invoice/invoices", other)).status).toBe(200);
  });
});
