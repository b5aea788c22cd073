/**
 * Request bodies arrive before anything is held for them. On /api and /connect:
 * - `publicBudget`: requests without a token (sign-in, device reports) are at most
 *   `maxPublicPerAddress` at once per client address, from their first byte to their answer;
 *   beyond, 503 server_busy at once, so one laptop cannot tie the server up with slow requests;
 * - `bodyFirst`: a request's whole body is read (and kept: the route reads it again) before it
 *   takes an overload slot (overload.ts) or the database writer (write-transaction.ts), within
 *   `timeoutMs` (`publicTimeoutMs` without a token); a body still arriving then is answered
 *   408 body_timeout and its connection closed.
 * The 1 MiB limit (app.ts) is checked before both, from Content-Length when it is given.
 */
import type { Context, MiddlewareHandler } from "hono";
import { clientAddress } from "../auth/client-address";
import type { ServerConfig } from "../config";
import type { AppEnv } from "./app-env";

const LIMITED = /^\/(api|connect)(\/|$)/;
const WITHOUT_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

const hasToken = (c: Context<AppEnv>) => /^Bearer\s/i.test(c.req.header("authorization") ?? "");

export function publicBudget(
  limits: Pick<ServerConfig["bodies"], "maxPublicPerAddress">,
  retryAfterSeconds: number,
): MiddlewareHandler<AppEnv> {
  const inFlight = new Map<string, number>();
  return async (c, next) => {
    if (!LIMITED.test(c.req.path) || c.req.method === "OPTIONS" || hasToken(c)) return next();
    const address = clientAddress(c);
    const count = inFlight.get(address) ?? 0;
    if (count >= limits.maxPublicPerAddress) {
      c.header("Retry-After", String(retryAfterSeconds));
      return c.json({ code: "server_busy" }, 503);
    }
    inFlight.set(address, count + 1);
    try {
      await next();
    } finally {
      const left = (inFlight.get(address) ?? 1) - 1;
      if (left > 0) inFlight.set(address, left);
      else inFlight.delete(address);
    }
  };
}

export function bodyFirst(
  limits: Pick<ServerConfig["bodies"], "timeoutMs" | "publicTimeoutMs">,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!LIMITED.test(c.req.path) || WITHOUT_BODY.has(c.req.method)) return next();
    const ms = hasToken(c) ? limits.timeoutMs : limits.publicTimeoutMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), ms)));
    // Hono keeps what it read: the route's own reading gets it at once.
    const read = c.req.arrayBuffer().then(
      () => "arrived" as const,
      (error: unknown) => {
        // Over the size limit: body-limit.ts answers 413. Else the client went away.
        if (error instanceof Error && error.name === "BodyLimitError") throw error;
        return "aborted" as const;
      },
    );
    const arrived = await Promise.race([read, late]);
    clearTimeout(timer);
    if (arrived === "aborted") {
      return c.json({ code: "validation_failed", issues: [{ path: "", rule: "aborted" }] }, 400);
    }
    if (arrived === "late") {
      c.header("Connection", "close");
      return c.json({ code: "body_timeout" }, 408);
    }
    await next();
  };
}
