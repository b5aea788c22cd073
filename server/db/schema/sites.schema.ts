import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** A site category groups venues sharing options, e.g. whether customer accounts exist. */
export const siteCategories = sqliteTable("site_categories", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  customerAccountEnabled: integer("customer_account_enabled", { mode: "boolean" })
    .notNull()
    .default(false),
});

export const sites = sqliteTable("sites", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  // Spec rule site_number_format: exactly 4 digits, kept as text for its leading zeros.
  number: text("number").notNull().unique(),
  siteCategoryId: integer("site_category_id")
    .notNull()
    .references(() => siteCategories.id),
});
