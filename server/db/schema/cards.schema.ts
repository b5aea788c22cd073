import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CARD_OPERATION_KINDS, SNACK_HISTORY_TYPES } from "../../../src/contract/cards";
import { customers } from "./customers.schema";
import { employees } from "./employees.schema";
import { receipts } from "./money.schema";

/**
 * Play cards. `number` is the technical number (the chip / QR content), `publicNumber` the one
 * printed on the card; a scanner may read either. Balances are in units ("tokens").
 */
export const cards = sqliteTable(
  "cards",
  {
    number: text("number").primaryKey(),
    publicNumber: text("public_number").notNull().unique(),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    activationDate: text("activation_date"),
    expirationDate: text("expiration_date"),
    balanceTokens: integer("balance_tokens").notNull().default(0),
    balanceFreeTokens: integer("balance_free_tokens").notNull().default(0),
    totalPurchasedTokens: integer("total_purchased_tokens").notNull().default(0),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
  },
  // The list's orders other than the numbers (server/cards/cards.route.ts, migration 0018).
  (t) => [
    index("cards_customer").on(t.customerId),
    index("cards_tokens").on(t.balanceTokens, t.number),
    index("cards_free_tokens").on(t.balanceFreeTokens, t.number),
    index("cards_active").on(t.isActive, t.number),
  ],
);

export const cardPurchases = sqliteTable(
  "card_purchases",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    cardNumber: text("card_number")
      .notNull()
      .references(() => cards.number),
    date: text("date").notNull(),
    type: text("type", { enum: ["Birthday", "Purchase", "Recharging"] }).notNull(),
    amount: real("amount").notNull(),
    tokens: integer("tokens").notNull(),
    freeTokens: integer("free_tokens").notNull(),
    kioskName: text("kiosk_name"),
    /** The sale's receipt and, when one was asked for, its customer invoice (money.schema.ts). */
    receiptId: integer("receipt_id").references(() => receipts.id),
    invoiceId: integer("invoice_id"),
  },
  // The venue-wide lists: newest first, a day range, the kiosks a text names (card-history.route.ts).
  (t) => [
    index("card_purchases_card_date").on(t.cardNumber, t.date),
    index("card_purchases_date").on(t.date),
    index("card_purchases_kiosk_date").on(t.kioskName, t.date),
    index("card_purchases_receipt").on(t.receiptId),
    index("card_purchases_invoice").on(t.invoiceId),
  ],
);

export const cardGames = sqliteTable(
  "card_games",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    cardNumber: text("card_number")
      .notNull()
      .references(() => cards.number),
    date: text("date").notNull(),
    gameName: text("game_name").notNull(),
    tokens: integer("tokens").notNull(),
    freeTokens: integer("free_tokens").notNull(),
  },
  // The venue-wide lists: newest first, a day range, the games a text names (card-history.route.ts).
  (t) => [
    index("card_games_card_date").on(t.cardNumber, t.date),
    index("card_games_date").on(t.date),
    index("card_games_game_date").on(t.gameName, t.date),
  ],
);

export const cardSnacks = sqliteTable(
  "card_snacks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    cardNumber: text("card_number")
      .notNull()
      .references(() => cards.number),
    date: text("date").notNull(),
    productName: text("product_name").notNull(),
    tokenPrice: real("token_price").notNull(),
    state: text("state", { enum: ["Paid", "Collected"] }).notNull(),
    type: text("type", { enum: SNACK_HISTORY_TYPES }).notNull().default("Snack"),
  },
  // The venue-wide lists: newest first, and a day range (card-history.route.ts).
  (t) => [
    index("card_snacks_card_date").on(t.cardNumber, t.date),
    index("card_snacks_date").on(t.date),
  ],
);

/**
 * The venue-wide histories' daily totals (card-history.route.ts, history-totals.ts): one row a
 * venue's day (`date(date, 'localtime')`, the day range of server/http/day-range.ts) and key,
 * kept by triggers in the same transaction as the rows (migration 0013), so the totals of a year
 * sum a few thousand rows instead of millions. A purchase without a kiosk has `kiosk_name` ''.
 * The migration creates them WITHOUT ROWID (hand-written, as their triggers and backfill): the
 * rows are stored in key order, so a range of days reads them in order, day by day.
 */
