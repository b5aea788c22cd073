/**
 * Receipts, customer invoices and bank transactions (spec section 7, "Invoices, receipts, bank
 * transactions"). How they hold together: src/contract/money.ts.
 */
import { endpoint } from "./endpoint";
import {
  bankTransactionQuerySchema,
  bankTransactionSchema,
  customerInvoiceDetailsSchema,
  customerInvoiceQuerySchema,
  customerInvoiceSchema,
  invoiceNumberParamsSchema,
  receiptDetailsSchema,
  receiptQuerySchema,
  receiptSchema,
} from "./money";
import { pagedSchema, sortQuery } from "./paging";
import { idParamsSchema } from "./params";

const TAG = "Receipts, invoices and bank transactions";
const DAYS = "`from` and `to` (the venue's days, both included, at most a year apart)";
/**
 * The money lists sort by their date only (`sort=date.asc`: oldest first; the default is newest
 * first): a year holds hundreds of thousands of them, and only the date is indexed.
 */
const MONEY_SORTS = ["date"] as const;
const DATE_SORT = sortQuery(MONEY_SORTS);

export const receiptsApi = {
  list: endpoint({
    method: "get",
    path: "/api/invoice/invoices",
    requirement: "RECEIPT_READ",
    summary: "Receipts, newest first, 10 a page",
    description: `Filters ${DAYS}, \`kioskName\` (contained, case ignored), \`paymentMethod\`. A receipt's number is its id.`,
    tag: TAG,
    query: receiptQuerySchema.safeExtend(DATE_SORT.shape),
    answers: { 200: pagedSchema(receiptSchema) },
  }),
  one: endpoint({
    method: "get",
    path: "/api/invoice/id/:id{[0-9]+}",
    requirement: "RECEIPT_READ",
    summary:
      "One receipt (its number is its id), the purchases it covers and its bank transactions",
    tag: TAG,
    params: idParamsSchema,
    answers: { 200: receiptDetailsSchema },
    errors: { 404: ["not_found"] },
  }),
};

export const customerInvoicesApi = {
  list: endpoint({
    method: "get",
    path: "/api/invoicecustomer/invoices",
    requirement: "INVOICE_READ",
    summary: "Customer invoices, newest first, 10 a page",
    description: `Filters ${DAYS}, \`search\` (in the number, the customer's or the company's name), \`type\`.`,
    tag: TAG,
    query: customerInvoiceQuerySchema.safeExtend(DATE_SORT.shape),
    answers: { 200: pagedSchema(customerInvoiceSchema) },
  }),
  one: endpoint({
    method: "get",
    path: "/api/invoicecustomer/number/:number",
    requirement: "INVOICE_READ",
    summary: "One customer invoice by its number, with its lines, VAT per rate and purchases",
    tag: TAG,
    params: invoiceNumberParamsSchema,
    answers: { 200: customerInvoiceDetailsSchema },
    errors: { 404: ["not_found"] },
  }),
  pdf: endpoint({
    method: "get",
    path: "/api/invoicecustomer/pdf/:number",
    requirement: "INVOICE_PDF",
    summary: "The PDF of a customer invoice, downloaded as {number}.pdf",
    tag: TAG,
    params: invoiceNumberParamsSchema,
    answers: { 200: { contentType: "application/pdf", description: "The invoice, as a download" } },
    errors: { 404: ["not_found"] },
  }),
};

export const bankTransactionsApi = {
  list: endpoint({
    method: "get",
    path: "/api/paymentReceipt/all",
    requirement: "PAYMENT_RECEIPT_READ",
    summary: "Bank transactions, newest first, 20 a page",
    description:
      "`filterOnContent`: contained in the terminal's ticket, case ignored; `filterOnState`: one state.",
    tag: TAG,
    query: bankTransactionQuerySchema.extend(DATE_SORT.shape),
    answers: { 200: pagedSchema(bankTransactionSchema) },
  }),
  one: endpoint({
    method: "get",
    path: "/api/paymentReceipt/:id{[0-9]+}",
    requirement: "PAYMENT_RECEIPT_READ",
    summary: "One bank transaction",
    tag: TAG,
    params: idParamsSchema,
    answers: { 200: bankTransactionSchema },
    errors: { 404: ["not_found"] },
  }),
};
