/**
 * Bodies above MAX_BODY_BYTES get `413 { code: "validation_failed", issues: [max_size] }` as soon
 * as their Content-Length says so (or, chunked, once the limit is passed), before the rest is
 * read. The client may still be sending: the connection is not closed under it (that would reset
 * it, and a client that reads only once it has sent everything would see a broken pipe instead
 * of the 413). What is still coming is read and dropped (Node's own drain; listen.ts turns off
 * @hono/node-server's, which resets after 500 ms) for at most LINGER_MS, then the connection is
 * closed (server/http/listen.test.ts, on a real socket).
 */
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env";

export const MAX_BODY_BYTES = 1024 * 1024;
export const LINGER_MS = 10_000;

/** Closes the connection if the request's body has not all arrived within LINGER_MS. */
function lingerThenClose(c: Context<AppEnv>): void {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming || incoming.complete) return;
  const timer = setTimeout(() => {
    if (!incoming.complete) incoming.socket?.destroy();
  }, LINGER_MS);
  timer.unref();
  incoming.once("end", () => clearTimeout(timer));
  incoming.once("close", () => clearTimeout(timer));
  // Read and dropped. The request's web stream (never read now) would pause it when full, and
  // the client would stall until the keep-alive timeout reset it: it lets go of the data.
  incoming.removeAllListeners("data");
  incoming.resume();
}

export const limitBodySize = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    lingerThenClose(c as Context<AppEnv>);
    return c.json({ code: "validation_failed", issues: [{ path: "", rule: "max_size" }] }, 413);
  },
});
