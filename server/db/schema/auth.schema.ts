import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { employees } from "./employees.schema";

/**
 * Rotating refresh tokens. Only the SHA-256 of a token is stored. All tokens descending from one
 * sign-in share a family: presenting a used or revoked token revokes the whole family. A family
 * ends at `session_ends_at` (sign-in + SESSION_MAX_AGE) whatever its rotations.
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
    // The family's absolute end (null on rows made before it existed: only `expires_at` counts).
    sessionEndsAt: integer("session_ends_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    index("refresh_tokens_family").on(t.familyId),
    index("refresh_tokens_employee").on(t.employeeId),
  ],
);

/**
 * Per employee, the version of their access tokens (the `sv` claim): a password reset or change
 * bumps it, so access tokens issued before stop working at once, not at their expiry. No row
 * means version 0.
 */
export const employeeSessions = sqliteTable("employee_sessions", {
  employeeId: integer("employee_id")
    .primaryKey()
    .references(() => employees.id, { onDelete: "cascade" }),
  version: integer("version").notNull().default(0),
});
