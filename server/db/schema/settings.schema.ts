import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Server-owned values that must survive restarts (e.g. the generated JWT secret). */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** Set by the demo seed (database.seed.ts): the venue is the README's demo, its secrets known. */
export const DEMO_VENUE_SETTING = "demo_venue";
/** Set on a database this server created, until the demo seed is in (prepare.ts). */
export const SEED_PENDING_SETTING = "seed_pending";
