/**
 * Screens' tests with the real outbox: a signed-in session and the sync engine running in this
 * "tab", so a command a screen runs is enqueued in fake-indexeddb and sent through the http
 * client to the test's stubbed fetch, as in the app.
 */
import type { Right } from "@/contract/rights";
import { db } from "@/lib/offline/db";
import { startOffline } from "@/lib/offline/offline";
import { sessionFromTokens, type Session } from "@/lib/session/session-store";
import { sessionStore } from "@/lib/session/session";
import { fakeAccessToken } from "./fake-jwt";

export async function signInWithOutbox(rights: Right[]): Promise<Session> {
  await db.outbox.clear();
  const session = sessionFromTokens(fakeAccessToken({ rights }), "refresh")!;
  sessionStore.set(session);
  startOffline({ loadCommands: async () => undefined, onSettled: () => undefined });
  return session;
}
