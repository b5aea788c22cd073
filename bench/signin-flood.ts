/**
 * Sign-in flood: `node --import tsx bench/signin-flood.ts`, or through bench/run.ts.
 * The reference server runs as its own process (as at a venue) on a loopback port, over a fresh
 * demo-seeded database. A signed-in agent looks cards up (GET /api/card/number/{n}, one after the
 * other) for 5 s alone, then for 8 s while another process keeps 16 requests at a time posting
 * wrong passwords to /connect/token for 10 s (the admin's account and random ones, from one
 * address). Measured: the look-ups'
 * p95 before and during, and what the flood got: passwords actually checked per second (400
 * invalid_grant), 429 too_many_attempts and 503 answers. Twice: with the default sign-in limits,
 * then with them raised out of reach, so the scrypt gate alone is measured too.
 * A report, not a test: it always exits 0.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { cardNumberOf } from "../server/seed/demo-cards.seed";
import { percentile } from "./bench-server";

export const FLOOD_BUDGET_MS = 50;
const IN_FLIGHT = 16;
const FLOOD_MS = 10_000;
const ALONE_MS = 5_000;
const CLIENT = `Basic ${Buffer.from("backoffice-pwa:backoffice-demo-secret").toString("base64")}`;

export interface FloodRow {
  name: string;
  p95Before: number;
  p95During: number;
  lookupsDuring: number;
  checkedPerSecond: number;
  refusedPerSecond: number;
  busyPerSecond: number;
  attemptsPerSecond: number;
  budgetMs: number;
}

/** The reference server as its own process on `port`, over a fresh demo database (also bench/faults.ts). */
export async function startServerProcess(port: number, env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "backoffice-flood-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${join(dir, "flood.db")}`,
      DIST_DIR: join(dir, "no-dist"),
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not start in 60 s")), 60_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
  });
  child.stdout?.resume();
  const stop = async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  return { base: `http://127.0.0.1:${port}`, file: join(dir, "flood.db"), stop };
}

/** POST /connect/token with the demo client's credentials (also bench/faults.ts). */
export const token = (base: string, fields: Record<string, string>) =>
  fetch(`${base}/connect/token`, {
    method: "POST",
    headers: { authorization: CLIENT, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

/** Sequential look-ups until `until`; their durations, ascending. */
async function lookups(base: string, accessToken: string, until: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; Date.now() < until; i++) {
    const start = performance.now();
    const res = await fetch(`${base}/api/card/number/${cardNumberOf(1 + ((i * 149) % 3000))}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`card look-up: HTTP ${res.status}`);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

type Counts = { checked: number; refused: number; busy: number; other: number };

/** The flood itself, in this process: 16 workers posting wrong passwords until `until`. */
async function flood(base: string, until: number): Promise<Counts> {
  const counts = { checked: 0, refused: 0, busy: 0, other: 0 };
  const worker = async (w: number) => {
    for (let i = 0; Date.now() < until; i++) {
      const username = i % 2 === 0 ? "admin@parc-demo.fr" : `guess${w}-${i}@parc-demo.fr`;
      const res = await token(base, { grant_type: "password", username, password: `Faux#${i}` });
      await res.arrayBuffer();
      if (res.status === 400) counts.checked++;
      else if (res.status === 429) counts.refused++;
      else if (res.status === 503) counts.busy++;
      else counts.other++;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, (_, w) => worker(w)));
  return counts;
}

/** The flood from another process (an attacker is not in the measuring process). */
function floodFromChild(base: string, ms: number): Promise<Counts> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "bench/signin-flood.ts", "--flood", base, String(ms)],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out) as Counts) : reject(new Error(`flood exited ${code}`)),
    );
  });
}

async function run(name: string, port: number, env: Record<string, string>): Promise<FloodRow> {
  const server = await startServerProcess(port, env);
  try {
    const signIn = await token(server.base, {
      grant_type: "password",
      username: "agent@parc-demo.fr",
      password: "Agent#2026!",
    });
    const { access_token } = (await signIn.json()) as { access_token: string };
    const before = await lookups(server.base, access_token, Date.now() + ALONE_MS);
    const flooding = floodFromChild(server.base, FLOOD_MS);
    // The child takes a moment to start: measure while it floods.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const during = await lookups(server.base, access_token, Date.now() + FLOOD_MS - 2000);
    const counts = await flooding;
    const perSecond = (n: number) => n / (FLOOD_MS / 1000);
    const attempts = counts.checked + counts.refused + counts.busy + counts.other;
    return {
      name,
      p95Before: percentile(before, 95),
      p95During: percentile(during, 95),
      lookupsDuring: during.length,
      checkedPerSecond: perSecond(counts.checked),
      refusedPerSecond: perSecond(counts.refused),
      busyPerSecond: perSecond(counts.busy),
      attemptsPerSecond: perSecond(attempts),
      budgetMs: FLOOD_BUDGET_MS,
    };
  } finally {
    await server.stop();
  }
}

export async function runSignInFloodBench(): Promise<FloodRow[]> {
  return [
    await run("default limits", 4830, {}),
    await run("limits off (scrypt gate only)", 4831, {
      SIGNIN_ACCOUNT_FAILURES: "1000000",
      SIGNIN_ADDRESS_FAILURES: "1000000",
    }),
  ];
}

export function printFloodRow(row: FloodRow, verdict: (ok: boolean) => string): void {
  console.log(
    `${row.name.padEnd(30)} attempts ${row.attemptsPerSecond.toFixed(0).padStart(5)}/s: checked ${row.checkedPerSecond.toFixed(1)}/s, 429 ${row.refusedPerSecond.toFixed(0)}/s, 503 ${row.busyPerSecond.toFixed(0)}/s | card look-up p95 alone ${row.p95Before.toFixed(1)} ms, during ${row.p95During.toFixed(1)} ms (${row.lookupsDuring} look-ups)  budget p95 during < ${row.budgetMs} ms  ${verdict(row.p95During < row.budgetMs)}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [, , flag, base, ms] = process.argv;
  if (flag === "--flood" && base && ms) {
    process.stdout.write(JSON.stringify(await flood(base, Date.now() + Number(ms))));
  } else {
    for (const row of await runSignInFloodBench()) {
      printFloodRow(row, (ok) => (ok ? "PASS" : "OVER"));
    }
  }
}
