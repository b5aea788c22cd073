import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * First answer (status < 500) to a mutating /api request per (Idempotency-Key, employee).
 * employeeId 0 stands for an anonymous caller of a public route.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    key: text("key").notNull(),
    employeeId: integer("employee_id").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    body: text("body"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.employeeId] }),
    index("idempotency_keys_created").on(t.createdAt),
  ],
);
