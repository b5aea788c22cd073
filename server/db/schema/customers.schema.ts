import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CUSTOMER_TITLES } from "../../../src/contract/customers";
import { sites } from "./sites.schema";

/** Venue customers (spec section 3). Moments are ISO 8601 UTC text, days "YYYY-MM-DD". */
export const customers = sqliteTable(
  "customers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title", { enum: CUSTOMER_TITLES }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phoneNumber: text("phone_number"),
    street: text("street"),
    postalCode: text("postal_code"),
    city: text("city"),
    birthDate: text("birth_date"),
    emailSponsor: text("email_sponsor"),
    newsLetter: integer("news_letter", { mode: "boolean" }).notNull().default(false),
    createdDate: text("created_date").notNull(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    lastConnectionDate: text("last_connection_date"),
    lastPurchaseDate: text("last_purchase_date"),
    fidelityPoints: integer("fidelity_points").notNull().default(0),
    inactivityReminderSent: integer("inactivity_reminder_sent", { mode: "boolean" })
      .notNull()
      .default(false),
    socialHandles: text("social_handles", { mode: "json" }).$type<string[]>().notNull().default([]),
    /**
     * The names as search keys (src/contract/search.ts `searchKey`: no accents, lower case),
     * written with the names (server/search/search.sql.ts `customerSearchKeys`); SQLite cannot
     * drop accents itself. No default in the schema, so no insert can forget them.
     */
    searchFirst: text("search_first").notNull(),
    searchLast: text("search_last").notNull(),
  },
  (t) => [
    index("customers_created").on(t.createdDate),
    index("customers_last_name").on(t.lastName),
    // The list's order by name (server/customers/customers.route.ts, migration 0018).
    index("customers_search_name").on(t.searchLast, t.searchFirst),
  ],
);
