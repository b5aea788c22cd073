/**
 * GET /api/health (src/contract/health.ts): the database as the server started on it (read-only
 * or not, server/db/prepare.ts), damaged if a read found it so since, and the free space where
 * its file is. Public, cheap, no secrets.
 */
import { statfsSync } from "node:fs";
import { dirname } from "node:path";
import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import { healthApi } from "../../src/contract/health.endpoints";
import { HEALTH_MIN_FREE_BYTES, type ServerHealth } from "../../src/contract/health";
import { storageFault } from "../db/storage-faults";
import type { AppEnv } from "./app-env";
import { defineRoute } from "./define-route";

function freeBytes(file: string | undefined): number | null {
  if (!file) return null;
  try {
    const fs = statfsSync(dirname(file));
    return Math.min(Number.MAX_SAFE_INTEGER, fs.bavail * fs.bsize);
  } catch {
    return null;
  }
}

export function registerHealthRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, healthApi.get, async (c) => {
    const { db, storage } = c.get("deps");
    const answered = await db.run(sql`SELECT 1`).then(
      () => true,
      (error: unknown) => storageFault(error) !== "damaged",
    );
    const database: ServerHealth["database"] =
      !answered || storage?.damaged ? "damaged" : storage?.readOnly ? "read_only" : "ok";
    const diskFreeBytes = freeBytes(storage?.file);
    const well =
      database === "ok" && (diskFreeBytes === null || diskFreeBytes >= HEALTH_MIN_FREE_BYTES);
    return c.json({
      status: well ? "ok" : "degraded",
      database,
      diskFreeBytes,
    } satisfies ServerHealth);
  });
}
