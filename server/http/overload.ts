/**
 * Overload protection for /api and /connect: at most `maxInFlight` requests run at once, at most
 * `maxQueue` more wait (first come, first served) and none waits longer than `queueTimeoutMs`;
 * and while the event loop itself is saturated (event-loop-pressure.ts: the delay of its turns
 * is over `maxEventLoopDelayMs`), new requests are not started at all. Anything beyond is
 * answered at once `503 { code: "server_busy" }` with `Retry-After`, so the
 * latency of the requests that are served stays bounded instead of growing with the backlog
 * (the PWA's outbox retries a 5xx later with the same Idempotency-Key). Static files and
 * /config.json are not limited: they are cheap and the app shell must load.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { eventLoopPressure, type Pressure } from "./event-loop-pressure";

export interface OverloadLimits {
  maxInFlight: number;
  maxQueue: number;
  queueTimeoutMs: number;
  /** Seconds the client is told to wait (Retry-After). */
  retryAfterSeconds: number;
  /** Mean event-loop delay, milliseconds, above which the process counts as saturated. */
  maxEventLoopDelayMs: number;
}

interface Waiter {
  grant: (granted: boolean) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class ConcurrencyLimiter {
  #inFlight = 0;
  readonly #queue: Waiter[] = [];

  constructor(
    private readonly limits: Pick<OverloadLimits, "maxInFlight" | "maxQueue" | "queueTimeoutMs">,
  ) {}

  get inFlight(): number {
    return this.#inFlight;
  }

  get queued(): number {
    return this.#queue.length;
  }

  /** Resolves true with a slot (call release() after), or false when full or waited too long. */
  acquire(): Promise<boolean> {
    if (this.#inFlight < this.limits.maxInFlight) {
      this.#inFlight += 1;
      return Promise.resolve(true);
    }
    if (this.#queue.length >= this.limits.maxQueue) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          this.#queue.splice(this.#queue.indexOf(waiter), 1);
          resolve(false);
        }, this.limits.queueTimeoutMs),
      };
      this.#queue.push(waiter);
    });
  }

  /** Gives the slot to the oldest waiter, or frees it. */
  release(): void {
    const next = this.#queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.grant(true);
    } else {
      this.#inFlight = Math.max(0, this.#inFlight - 1);
    }
  }
}

const LIMITED = /^\/(api|connect)(\/|$)/;

export function overloadMiddleware(
  limits: OverloadLimits,
  pressure: Pressure = eventLoopPressure(limits.maxEventLoopDelayMs),
): MiddlewareHandler<AppEnv> {
  const limiter = new ConcurrencyLimiter(limits);
  return async (c, next) => {
    if (!LIMITED.test(c.req.path) || c.req.method === "OPTIONS") return next();
    if (pressure.busy() || !(await limiter.acquire())) {
      c.header("Retry-After", String(limits.retryAfterSeconds));
      return c.json({ code: "server_busy" }, 503);
    }
    try {
      await next();
    } finally {
      limiter.release();
    }
  };
}
