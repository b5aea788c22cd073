import { blob, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The answer to a keyed mutation per (Idempotency-Key, employee), written in the same
 * transaction as the mutation's own writes (server/http/mutation.middleware.ts).
 * employeeId 0 stands for an anonymous caller of a public route. `fingerprint` is a hash of the
 * method, path, query and body: the same key with another request is a conflict, not a replay.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    key: text("key").notNull(),
    employeeId: integer("employee_id").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    fingerprint: text("fingerprint").notNull().default(""),
    status: integer("status").notNull(),
    contentType: text("content_type"),
    contentDisposition: text("content_disposition"),
    /** The answer's bytes; null for an empty answer or one above the stored size bound. */
    body: blob("body", { mode: "buffer" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.employeeId] }),
    index("idempotency_keys_created").on(t.createdAt),
    index("idempotency_keys_employee_created").on(t.employeeId, t.createdAt),
  ],
);