export const cardGamesDaily = sqliteTable(
  "card_games_daily",
  {
    day: text("day").notNull(),
    gameName: text("game_name").notNull(),
    plays: integer("plays").notNull(),
    tokens: integer("tokens").notNull(),
    freeTokens: integer("free_tokens").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.gameName] })],
);

export const cardPurchasesDaily = sqliteTable(
  "card_purchases_daily",
  {
    day: text("day").notNull(),
    type: text("type", { enum: ["Birthday", "Purchase", "Recharging"] }).notNull(),
    kioskName: text("kiosk_name").notNull(),
    count: integer("count").notNull(),
    amount: real("amount").notNull(),
    tokens: integer("tokens").notNull(),
    freeTokens: integer("free_tokens").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.type, t.kioskName] })],
);

export const cardSnacksDaily = sqliteTable(
  "card_snacks_daily",
  {
    day: text("day").notNull(),
    type: text("type", { enum: SNACK_HISTORY_TYPES }).notNull(),
    count: integer("count").notNull(),
    tokenPrice: real("token_price").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.type] })],
);

/**
 * Every manual operation on a card, with who and when (the card's "Opérations" tab): bonus units
 * (`amount`, either sign, and the form's `comment`), enable, disable, a transfer from or to
 * `otherCard` with the units moved, a recycle with the units lost, a customer assigned or removed
 * (`customerName` as it was). Written in the action's transaction (server/cards/card-operations.ts).
 */
export const cardOperations = sqliteTable(
  "card_operations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    cardNumber: text("card_number")
      .notNull()
      .references(() => cards.number),
    kind: text("kind", { enum: CARD_OPERATION_KINDS }).notNull(),
    amount: integer("amount"),
    tokens: integer("tokens"),
    freeTokens: integer("free_tokens"),
    otherCard: text("other_card"),
    customerName: text("customer_name"),
    comment: text("comment"),
    employeeId: integer("employee_id").references(() => employees.id, { onDelete: "set null" }),
    date: text("date").notNull(),
  },
  (t) => [index("card_operations_card_date").on(t.cardNumber, t.date)],
);

/**
 * Games played with a staff card: free, a test or a demonstration. The card's number and its
 * employee's name as they were, so the row outlives the card.
 */
export const staffCardGames = sqliteTable(
  "staff_card_games",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    staffCardNumber: text("staff_card_number").notNull(),
    employeeName: text("employee_name"),
    date: text("date").notNull(),
    gameName: text("game_name").notNull(),
  },
  (t) => [
    index("staff_card_games_card_date").on(t.staffCardNumber, t.date),
    index("staff_card_games_date").on(t.date),
  ],
);

/** Staff cards play staff games; each belongs to an employee. */
export const staffCards = sqliteTable("staff_cards", {
  number: text("number").primaryKey(),
  publicNumber: text("public_number").notNull().unique(),
  employeeId: integer("employee_id")
    .notNull()
    .references(() => employees.id, { onDelete: "cascade" }),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
});

/**
 * Every technical and public number of a card or staff card, as its `numberKey` (one
 * normalisation, src/contract/limits.ts): the primary key makes a duplicate impossible whatever
 * the letters' case or Unicode form, across both kinds of card. Written with the card.
 */
export const cardNumberKeys = sqliteTable(
  "card_number_keys",
  {
    key: text("key").primaryKey(),
    cardNumber: text("card_number").references(() => cards.number, { onDelete: "cascade" }),
    staffCardNumber: text("staff_card_number").references(() => staffCards.number, {
      onDelete: "cascade",
    }),
  },
  (t) => [
    index("card_number_keys_card").on(t.cardNumber),
    index("card_number_keys_staff").on(t.staffCardNumber),
  ],
);
