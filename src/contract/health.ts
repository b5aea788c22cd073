/**
 * GET /api/health (public, no secrets): whether the server's storage is well, for a venue's
 * monitoring and for the operator after a restore. `database`: "ok", "read_only" (the file
 * cannot be written: reads are served, writes answer 503 storage_read_only) or "damaged" (a read
 * found the file damaged: restore a backup); `diskFreeBytes`: free space where the database file
 * is (null for a database on another server). `status` is "ok" when both are well (at least
 * HEALTH_MIN_FREE_BYTES free), "degraded" otherwise.
 */
import { z } from "zod";

export const HEALTH_MIN_FREE_BYTES = 100 * 1024 * 1024;

export const serverHealthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["ok", "read_only", "damaged"]),
  diskFreeBytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
});
export type ServerHealth = z.infer<typeof serverHealthSchema>;
