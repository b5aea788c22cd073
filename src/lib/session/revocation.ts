/**
 * Logout ends the session on the server too (POST /connect/revoke, RFC 7009), so a copy of the
 * refresh token is worth nothing afterwards. The token to revoke is written to localStorage first
 * and sent at once; without network (or on a 5xx) it stays there and is sent when the network
 * returns and at the next start of the app, from any tab. A 4xx answer (unknown client, bad
 * request) will not change with retries: the token is dropped then as well.
 */
import { ApiError, NetworkError } from "../api/api-error";

export const REVOCATIONS_KEY = "bo.revocations";
/** Tokens kept at most: older ones have expired on the server anyway. */
const MAX_KEPT = 20;

export interface RevocationDeps {
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  revoke: (refreshToken: string) => Promise<void>;
}

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

  /** Sends every remembered revocation; those that could not be sent stay for the next time. */
  function flush(): Promise<void> {
    flushing ??= (async () => {
      for (const token of read()) {
        try {
          await deps.revoke(token);
        } catch (error) {
          if (worthRetrying(error)) return;
        }
        drop(token);
      }
    })().finally(() => {
      flushing = null;
    });
    return flushing;
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
