import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { employees } from "./employees.schema";

/**
 * Rotating refresh tokens. Only the SHA-256 of a token is stored. All tokens descending from one
 * sign-in share a family: presenting a used or revoked token revokes the whole family.
 */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenHash: text("token_hash").notNull().unique(),
    familyId: text("family_id").notNull(),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    index("refresh_tokens_family").on(t.familyId),
    index("refresh_tokens_employee").on(t.employeeId),
  ],
);
