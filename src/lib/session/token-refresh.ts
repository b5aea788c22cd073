/**
 * One refresh at a time, for all tabs. Concurrent 401s in this tab share one promise; tabs
 * serialise through a Web Lock and, once holding it, re-read the token: another tab may have
 * refreshed already (its new tokens arrive over the session channel), and a rotated refresh token
 * used twice would make the server revoke the whole session.
 */
import type { RefreshOutcome } from "../api/http-client";
import { ApiError, NetworkError } from "../api/api-error";
import type { TokenResponse } from "@/contract/token";
import { sessionFromTokens, type SessionStore } from "./session-store";

export interface TokenRefresherDeps {
  store: SessionStore;
  refreshGrant: (refreshToken: string) => Promise<TokenResponse>;
  onRejected: () => void;
  locks?: Pick<LockManager, "request">;
}

export const REFRESH_LOCK = "bo-token-refresh";
/** How long a tab that waited for another tab's refresh waits for its broadcast tokens. */
export const SETTLE_MS = 300;

export function createTokenRefresher(deps: TokenRefresherDeps) {
  let inflight: Promise<RefreshOutcome> | null = null;

  async function underLock(failedAccessToken: string | undefined): Promise<RefreshOutcome> {
    const session = deps.store.get();
    if (!session) return "rejected";
    if (session.tokens.accessToken !== failedAccessToken) return "refreshed";
    try {
      const answer = await deps.refreshGrant(session.tokens.refreshToken);
      const next = sessionFromTokens(answer.access_token, answer.refresh_token);
      if (!next) throw new Error("unreadable access token");
      deps.store.set(next);
      return "refreshed";
    } catch (error) {
      // No answer, or 503 (the server says it is busy for now: overloaded, hashing queue full):
      // the session may well be fine, so no logout. A refusal (invalid_grant: revoked, reused,
      // past the session's end) or another failed answer ends it (spec section 8).
      if (error instanceof NetworkError) return "network";
      if (error instanceof ApiError && error.status === 503) return "network";
      deps.onRejected();
      return "rejected";
    }
  }

  /** Resolves when this tab holds tokens other than `failed`, or after `ms`. */
  function tokensChange(failed: string | undefined, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        stop();
        resolve();
      };
      const stop = deps.store.subscribe(
        (session) => session?.tokens.accessToken !== failed && done(),
      );
      const timer = setTimeout(done, ms);
      if (deps.store.get()?.tokens.accessToken !== failed) done();
    });
  }

  async function run(failedAccessToken: string | undefined): Promise<RefreshOutcome> {
    const locks = deps.locks;
    if (!locks) return underLock(failedAccessToken);
    const busy = Symbol("busy");
    const first = await locks.request(REFRESH_LOCK, { ifAvailable: true }, (lock) =>
      lock ? underLock(failedAccessToken) : busy,
    );
    if (first !== busy) return first;
    // Another tab is refreshing: its rotated tokens come over the session channel, which may
    // arrive just after its lock is released. Give them a moment before refreshing ourselves.
    return await locks.request(REFRESH_LOCK, async () => {
      await tokensChange(failedAccessToken, SETTLE_MS);
      return underLock(failedAccessToken);
    });
  }

  return {
    refresh: (failedAccessToken: string | undefined): Promise<RefreshOutcome> => {
      inflight ??= run(failedAccessToken).finally(() => {
        inflight = null;
      });
      return inflight;
    },
  };
}
