import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Server-owned values that must survive restarts (e.g. the generated JWT secret). */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
