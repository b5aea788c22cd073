import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import {
  BANK_STATES,
  BANK_TYPES,
  INVOICE_TYPES,
  SETTLEMENT_METHODS,
} from "../../../src/contract/money";
import { customers } from "./customers.schema";

/**
 * The venue's money (src/contract/money.ts says how it holds together): a receipt per sale,
 * covering its purchase rows (card_purchases.receipt_id); a customer invoice when one is asked
 * for (card_purchases.invoice_id), immutable once issued, so its totals are kept as issued; the
 * payment terminal's bank transactions.
 */
export const receipts = sqliteTable(
  "receipts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    date: text("date").notNull(),
    amount: real("amount").notNull(),
    kioskName: text("kiosk_name"),
    paymentMethod: text("payment_method", { enum: SETTLEMENT_METHODS }).notNull(),
  },
  (t) => [index("receipts_date").on(t.date)],
);

export const customerInvoices = sqliteTable(
  "customer_invoices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    number: text("number").notNull().unique(),
    date: text("date").notNull(),
    kioskName: text("kiosk_name"),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull(),
    companyName: text("company_name"),
    /** One line per line ("\n" between them). */
    billingAddress: text("billing_address").notNull(),
    paymentMethod: text("payment_method", { enum: SETTLEMENT_METHODS }).notNull(),
    paidAt: text("paid_at"),
    type: text("type", { enum: INVOICE_TYPES }).notNull(),
    totalHt: real("total_ht").notNull(),
    totalTtc: real("total_ttc").notNull(),
    tokens: integer("tokens").notNull(),
    freeTokens: integer("free_tokens").notNull(),
    receiptId: integer("receipt_id").references(() => receipts.id),
  },
  (t) => [index("customer_invoices_date").on(t.date)],
);

export const bankTransactions = sqliteTable(
  "bank_transactions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    date: text("date").notNull(),
    content: text("content").notNull(),
    amount: real("amount").notNull(),
    receiptId: integer("receipt_id").references(() => receipts.id, { onDelete: "set null" }),
    kioskName: text("kiosk_name"),
    state: text("state", { enum: BANK_STATES }).notNull(),
    type: text("type", { enum: BANK_TYPES }).notNull(),
    version: text("version").notNull(),
  },
  (t) => [
    index("bank_transactions_date").on(t.date),
    index("bank_transactions_receipt").on(t.receiptId),
  ],
);
