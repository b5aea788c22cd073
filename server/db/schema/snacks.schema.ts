import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
} from "drizzle-orm/sqlite-core";
import { ORDER_STATES, SNACK_TYPES } from "../../../src/contract/snacks";
import { kiosks } from "./kiosks.schema";

/**
 * Snacks and merchandise (src/contract/snacks.ts): preparation zones, articles and categories
 * (one table: a category is an article with is_category), the categories an entry sits in (the
 * first one is a category's parent), and the orders a zone's counter hands over.
 */
export const snackLocations = sqliteTable(
  "snack_locations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    printerName: text("printer_name").notNull(),
    type: text("type", { enum: SNACK_TYPES }).notNull(),
    amberAfterMinutes: integer("amber_after_minutes").notNull().default(5),
    redAfterMinutes: integer("red_after_minutes").notNull().default(10),
  },
  (t) => [
    check(
      "snack_locations_wait",
      sql`${t.amberAfterMinutes} BETWEEN 1 AND 240 AND ${t.redAfterMinutes} BETWEEN 1 AND 240`,
    ),
  ],
);

export const snackProducts = sqliteTable(
  "snack_products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    nameEN: text("name_en"),
    nameES: text("name_es"),
    details: text("details"),
    detailsEN: text("details_en"),
    detailsES: text("details_es"),
    tokenPrice: integer("token_price").notNull().default(0),
    fidelityPointPrice: integer("fidelity_point_price").notNull().default(0),
    taxesPercent: real("taxes_percent").notNull().default(10),
    order: integer("order").notNull().default(0),
    isAvailable: integer("is_available", { mode: "boolean" }).notNull().default(true),
    /** The picture's file name in the pictures folder, or null. */
    picture: text("picture"),
    snackLocationId: integer("snack_location_id").references(() => snackLocations.id, {
      onDelete: "set null",
    }),
    isCategory: integer("is_category", { mode: "boolean" }).notNull().default(false),
    type: text("type", { enum: SNACK_TYPES }).notNull().default("Snack"),
  },
  (t) => [
    index("snack_products_type_order").on(t.type, t.isCategory, t.order),
    check("snack_products_token_price", sql`${t.tokenPrice} BETWEEN 0 AND 1000`),
    check("snack_products_fidelity", sql`${t.fidelityPointPrice} BETWEEN 0 AND 100000`),
    check("snack_products_taxes", sql`${t.taxesPercent} BETWEEN 0 AND 100`),
    check("snack_products_order", sql`${t.order} BETWEEN 0 AND 10000`),
  ],
);

/** The categories an entry sits in, `position` 0 first (a category's parent). */
export const snackProductCategories = sqliteTable(
  "snack_product_categories",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => snackProducts.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => snackProducts.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index("snack_product_categories_category").on(t.categoryId),
  ],
);

/** An order bought at a kiosk, prepared at a zone, handed over at its counter. */
export const snackOrders = sqliteTable(
  "snack_orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The number the customer is called by: per zone and day, from 1. */
    number: integer("number").notNull(),
    cardNumber: text("card_number"),
    kioskId: integer("kiosk_id").references(() => kiosks.id, { onDelete: "set null" }),
    snackLocationId: integer("snack_location_id")
      .notNull()
      .references(() => snackLocations.id, { onDelete: "cascade" }),
    paidAt: text("paid_at").notNull(),
    state: text("state", { enum: ORDER_STATES }).notNull().default("Paid"),
    collectedAt: text("collected_at"),
  },
  (t) => [index("snack_orders_location_paid").on(t.snackLocationId, t.paidAt)],
);

export const snackOrderLines = sqliteTable(
  "snack_order_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => snackOrders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => snackProducts.id, { onDelete: "set null" }),
    /** As it was sold (the article may be renamed or deleted since). */
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    tokenPrice: integer("token_price").notNull(),
  },
  (t) => [
    index("snack_order_lines_order").on(t.orderId),
    check("snack_order_lines_quantity", sql`${t.quantity} BETWEEN 1 AND 100`),
  ],
);
