/**
 * The reference server as the benches use it: in-process, on a free loopback port, over a fresh
 * temporary database with the demo seed. `token()` posts a grant to /connect/token with the PWA's
 * client credentials, `adminToken()` signs the seeded administrator in; `stop()` closes the
 * server and removes the database.
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
    jwtKey: await loadSigningKey({
      configured: undefined,
      file: config.jwtSecretFile,
      db: database.db,
      writable: true,
    }),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = Buffer.from(`${config.oauth.clientId}:${config.oauth.clientSecret}`);
  const token = (fields: Record<string, string>) =>
    fetch(`${base}/connect/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${client.toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields),
    });
  const adminToken = async () => {
    const { email, password } = config.admin;
    const answer = await token({ grant_type: "password", username: email, password });
    return ((await answer.json()) as { access_token: string }).access_token;
  };
  return {
    base,
    config,
    /** The database's own client, for benches that add rows the seed does not have. */
    client: database.client,
    token,
    adminToken,
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
