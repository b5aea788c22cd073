/**
 * The offline side of a signed-in tab, started by the app shell (lazily: Dexie stays off the
 * login page): the sync runner bound to this tab's session, the wipe of cached personal data at
 * logout, and `kickSync` for screens that just enqueued something.
 */
import { findCommand } from "../commands/command";
import { sessionStore, signedInEmployee } from "../session/session";
import { db, guardOwner, type OutboxEntry } from "./db";
import { KICK_CHANNEL, startSyncRunner, type SyncRunner } from "./sync-runner";
import type { Settlement } from "./sync-engine";

let runner: SyncRunner | undefined;

export function startOffline(options: {
  onSettled: (entry: OutboxEntry, settlement: Settlement) => void;
  /** Runs commands' modules in: entries stored before a reload need their `send`. */
  loadCommands: () => Promise<unknown>;
}): SyncRunner {
  if (runner) return runner;
  let last = signedInEmployee();
  // Loaded once; a failed load (the network lost before their code came, on a first visit) is
  // tried again at the next sync (the browser fetches a failed import again), never kept.
  let commandsReady: Promise<unknown> | undefined;
  const loadCommands = () =>
    (commandsReady ??= options.loadCommands().catch((error: unknown) => {
      commandsReady = undefined;
      throw error;
    }));
  void loadCommands().catch(() => undefined);
  runner = startSyncRunner({
    db,
    employee: signedInEmployee,
    command: findCommand,
    onSettled: options.onSettled,
    subscribeEmployee: (listener) =>
      sessionStore.subscribe(() => {
        const now = signedInEmployee();
        if (now === last) return;
        last = now;
        void guardOwner(db, now);
        listener();
      }),
    locks: typeof navigator !== "undefined" && navigator.locks ? navigator.locks : undefined,
    channel:
      typeof BroadcastChannel !== "undefined" ? new BroadcastChannel(KICK_CHANNEL) : undefined,
    beforeSync: loadCommands,
  });
  return runner;
}

export function kickSync(): void {
  runner?.kick();
}
