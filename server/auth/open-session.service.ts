/**
 * Whether the sign-in an access token belongs to (its `sid`, the refresh-token family) is still
 * open: a logout (/connect/revoke) or a reused refresh token closes it, and its access tokens stop
 * working at once, not at their expiry (the rights middleware asks on every call). The answer is
 * cached a moment per app; a close made in this process takes effect at the next call.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { ServerConfig } from "../config";
import type { Db } from "../db/database";
import { refreshTokens } from "../db/schema/auth.schema";

const CACHE_MS = 2000;
const caches = new WeakMap<ServerConfig, Map<string, { open: boolean; at: number }>>();

function cacheOf(config: ServerConfig) {
  let cache = caches.get(config);
  if (!cache) caches.set(config, (cache = new Map<string, { open: boolean; at: number }>()));
  return cache;
}

export async function sessionIsOpen(
  deps: { db: Db; config: ServerConfig },
  sid: string,
  now = Date.now(),
): Promise<boolean> {
  const cache = cacheOf(deps.config);
  const known = cache.get(sid);
  if (known && (!known.open || now - known.at < CACHE_MS)) return known.open;
  const [row] = await deps.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sid), isNull(refreshTokens.revokedAt)))
    .limit(1);
  if (cache.size > 10_000) cache.clear();
  cache.set(sid, { open: !!row, at: now });
  return !!row;
}

/** The sign-in `sid` was closed here: its access tokens are refused from the next call. */
export function sessionClosed(config: ServerConfig, sid: string): void {
  cacheOf(config).set(sid, { open: false, at: Date.now() });
}
