/**
 * Faults (issue 22): the reference server as its own process, as at a venue, on a fresh demo
 * database. Measured: the p95 of keyed bonus writes (one after the other) alone, while one slow
 * connection and while 80 slow connections send half a body and stop (to /api/device/ping and
 * /connect/token, without a token); and how many writes and sign-ins fail while another process
 * holds the database's write lock for 50 ms and for 3 s. Budgets: the writes' p95 within 2x of
 * alone (plus 5 ms of noise), and no failure under either lock.
 */
import { randomUUID } from "node:crypto";
import { connect, type Socket } from "node:net";
import { cardNumberOf } from "../server/seed/demo-cards.seed";
import { holdWriteLock } from "../server/testing/outside-lock";
import { percentile } from "./bench-server";
import { startServerProcess, token as postToken } from "./signin-flood";

const PORT = 4781;
const WRITES = 60;

export interface FaultRow {
  name: string;
  figure: string;
  budget: string;
  ok: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const signIn = (base: string, username: string, password: string) =>
  postToken(base, { grant_type: "password", username, password });

function bonus(base: string, token: string, amount: number) {
  return fetch(`${base}/api/card/FreeTokenBalanceUpdate/${cardNumberOf(1)}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      "idempotency-key": randomUUID(),
    },
    body: JSON.stringify({ amount, comment: "bench faults" }),
  });
}

/** Sequential writes: their p95 (ms, failures included) and how many failed. */
async function writesP95(base: string, token: string): Promise<{ p95: number; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < WRITES; i++) {
    const start = performance.now();
    const res = await bonus(base, token, i % 2 ? -1 : 1);
    await res.arrayBuffer();
    if (!res.ok) failed += 1;
    times.push(performance.now() - start);
  }
  return {
    p95: percentile(
      times.sort((a, b) => a - b),
      95,
    ),
    failed,
  };
}

/** `n` connections that send their headers and half a body, then nothing. */
function slowClients(n: number): Socket[] {
  return Array.from({ length: n }, (_, i) => {
    const socket = connect(PORT, "127.0.0.1");
    socket.on("error", () => undefined);
    const path = i % 2 ? "/connect/token" : "/api/device/ping";
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"serialNumber":"`,
    );
    return socket;
  });
}

async function failuresUnderLock(base: string, file: string, token: string, ms: number) {
  const { ended } = await holdWriteLock(file, ms);
  const calls = [
    ...Array.from({ length: 20 }, (_, i) => bonus(base, token, i % 2 ? -1 : 1)),
    ...Array.from({ length: 4 }, () => signIn(base, "manager@parc-demo.fr", "Manager#2026!")),
  ];
  const answers = await Promise.all(
    calls.map((c) =>
      c.then(
        (r) => r.status,
        () => 0,
      ),
    ),
  );
  await ended;
  return answers.filter((s) => s < 200 || s >= 300).length;
}

export async function runFaultsBench(): Promise<FaultRow[]> {
  const server = await startServerProcess(PORT, {});
  try {
    const { base, file } = server;
    const token = (
      (await (await signIn(base, "admin@parc-demo.fr", "Admin#2026!")).json()) as {
        access_token: string;
      }
    ).access_token;
    await writesP95(base, token); // warm-up
    const alone = (await writesP95(base, token)).p95;
    const budget = alone * 2 + 5;
    const rows: FaultRow[] = [
      { name: "writes alone", figure: `p95 ${alone.toFixed(1)} ms`, budget: "-", ok: true },
    ];
    for (const n of [1, 80]) {
      const sockets = slowClients(n);
      await sleep(200);
      const { p95, failed } = await writesP95(base, token);
      sockets.forEach((s) => s.destroy());
      rows.push({
        name: `writes, ${n} slow connection${n > 1 ? "s" : ""} open`,
        figure: `p95 ${p95.toFixed(1)} ms, ${failed} failed`,
        budget: `< ${budget.toFixed(1)} ms, 0`,
        ok: p95 < budget && failed === 0,
      });
      await sleep(300);
    }
    for (const ms of [50, 3000]) {
      const failed = await failuresUnderLock(base, file, token, ms);
      rows.push({
        name: `writes and sign-ins failed, ${ms} ms outside lock`,
        figure: `${failed} of 24`,
        budget: "0",
        ok: failed === 0,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}
