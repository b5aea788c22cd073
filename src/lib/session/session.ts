/**
 * Wiring of this tab's session: the store, the cross-tab channel, the shared refresh and the
 * one http client of the app. Start-up calls `startSession()` once before the first render.
 */
import { useSyncExternalStore } from "react";
import { appConfig } from "../api/app-config";
import { createHttpClient } from "../api/http-client";
import { createTokenClient } from "../api/token.api";
import { authorOf } from "./claims";
import { createRevocations } from "./revocation";
import { connectSessionChannel, SESSION_CHANNEL } from "./session-channel";
import { createSessionStore, sessionFromTokens, type Session } from "./session-store";
import { createTokenRefresher } from "./token-refresh";

export const sessionStore = createSessionStore(sessionStorage);
export const tokenClient = createTokenClient(appConfig);
/** Logout's revocations on the server, kept across restarts until sent (revocation.ts). */
export const revocations = createRevocations({
  storage: localStorage,
  revoke: (refreshToken) => tokenClient.revoke(refreshToken),
});

const refresher = createTokenRefresher({
  store: sessionStore,
  refreshGrant: tokenClient.refreshGrant,
  onRejected: () => sessionStore.set(null),
  locks: typeof navigator !== "undefined" && navigator.locks ? navigator.locks : undefined,
});

export const http = createHttpClient({
  baseUrl: () => appConfig().apiBaseUrl,
  getAccessToken: () => sessionStore.get()?.tokens.accessToken,
  refresh: refresher.refresh,
});

let channel: ReturnType<typeof connectSessionChannel> | undefined;

export async function startSession(): Promise<void> {
  // Logouts made offline (here or in a closed tab) are sent now, and when the network returns.
  void revocations.flush();
  window.addEventListener("online", () => void revocations.flush());
  if (typeof BroadcastChannel !== "undefined") {
    channel = connectSessionChannel(sessionStore, new BroadcastChannel(SESSION_CHANNEL));
    await channel.askOthers();
  }
  const recheck = () => {
    sessionStore.reload();
    if (!sessionStore.get()) void channel?.askOthers();
  };
  window.addEventListener("pageshow", (event) => event.persisted && recheck());
  document.addEventListener(
    "visibilitychange",
    () => document.visibilityState === "visible" && !sessionStore.get() && recheck(),
  );
}

export async function signIn(email: string, password: string): Promise<Session> {
  const answer = await tokenClient.passwordGrant(email.trim(), password);
  const session = sessionFromTokens(answer.access_token, answer.refresh_token);
  if (!session) throw new Error("The token endpoint answered an unreadable access token");
  sessionStore.set(session);
  return session;
}

/** Logout: this tab and the others forget the session, and the server ends it (RFC 7009). */
export function signOut(): void {
  const refreshToken = sessionStore.get()?.tokens.refreshToken;
  sessionStore.set(null);
  if (refreshToken) void revocations.add(refreshToken);
}

/** The employee signed in on this tab, as offline data knows them (authorOf), or undefined. */
export function signedInEmployee(): string | undefined {
  const claims = sessionStore.get()?.claims;
  return claims && authorOf(claims).employee;
}

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
