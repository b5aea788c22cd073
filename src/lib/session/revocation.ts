/**
 * Logout ends the session on the server too (POST /connect/revoke, RFC 7009), so a copy of the
 * refresh token is worth nothing afterwards. The token to revoke is written to localStorage first
 * and sent at once; without network (or on a 5xx) it stays there and is sent when the network
 * returns, again a few seconds later while it fails (the "online" event comes before a tablet's
 * network carries requests: Wi-Fi up, no route yet), and at the next start of the app, from any
 * tab. A 4xx answer (unknown client, bad request) will not change with retries: the token is
 * dropped then as well.
 */
import { ApiError, NetworkError } from "../api/api-error";

export const REVOCATIONS_KEY = "bo.revocations";
/** Tokens kept at most: older ones have expired on the server anyway. */
const MAX_KEPT = 20;

export interface RevocationDeps {
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  revoke: (refreshToken: string) => Promise<void>;
  /** Runs `retry` after `ms` (setTimeout by default; tests pass a fake clock). */
  later?: (retry: () => void, ms: number) => void;
}

/** Waits between failed sends, then the last one again and again while tokens are waiting. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

const worthRetrying = (error: unknown) =>
  error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);

export function createRevocations(deps: RevocationDeps) {
  function read(): string[] {
    try {
      const parsed: unknown = JSON.parse(deps.storage.getItem(REVOCATIONS_KEY) ?? "[]");
      return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === "string") : [];
    } catch {
      return [];
    }
  }
  function write(tokens: string[]) {
    if (tokens.length === 0) deps.storage.removeItem(REVOCATIONS_KEY);
    else deps.storage.setItem(REVOCATIONS_KEY, JSON.stringify(tokens.slice(-MAX_KEPT)));
  }
  const drop = (token: string) => write(read().filter((t) => t !== token));

  let flushing: Promise<void> | null = null;
  const later = deps.later ?? ((retry, ms) => void setTimeout(retry, ms));
  let failures = 0;
  let retryScheduled = false;

  /** Sends every remembered revocation; those that could not be sent stay for the next time. */
  function flush(): Promise<void> {
    flushing ??= (async () => {
      for (const token of read()) {
        try {
          await deps.revoke(token);
        } catch (error) {
          if (worthRetrying(error)) return retry();
        }
        drop(token);
      }
      failures = 0;
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  /** One retry at a time, later after each failure (RETRY_DELAYS_MS). */
  function retry() {
    if (retryScheduled) return;
    retryScheduled = true;
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!;
    failures += 1;
    later(() => {
      retryScheduled = false;
      void flush();
    }, delay);
  }

  return {
    /** Remembers `refreshToken` for revocation, then tries to send it (and any left before). */
    async add(refreshToken: string): Promise<void> {
      write([...read().filter((t) => t !== refreshToken), refreshToken]);
      await flushing;
      await flush();
    },
    flush,
    /** The tokens still waiting to be revoked. */
    pending: (): string[] => read(),
  };
}

export type Revocations = ReturnType<typeof createRevocations>;
