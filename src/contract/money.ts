/**
 * The venue's money (spec sections 3 and 7): receipts, customer invoices and bank transactions.
 *
 * How they hold together (the reference server's model, server/db/schema/money.schema.ts):
 * - A sale at a kiosk or the desk buys units on one or more cards: one purchase row per card
 *   (the cards' histories) and one receipt (`/api/invoice/*`, RECEIPT_READ) covering them. A
 *   receipt's number is its id.
 * - A customer who asks for an invoice gets a customer invoice (`/api/invoicecustomer/*`,
 *   INVOICE_READ) covering the same purchases, numbered "FA-YYYY-NNNNNN" without a gap, in the
 *   order it was issued. A purchase's `invoiceId` is that invoice's id.
 * - A sale paid by bank card has bank transactions (`/api/paymentReceipt/*`,
 *   PAYMENT_RECEIPT_READ): the payment terminal's ticket (`content`), its state and type; an
 *   accepted payment names the receipt it paid (`invoice`), a refused or cancelled one none.
 * Amounts are euros including VAT; an invoice's lines, VAT per rate and totals are computed as
 * server/invoices/invoice.ts says, and add up to the purchases it covers.
 */
import { z } from "zod";
import { amount, rowId, units } from "./bounded";
import { PURCHASE_TYPES } from "./cards";
import { moment } from "./dates";
import { filterChoice, filterText, withDayRange } from "./day-filters";
import { LIMITS } from "./limits";
import { pageQuery } from "./paging";

/** How a sale was paid: bank card, cash at the desk, bank transfer (a company's booking). */
export const SETTLEMENT_METHODS = ["Cb", "Cash", "Transfer"] as const;
/** An invoice is for a card bought with its units, or for units added to a card. */
export const INVOICE_TYPES = ["Purchase", "Recharging"] as const;
/** The payment terminal's outcome of a bank transaction. */
export const BANK_STATES = ["Accepted", "Refused", "Cancelled", "Error"] as const;
export const BANK_TYPES = ["Payment", "Refund"] as const;
/** "FA-2026-000123": the year it was issued, then its rank in the venue's one sequence. */
export const INVOICE_NUMBER = /^FA-\d{4}-\d{6}$/;

const text = (max: number) => z.string().max(max);
const covered = z.object({
  purchaseId: rowId(),
  cardNumber: text(100),
  publicNumber: text(100).nullable(),
  type: z.enum(PURCHASE_TYPES),
  amount: amount(),
  tokens: units(),
  freeTokens: units(),
});

/** A receipt: number, date, amount and what it covers (cards, units). */
export const receiptSchema = z.object({
  id: rowId(),
  number: rowId(),
  date: moment(),
  amount: amount(),
  kioskName: text(90).nullable(),
  paymentMethod: z.enum(SETTLEMENT_METHODS),
  cardCount: z.number().int().min(0).max(LIMITS.pageSize),
  tokens: units(),
  freeTokens: units(),
  invoiceNumber: text(20).nullable(),
});
/** A receipt with the purchases it covers and the bank transactions that paid it. */
export const receiptDetailsSchema = receiptSchema.extend({
  purchases: z.array(covered),
  bankTransactions: z.array(
    z.object({ id: rowId(), date: moment(), state: z.enum(BANK_STATES), type: z.enum(BANK_TYPES) }),
  ),
});
export const receiptQuerySchema = withDayRange(pageQuery(10), {
  kioskName: filterText(),
  paymentMethod: filterChoice(SETTLEMENT_METHODS),
});

/** A customer invoice (spec section 3), `cards` the card numbers it covers. */
export const customerInvoiceSchema = z.object({
  id: rowId(),
  number: z.string().regex(INVOICE_NUMBER),
  date: moment(),
  kioskName: text(90).nullable(),
  customerName: text(120),
  companyName: text(90).nullable(),
  /** The billing address, one line per line. */
  billingAddress: z.array(text(200)).max(5),
  totalHt: amount(),
  totalTtc: amount(),
  paymentMethod: z.enum(SETTLEMENT_METHODS),
  paidAt: moment().nullable(),
  type: z.enum(INVOICE_TYPES),
  tokens: units(),
  freeTokens: units(),
  cards: z.array(text(100)).max(LIMITS.pageSize),
});
const rate = () => z.number().min(0).max(1);
/** An invoice with its lines, VAT per rate and the purchases it covers, as its PDF prints them. */
export const customerInvoiceDetailsSchema = customerInvoiceSchema.extend({
  totalVat: amount(),
  lines: z.array(
    z.object({
      designation: text(200),
      quantity: units(),
      unitPriceHt: amount(),
      vatRate: rate(),
      totalHt: amount(),
      vat: amount(),
      totalTtc: amount(),
    }),
  ),
  vatByRate: z.array(z.object({ rate: rate(), baseHt: amount(), vat: amount() })),
  purchases: z.array(covered),
  receiptId: rowId().nullable(),
});
/** `search`: in the number, the customer's or the company's name (contained, case ignored). */
export const customerInvoiceQuerySchema = withDayRange(pageQuery(10), {
  search: filterText(),
  type: filterChoice(INVOICE_TYPES),
});
/** Any text up to 20 characters: a number that is not an invoice's is a 404, not a 400. */
export const invoiceNumberParamsSchema = z.object({ number: z.string().trim().min(1).max(20) });

/** A bank transaction: the terminal's ticket, when, for which receipt, where, how it ended. */
export const bankTransactionSchema = z.object({
  id: rowId(),
  date: moment(),
  content: text(2000),
  amount: amount(),
  /** The receipt it paid (its number); null when refused, cancelled or failed. */
  invoice: rowId().nullable(),
  kioskName: text(90).nullable(),
  state: z.enum(BANK_STATES),
  type: z.enum(BANK_TYPES),
  /** The payment terminal's software version. */
  version: text(40),
});
/** Spec: filterOnContent (contained in the ticket, case ignored), filterOnState; 20 a page. */
export const bankTransactionQuerySchema = pageQuery(20).extend({
  filterOnContent: filterText(),
  filterOnState: filterChoice(BANK_STATES),
});

export type Receipt = z.infer<typeof receiptSchema>;
export type ReceiptDetails = z.infer<typeof receiptDetailsSchema>;
export type CustomerInvoice = z.infer<typeof customerInvoiceSchema>;
export type CustomerInvoiceDetails = z.infer<typeof customerInvoiceDetailsSchema>;
export type BankTransaction = z.infer<typeof bankTransactionSchema>;
export type SettlementMethod = (typeof SETTLEMENT_METHODS)[number];
export type BankState = (typeof BANK_STATES)[number];
