import { sql } from "drizzle-orm";
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Right } from "../../../src/contract/rights";
import { sites } from "./sites.schema";

export const roles = sqliteTable("roles", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  // Lower rank = more senior (the administrator is 10, a floor agent 30).
  rank: integer("rank").notNull(),
  rights: text("rights", { mode: "json" }).$type<Right[]>().notNull(),
});

export const EMPLOYEE_STATUSES = ["MultiSite", "MultiSiteCategory", "NotShared"] as const;

export const employees = sqliteTable(
  "employees",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    roleId: integer("role_id")
      .notNull()
      .default(1)
      .references(() => roles.id),
    siteId: integer("site_id").references(() => sites.id),
    status: text("status", { enum: EMPLOYEE_STATUSES }).notNull().default("NotShared"),
    maxTokensDailyPlayed: integer("max_tokens_daily_played").notNull().default(30),
    // Null until the employee sets a password with a setup code (first login or after a reset).
    passwordHash: text("password_hash"),
    setupCodeHash: text("setup_code_hash"),
    setupCodeExpiresAt: integer("setup_code_expires_at", { mode: "timestamp_ms" }),
    // Wrong codes tried since the code was issued: the code dies after a few, so six digits
    // cannot be guessed online.
    setupCodeAttempts: integer("setup_code_attempts").notNull().default(0),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [uniqueIndex("employees_email_lower_unique").on(sql`lower(${t.email})`)],
);
