import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { AppEnv } from "../http/app-env";

/**
 * The caller's address, for the sign-in limits: the TCP peer, as @hono/node-server sees it.
 * X-Forwarded-For is anyone's to write, so it counts only with TRUST_PROXY (the venue's reverse
 * proxy appends the real peer: the last entry). In-process requests (tests) have no socket.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get("deps").config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
