/**
 * Reference server latency: `node --import tsx bench/server-latency.ts`, or through bench/run.ts.
 * Starts the real server in-process on a free loopback port over a fresh temporary database,
 * sends bounded runs of sequential HTTP requests and reports median and p95 per endpoint against
 * the budget. A report, not a test: it always exits 0.
 */
import { pathToFileURL } from "node:url";
import { percentile, startBenchServer } from "./bench-server";

export interface LatencyRow {
  name: string;
  median: number;
  p95: number;
  budgetMs: number;
}

const RUNS = 300;
const WARM_UP = 20;
const BUDGET_MS = 20;

async function measure(name: string, send: () => Promise<Response>): Promise<LatencyRow> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const start = performance.now();
    const res = await send();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
    if (i >= WARM_UP) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, median: percentile(times, 50), p95: percentile(times, 95), budgetMs: BUDGET_MS };
}

export async function runServerLatencyBench(): Promise<LatencyRow[]> {
  const { base, config, token, stop } = await startBenchServer();
  const password = {
    grant_type: "password",
    username: config.admin.email,
    password: config.admin.password,
  };

  try {
    const rows = [await measure("POST /connect/token (password)", () => token(password))];
    // Each refresh rotates the token: chain them, as a client does.
    let refresh = ((await (await token(password)).json()) as { refresh_token: string })
      .refresh_token;
    rows.push(
      await measure("POST /connect/token (refresh)", async () => {
        const res = await token({ grant_type: "refresh_token", refresh_token: refresh });
        const body = (await res.clone().json()) as { refresh_token: string };
        refresh = body.refresh_token;
        return res;
      }),
    );
    const access = ((await (await token(password)).json()) as { access_token: string })
      .access_token;
    rows.push(
      await measure("GET /api/role/roles", () =>
        fetch(`${base}/api/role/roles`, { headers: { authorization: `Bearer ${access}` } }),
      ),
    );
    return rows;
  } finally {
    await stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`# Reference server latency (loopback, ${RUNS} sequential requests each)`);
  try {
    for (const row of await runServerLatencyBench()) {
      const verdict = row.p95 < row.budgetMs ? "PASS" : "FAIL";
      console.log(
        `${row.name.padEnd(32)} median ${row.median.toFixed(2).padStart(6)} ms  p95 ${row.p95.toFixed(2).padStart(6)} ms  budget p95 < ${row.budgetMs} ms  ${verdict}`,
      );
    }
  } catch (err) {
    console.error("server latency bench failed:", err);
  }
  process.exit(0);
}
