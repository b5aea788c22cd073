/**
 * The offline side of a signed-in tab, started by the app shell (lazily: Dexie stays off the
 * login page): the sync runner bound to this tab's session, the wipe of cached personal data at
 * logout, and `kickSync` for screens that just enqueued something.
 */
import { findCommand } from "../commands/command";
import { sessionStore } from "../session/session";
import { db, wipeCachedData, type OutboxEntry } from "./db";
import { authorOf } from "./outbox";
import { KICK_CHANNEL, startSyncRunner, type SyncRunner } from "./sync-runner";
import type { Settlement } from "./sync-engine";

let runner: SyncRunner | undefined;

/** The employee an outbox entry belongs to (see authorOf), or undefined when signed out. */
export function currentEmployee(): string | undefined {
  const claims = sessionStore.get()?.claims;
  return claims && authorOf(claims).employee;
}

const OWNER_KEY = "owner";

/** Cached data belongs to one employee: another one (or no one) means it is wiped. */
async function guardOwner(): Promise<void> {
  const employee = currentEmployee();
  if (!employee) {
    await wipeCachedData();
    return;
  }
  const owner = await db.stamps.get(OWNER_KEY);
  if (owner && owner.employee !== employee) await wipeCachedData();
  await db.stamps.put({ kind: OWNER_KEY, at: Date.now(), employee });
}

export function startOffline(options: {
  onSettled: (entry: OutboxEntry, settlement: Settlement) => void;
  /** Runs commands' modules in: entries stored before a reload need their `send`. */
  loadCommands: () => Promise<unknown>;
}): SyncRunner {
  if (runner) return runner;
  void guardOwner();
  let last = currentEmployee();
  const commandsReady = options.loadCommands();
  runner = startSyncRunner({
    db,
    employee: currentEmployee,
    command: findCommand,
    onSettled: options.onSettled,
    subscribeEmployee: (listener) =>
      sessionStore.subscribe(() => {
        const now = currentEmployee();
        if (now === last) return;
        last = now;
        void guardOwner();
        listener();
      }),
    locks: typeof navigator !== "undefined" && navigator.locks ? navigator.locks : undefined,
    channel:
      typeof BroadcastChannel !== "undefined" ? new BroadcastChannel(KICK_CHANNEL) : undefined,
    beforeSync: () => commandsReady,
  });
  return runner;
}

export function kickSync(): void {
  runner?.kick();
}
