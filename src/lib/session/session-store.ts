/**
 * The signed-in session of this tab. Guarantees:
 * - tokens live in memory and in sessionStorage (survive a reload of this tab), never in
 *   localStorage;
 * - every change is announced to the other tabs over BroadcastChannel (see session-channel.ts),
 *   so all tabs hold the same, latest refresh token (refresh tokens rotate on the server);
 * - subscribers (React via useSyncExternalStore) are told of every change.
 */
import type { Claims } from "@/contract/token";
import { decodeClaims } from "./claims";
import { SESSION_STORAGE_KEY } from "@/lib/storage-keys";

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms at which the access token expires (from its `exp` claim). */
  expiresAt: number;
}

export interface Session {
  tokens: Tokens;
  claims: Claims;
}

export type SessionChangeSource = "local" | "remote";
type Listener = (session: Session | null, source: SessionChangeSource) => void;

export function sessionFromTokens(accessToken: string, refreshToken: string): Session | null {
  const claims = decodeClaims(accessToken);
  if (!claims) return null;
  return { tokens: { accessToken, refreshToken, expiresAt: claims.exp * 1000 }, claims };
}

export function createSessionStore(storage: Pick<Storage, "getItem" | "setItem" | "removeItem">) {
  let current: Session | null = read();
  const listeners = new Set<Listener>();

  function read(): Session | null {
    try {
      const raw = storage.getItem(SESSION_STORAGE_KEY);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as Partial<Tokens>;
      if (typeof parsed.accessToken !== "string" || typeof parsed.refreshToken !== "string")
        return null;
      return sessionFromTokens(parsed.accessToken, parsed.refreshToken);
    } catch {
      return null;
    }
  }

  function set(session: Session | null, source: SessionChangeSource = "local") {
    if (
      session?.tokens.accessToken === current?.tokens.accessToken &&
      (session === null) === (current === null)
    )
      return;
    current = session;
    if (session) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session.tokens));
    else storage.removeItem(SESSION_STORAGE_KEY);
    listeners.forEach((l) => l(session, source));
  }

  return {
    get: (): Session | null => current,
    set,
    /** Re-reads sessionStorage: a tab restored from the back-forward cache may be out of date. */
    reload: () => set(read(), "remote"),
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
