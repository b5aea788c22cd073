/**
 * The crash test of exactly-once (server/http/mutation.middleware.ts): the real server runs as a
 * child process on a file database; keyed bonus writes are sent many at a time while the process
 * is SIGKILLed at random moments and restarted; every request not acknowledged is retried with its
 * key, as the PWA's outbox does. At the end each action must have taken effect exactly once
 * (balances and history rows) and `PRAGMA integrity_check` must say ok. Answers wait a little after
 * their commit (TEST_HOOKS' slow-answers), so many kills fall between a commit and its answer:
 * `replayed` counts the retries that got a stored answer instead of a second effect.
 * Run by server/crash.test.ts (short) and `npm run crash-test` (long, `-- --kills 100`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";

export interface CrashOptions {
  kills: number;
  actionsPerKill: number;
  inFlight: number;
  port: number;
  /** How long each answer waits after its commit (TEST_HOOKS), widening the crash window. */
  answerDelayMs: number;
  log?: (line: string) => void;
}

export interface CrashReport {
  kills: number;
  actions: number;
  retries: number;
  /** Retries answered from a stored answer: the kill came after the commit. */
  replayed: number;
  doubled: number;
  lost: number;
  integrity: string;
  seconds: number;
}

interface Action {
  key: string;
  card: string;
  amount: number;
}

const CLIENT = `Basic ${Buffer.from("backoffice-pwa:backoffice-demo-secret").toString("base64")}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runCrashTest(options: CrashOptions): Promise<CrashReport> {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), "backoffice-crash-"));
  const dbFile = join(dir, "crash.db");
  const base = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: "127.0.0.1",
        DATABASE_URL: `file:${dbFile}`,
        DIST_DIR: join(dir, "no-build"),
        TEST_HOOKS: "1",
      },
      stdio: "ignore",
    });
    for (let i = 0; i < 300; i++) {
      if (
        await fetch(`${base}/config.json`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await sleep(50);
    }
    throw new Error("the server did not start");
  };
  let auth: Record<string, string> = {};
  // Answers wait after their commit, so many kills land between a commit and its answer.
  const slowAnswers = () =>
    fetch(`${base}/api/test/slow-answers`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ ms: options.answerDelayMs }),
    });
  const kill = async () => {
    const dying = child;
    if (!dying || dying.exitCode !== null || dying.signalCode !== null) return;
    const exited = new Promise((r) => dying.once("exit", r));
    dying.kill("SIGKILL");
    await exited;
  };

  try {
    await start();
    auth = { authorization: `Bearer ${await signIn(base)}` };
    await slowAnswers();
    const cards = await activeCards(base, auth);
    const before = new Map<string, number>();
    for (const n of cards) before.set(n, await bonusBalance(base, auth, n));

    const total = options.kills * options.actionsPerKill;
    const actions: Action[] = Array.from({ length: total }, (_, i) => ({
      key: randomUUID(),
      card: cards[i % cards.length]!,
      amount: 1 + (i % 3),
    }));
    const pending = [...actions];
    let retries = 0;
    let replayed = 0;
    let acknowledged = 0;
    let running = true;
    const send = async (action: Action): Promise<boolean> => {
      const res = await fetch(`${base}/api/card/FreeTokenBalanceUpdate/${action.card}`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json", "idempotency-key": action.key },
        body: JSON.stringify({ amount: action.amount, comment: `crash ${action.key}` }),
      }).catch(() => undefined);
      if (!res) return false;
      await res.arrayBuffer().catch(() => undefined);
      if (res.headers.get("idempotent-replayed") === "true") replayed += 1;
      if (res.status === 200) return true;
      if (res.status >= 500 || res.status === 429) return false;
      throw new Error(`refused: HTTP ${res.status} for ${action.key}`);
    };
    // Workers take actions in turn and put back what was not acknowledged (the outbox's retry).
    const worker = async () => {
      while (running || pending.length > 0) {
        const action = pending.shift();
        if (!action) {
          await sleep(10);
          continue;
        }
        if (await send(action)) acknowledged += 1;
        else {
          retries += 1;
          pending.push(action);
          await sleep(100);
        }
      }
    };
    const workers = Array.from({ length: options.inFlight }, worker);
    for (let kills = 1; kills <= options.kills; kills++) {
      // A kill lands while writes are in flight, at a random moment of a burst.
      const target = Math.min(total, (kills - 0.5 + Math.random() * 0.5) * options.actionsPerKill);
      while (acknowledged < target && pending.length > 0) await sleep(2);
      await kill();
      options.log?.(`kill ${kills}: ${acknowledged}/${total} acknowledged, ${retries} retries`);
      await start();
      await slowAnswers();
    }
    running = false;
    await Promise.all(workers);
    const after = new Map<string, number>();
    for (const n of cards) after.set(n, await bonusBalance(base, auth, n));
    await kill();

    const db = createClient({ url: `file:${dbFile}` });
    const rows = await db.execute(
      "select comment, count(*) as n from card_operations where kind = 'bonus' and comment like 'crash %' group by comment",
    );
    const check = (await db.execute("PRAGMA integrity_check")).rows[0]?.[0];
    const integrity = typeof check === "string" ? check : "unreadable";
    db.close();
    const seen = new Map(rows.rows.map((r) => [r[0] as string, Number(r[1])]));
    let doubled = 0;
    let lost = 0;
    for (const a of actions) {
      const n = seen.get(`crash ${a.key}`) ?? 0;
      if (n > 1) doubled += n - 1;
      if (n === 0) lost += 1;
    }
    // Balances must match the history: each action's amount exactly once.
    for (const n of cards) {
      const sum = actions.filter((a) => a.card === n).reduce((s, a) => s + a.amount, 0);
      const diff = (after.get(n) ?? 0) - ((before.get(n) ?? 0) + sum);
      if (diff > 0) doubled += diff;
      if (diff < 0) lost -= diff;
    }
    return {
      kills: options.kills,
      actions: total,
      retries,
      replayed,
      doubled,
      lost,
      integrity,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/connect/token`, {
    method: "POST",
    headers: { authorization: CLIENT, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      username: "admin@parc-demo.fr",
      password: "Admin#2026!",
      scope: "openid offline_access",
    }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in failed: HTTP ${res.status}`);
  return body.access_token;
}

async function activeCards(base: string, auth: Record<string, string>): Promise<string[]> {
  const res = await fetch(`${base}/api/card/cards?page=1&size=100`, { headers: auth });
  const page = (await res.json()) as { results: { number: string; isActive: boolean }[] };
  return page.results
    .filter((c) => c.isActive)
    .slice(0, 8)
    .map((c) => c.number);
}

async function bonusBalance(base: string, auth: Record<string, string>, n: string) {
  const res = await fetch(`${base}/api/card/number/${n}`, { headers: auth });
  return ((await res.json()) as { balanceFreeTokens: number }).balanceFreeTokens;
}
