/**
 * The reference server as the benches use it: in-process, on a free loopback port, over a fresh
 * temporary database with the demo seed. `stop()` closes it and removes the database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../server/app";
import { loadSigningKey } from "../server/auth/signing-key.service";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { seedIfEmpty } from "../server/seed/database.seed";

export async function startBenchServer({ distDir }: { distDir?: string } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "backoffice-bench-"));
  const config = loadConfig({
    DATABASE_URL: `file:${join(dir, "bench.db")}`,
    DIST_DIR: distDir ?? join(dir, "no-dist"),
  });
  const database = await openDatabase(config.databaseUrl);
  await seedIfEmpty(database.db, config);
  const app = createApp({
    db: database.db,
    config,
    jwtKey: await loadSigningKey(database.db, undefined),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    config,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The p-th percentile of ascending `sorted` values (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}
