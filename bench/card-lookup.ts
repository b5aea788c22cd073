/**
 * Card lookup latency: `node --import tsx bench/card-lookup.ts`, or through bench/run.ts.
 * The budget is "card shown within 300 ms of the number being known"; this measures the
 * server's share: GET /api/card/number/{n} over loopback on a fresh demo-seeded database, 20
 * sequential lookups of different cards by technical number, then 20 by public number. The
 * browser's share is measured elsewhere. A report, not a test: it always exits 0.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "../server/app";
import { loadSigningKey } from "../server/auth/signing-key.service";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { seedIfEmpty } from "../server/seed/database.seed";
import { cardNumberOf, publicNumberOf } from "../server/seed/demo-cards.seed";

export interface CardLookupRow {
  name: string;
  median: number;
  p95: number;
  budgetMs: number;
}

const LOOKUPS = 20;
const BUDGET_MS = 300;
// Spread over the 3000 demo cards, so no two lookups hit the same row.
const CARD_INDEXES = Array.from({ length: LOOKUPS }, (_, i) => 1 + i * 149);

function percentile(sorted: number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

async function measure(
  name: string,
  numbers: string[],
  lookup: (n: string) => Promise<Response>,
): Promise<CardLookupRow> {
  const times: number[] = [];
  for (const n of numbers) {
    const start = performance.now();
    const res = await lookup(n);
    const card = (await res.json()) as { number?: string };
    if (!res.ok || !card.number) throw new Error(`${name} ${n}: HTTP ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, median: percentile(times, 50), p95: percentile(times, 95), budgetMs: BUDGET_MS };
}

export async function runCardLookupBench(): Promise<CardLookupRow[]> {
  const dir = mkdtempSync(join(tmpdir(), "backoffice-card-bench-"));
  const config = loadConfig({
    DATABASE_URL: `file:${join(dir, "bench.db")}`,
    DIST_DIR: join(dir, "no-dist"),
  });
  const database = await openDatabase(config.databaseUrl);
  await seedIfEmpty(database.db, config, Date.now(), "demo");
  const app = createApp({
    db: database.db,
    config,
    jwtKey: await loadSigningKey(database.db, undefined),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const client = Buffer.from(`${config.oauth.clientId}:${config.oauth.clientSecret}`);
    const signIn = await fetch(`${base}/connect/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${client.toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        grant_type: "password",
        username: config.admin.email,
        password: config.admin.password,
      }),
    });
    const { access_token } = (await signIn.json()) as { access_token: string };
    const lookup = (n: string) =>
      fetch(`${base}/api/card/number/${encodeURIComponent(n)}`, {
        headers: { authorization: `Bearer ${access_token}` },
      });
    return [
      await measure("GET /api/card/number (technical)", CARD_INDEXES.map(cardNumberOf), lookup),
      await measure(
        "GET /api/card/number (public)",
        CARD_INDEXES.map((i) => publicNumberOf(i + 1)),
        lookup,
      ),
    ];
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`# Card lookup (loopback, ${LOOKUPS} sequential lookups of different cards each)`);
  try {
    for (const row of await runCardLookupBench()) {
      const verdict = row.p95 < row.budgetMs ? "PASS" : "FAIL";
      console.log(
        `${row.name.padEnd(34)} median ${row.median.toFixed(2).padStart(6)} ms  p95 ${row.p95.toFixed(2).padStart(6)} ms  budget p95 < ${row.budgetMs} ms  ${verdict}`,
      );
    }
  } catch (err) {
    console.error("card lookup bench failed:", err);
  }
  process.exit(0);
}
