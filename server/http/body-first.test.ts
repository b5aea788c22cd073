// @vitest-environment node
/**
 * Slow clients on a real socket (body-first.ts): a body still arriving holds neither the writer
 * nor an overload slot; requests without a token have a budget per address; the wait for the
 * writer is bounded.
 */
import { randomUUID } from "node:crypto";
import { connect, type AddressInfo, type Socket } from "node:net";
import type { ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CARDS } from "../seed/demo-cards.seed";
import { writeTransaction } from "../db/write-transaction";
import { createTestApp, type TestApp } from "../testing/test-app";
import { listen } from "./listen";

let t: TestApp;
let server: ServerType;
let base: string;
let token: string;
const open: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_BODY_TIMEOUT_MS: "2000",
    MAX_PUBLIC_PER_ADDRESS: "4",
    // Six writes queue behind each other (each with its log entry): a loaded machine needs more
    // than 400 ms for the last; the slow body's 2 s is what must not be waited for.
    WRITER_WAIT_MS: "1200",
    MAX_IN_FLIGHT: "4",
    MAX_QUEUE: "0",
  });
  token = (await t.signIn("manager")).access_token;
  const timeouts = { requestMs: 20000, headersMs: 5000, keepAliveMs: 1000 };
  await new Promise<void>((resolve) => {
    server = listen(t.app, { port: 0, host: "127.0.0.1", timeouts }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(async () => {
  open.forEach((s) => s.destroy());
  await new Promise((resolve) => server.close(resolve));
  t.close();
});

/** A request that sends its headers and half its body, then nothing; its answer, if any. */
function slowRequest(path: string, headers: Record<string, string> = {}) {
  const socket = connect(Number(new URL(base).port), "127.0.0.1");
  open.push(socket);
  let answer = "";
  socket.on("data", (d: Buffer) => (answer += d.toString()));
  socket.on("error", () => undefined);
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n${extra}\r\n{"serialNumber":`,
  );
  return { status: () => Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 0), text: () => answer };
}

const bonus = (amount: number) =>
  fetch(`${base}/api/card/FreeTokenBalanceUpdate/${DEMO_CARDS.assigned.number}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      "idempotency-key": randomUUID(),
    },
    body: JSON.stringify({ amount, comment: "slow client test" }),
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("a body still arriving", () => {
  it("holds neither the writer nor a slot: the venue's writes go on, the slow one gets 408", async () => {
    const slow = [
      slowRequest("/api/device/ping"),
      slowRequest("/api/card/1", { authorization: `Bearer ${token}` }),
    ];
    await sleep(100);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 6 }, () => bonus(1)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // Held by the slow body, they would wait for its 2 s timeout.
    expect(performance.now() - started).toBeLessThan(1500);
    await sleep(2100);
    expect(slow[0]!.status()).toBe(408);
    expect(slow[0]!.text()).toContain('"code":"body_timeout"');
  });
});

describe("requests without a token", () => {
  it("are at most a few at once per address; the others are told to come back, the staff are served", async () => {
    const held = Array.from({ length: 4 }, () => slowRequest("/connect/token"));
    await sleep(150);
    const refused = await fetch(`${base}/connect/token`, { method: "POST", body: "grant_type=x" });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    const read = await fetch(`${base}/api/card/number/${DEMO_CARDS.assigned.number}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.status).toBe(200);
    held.forEach((h) => expect(h.status()).toBe(0));
    await sleep(2100);
    // Timed out: the budget is free again.
    const again = await fetch(`${base}/connect/token`, { method: "POST", body: "grant_type=x" });
    expect(again.status).not.toBe(503);
  });
});

describe("the wait for the writer", () => {
  it("is bounded: past WRITER_WAIT_MS a write is told 503 server_busy with Retry-After, and done later", async () => {
    let release: () => void = () => undefined;
    const holding = writeTransaction(t.db, () => new Promise<void>((r) => (release = r)));
    await sleep(20);
    const answer = await bonus(1);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ code: "server_busy" });
    expect(answer.headers.get("retry-after")).toBeTruthy();
    release();
    await holding;
    expect((await bonus(-1)).status).toBe(200);
  });
});
