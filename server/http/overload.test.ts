// @vitest-environment node
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config";
import { createTestApp } from "../testing/test-app";
import type { AppEnv } from "./app-env";
import { eventLoopPressure } from "./event-loop-pressure";
import { ConcurrencyLimiter, overloadMiddleware } from "./overload";

afterEach(() => {
  vi.useRealTimers();
});

describe("ConcurrencyLimiter", () => {
  it("runs up to maxInFlight, queues up to maxQueue, refuses the rest at once", async () => {
    const limiter = new ConcurrencyLimiter({ maxInFlight: 2, maxQueue: 1, queueTimeoutMs: 1000 });
    expect(await limiter.acquire()).toBe(true);
    expect(await limiter.acquire()).toBe(true);
    const waiting = limiter.acquire();
    expect(await limiter.acquire()).toBe(false);
    expect([limiter.inFlight, limiter.queued]).toEqual([2, 1]);
    limiter.release(); // the slot goes to the waiter, first come first served
    expect(await waiting).toBe(true);
    expect([limiter.inFlight, limiter.queued]).toEqual([2, 0]);
    limiter.release();
    limiter.release();
    expect(limiter.inFlight).toBe(0);
    expect(await limiter.acquire()).toBe(true);
  });

  it("gives up on a waiter after queueTimeoutMs, and its place is not lost", async () => {
    vi.useFakeTimers();
    const limiter = new ConcurrencyLimiter({ maxInFlight: 1, maxQueue: 2, queueTimeoutMs: 500 });
    await limiter.acquire();
    const first = limiter.acquire();
    vi.advanceTimersByTime(499);
    const second = limiter.acquire();
    vi.advanceTimersByTime(1);
    expect(await first).toBe(false);
    expect(limiter.queued).toBe(1);
    limiter.release();
    expect(await second).toBe(true);
    expect([limiter.inFlight, limiter.queued]).toEqual([1, 0]);
  });
});

describe("overload limits", () => {
  it("have defaults and can be configured", () => {
    expect(loadConfig({}).overload).toEqual({
      maxInFlight: 64,
      maxQueue: 256,
      queueTimeoutMs: 5000,
      retryAfterSeconds: 2,
      maxEventLoopDelayMs: 200,
    });
    const env = {
      MAX_IN_FLIGHT: "8",
      MAX_QUEUE: "0",
      QUEUE_TIMEOUT_MS: "100",
      RETRY_AFTER: "5",
      MAX_EVENT_LOOP_DELAY_MS: "50",
    };
    expect(loadConfig(env).overload).toEqual({
      maxInFlight: 8,
      maxQueue: 0,
      queueTimeoutMs: 100,
      retryAfterSeconds: 5,
      maxEventLoopDelayMs: 50,
    });
    expect(loadConfig({}).timeouts).toEqual({
      requestMs: 30000,
      headersMs: 10000,
      keepAliveMs: 5000,
    });
  });

  it("a flood beyond them gets 503 server_busy with Retry-After; the rest is served", async () => {
    const t = await createTestApp({ MAX_IN_FLIGHT: "2", MAX_QUEUE: "3", RETRY_AFTER: "3" });
    try {
      const { access_token: token } = await t.signIn("admin");
      const flood = await Promise.all(
        Array.from({ length: 40 }, () => t.call("GET", "/api/role/roles", { token })),
      );
      const busy = flood.filter((r) => r.status === 503);
      const served = flood.filter((r) => r.status === 200);
      expect([served.length, busy.length]).toEqual([5, 35]);
      for (const res of busy) {
        expect(res.headers.get("retry-after")).toBe("3");
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(await res.json()).toEqual({ code: "server_busy" });
      }
      // Static answers are not limited, and the slots are all given back.
      const config = await Promise.all(
        Array.from({ length: 20 }, async () => t.app.request("/config.json")),
      );
      expect(config.every((r) => r.status === 200)).toBe(true);
      const after = await Promise.all(
        Array.from({ length: 5 }, () => t.call("GET", "/api/role/roles", { token })),
      );
      expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    } finally {
      t.close();
    }
  });
});

describe("event-loop pressure", () => {
  it("turns busy while the loop is saturated, and back once it is not", async () => {
    const pressure = eventLoopPressure(150);
    expect(pressure.busy()).toBe(false);
    // Saturate: several long turns in a row, as handlers doing their work on the loop would.
    const until = Date.now() + 1500;
    while (Date.now() < until) {
      const turn = Date.now() + 300;
      while (Date.now() < turn) {
        // busy
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(pressure.busy()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(pressure.busy()).toBe(false);
  });

  it("while busy, /api and /connect get 503 server_busy at once; static answers do not", async () => {
    const limits = { maxInFlight: 10, maxQueue: 10, queueTimeoutMs: 1000, retryAfterSeconds: 4 };
    const app = new Hono<AppEnv>();
    app.use("*", overloadMiddleware({ ...limits, maxEventLoopDelayMs: 100 }, { busy: () => true }));
    app.get("*", (c) => c.text("ok"));
    const api = await app.request("/api/card/cards");
    expect([api.status, api.headers.get("retry-after"), await api.json()]).toEqual([
      503,
      "4",
      { code: "server_busy" },
    ]);
    expect((await app.request("/connect/token")).status).toBe(503);
    expect((await app.request("/assets/index.js")).status).toBe(200);
  });
});
