/**
 * Cross-tab session over BroadcastChannel: a new tab asks the others for the session; every local
 * sign-in, refresh and logout is announced, so a logout in one tab logs out all of them and a
 * refresh in one tab hands the rotated tokens to the others.
 */
import { sessionFromTokens, type SessionStore } from "./session-store";

type SessionMessage =
  | { type: "request" }
  | { type: "session"; accessToken: string; refreshToken: string }
  | { type: "logout" };

export const SESSION_CHANNEL = "bo-session";

export function connectSessionChannel(store: SessionStore, channel: BroadcastChannel) {
  const post = (message: SessionMessage) => channel.postMessage(message);
  const share = () => {
    const session = store.get();
    if (session)
      post({
        type: "session",
        accessToken: session.tokens.accessToken,
        refreshToken: session.tokens.refreshToken,
      });
  };

  const unsubscribe = store.subscribe((session, source) => {
    if (source !== "local") return;
    if (session) share();
    else post({ type: "logout" });
  });

  channel.onmessage = (event: MessageEvent<SessionMessage>) => {
    const message = event.data;
    if (message.type === "request") share();
    else if (message.type === "logout") store.set(null, "remote");
    else if (message.type === "session") {
      const incoming = sessionFromTokens(message.accessToken, message.refreshToken);
      const mine = store.get();
      // Messages may cross: never step back to older tokens than the ones held.
      if (incoming && (!mine || incoming.claims.exp >= mine.claims.exp))
        store.set(incoming, "remote");
    }
  };

  return {
    /** Asks the other tabs for their session; true when one arrived within `timeoutMs`. */
    askOthers(timeoutMs = 250): Promise<boolean> {
      if (store.get()) return Promise.resolve(true);
      return new Promise((resolve) => {
        const stop = store.subscribe((session) => {
          if (!session) return;
          clearTimeout(timer);
          stop();
          resolve(true);
        });
        const timer = setTimeout(() => {
          stop();
          resolve(false);
        }, timeoutMs);
        post({ type: "request" });
      });
    },
    close() {
      unsubscribe();
      channel.close();
    },
  };
}
