/**
 * GETs started before the code of the screen that needs them has come: a card opened at start-up
 * is asked for with the start's own code (src/main.tsx), not once its page, its contract and
 * Dexie have come and run. The screen's call of the same endpoint (src/lib/api/call.ts) takes
 * the answer rather than asking again; one never taken is dropped after EARLY_MS.
 */
import type { HttpClient } from "./http-client";

/** How long an early answer waits for the call it was started for. */
export const EARLY_MS = 10_000;

const started = new Map<string, { client: HttpClient; answer: Promise<unknown> }>();

/**
 * A GET of `path` on `client` (the app's one client), started now, or the one index.html's first
 * script `sent` already (read by the client: `adopt`).
 */
export function startEarly(client: HttpClient, path: string, sent?: Promise<Response>): void {
  const answer = sent ? client.adopt(path, sent) : client.request(path);
  answer.catch(() => undefined); // the call that takes it meets its failure
  const entry = { client, answer };
  started.set(path, entry);
  setTimeout(() => started.get(path) === entry && started.delete(path), EARLY_MS);
}

/** The answer of a GET of `path` started early on `client`, once; undefined if none is waiting. */
export function takeEarly(client: HttpClient, path: string): Promise<unknown> | undefined {
  const entry = started.get(path);
  if (entry?.client !== client) return undefined;
  started.delete(path);
  return entry.answer;
}
