/**
 * When and where the sync engine runs. One tab sends: the holder of the "outbox sender" Web Lock
 * (held for the tab's life; the next tab in line takes over when it closes). The sender syncs
 * - after each enqueue (any tab: the outbox changed, seen through a Dexie live query),
 * - on reconnect (at once, backoff ignored), on becoming visible (any tab: they kick the sender
 *   over a BroadcastChannel), on sign-in, on an interval, and when a backoff ends.
 * Every tab keeps the header's counts up to date; only the sender reports `sending`.
 */
import { liveQuery } from "dexie";
import type { BackOfficeDb } from "./db";
import { entriesOf } from "./outbox";
import { createSyncEngine, type SyncEngineDeps } from "./sync-engine";
import { syncStatus } from "./sync-status";

export const SENDER_LOCK = "backoffice-outbox-sender";
export const KICK_CHANNEL = "backoffice-outbox";
export const SYNC_INTERVAL_MS = 30_000;

export interface SyncRunnerDeps extends SyncEngineDeps {
  db: BackOfficeDb;
  /** Called on every change of the signed-in employee (sign-in, logout, another tab's logout). */
  subscribeEmployee: (listener: () => void) => () => void;
  locks?: LockManager;
  channel?: BroadcastChannel;
  /** Awaited before each sync (e.g. the command modules loading). */
  beforeSync?: () => Promise<unknown>;
}

export function startSyncRunner(deps: SyncRunnerDeps) {
  const engine = createSyncEngine(deps);
  const cleanups: (() => void)[] = [];
  let sender = false;
  let stopped = false;
  let wake: ReturnType<typeof setTimeout> | undefined;

  async function run(ignoreBackoff = false) {
    if (!sender || stopped) return;
    syncStatus.update({ sending: true });
    try {
      // Not ready (the commands' code could not come): the next kick, "online" event or
      // interval tries again; nothing is sent meanwhile.
      const ready = await (deps.beforeSync?.() ?? Promise.resolve()).then(
        () => true,
        () => false,
      );
      if (!ready) return;
      const report = await engine.sync({ ignoreBackoff });
      clearTimeout(wake);
      if (report.nextAttemptAt !== undefined && report.stopped !== "signed-out") {
        const delay = Math.max(0, report.nextAttemptAt - Date.now());
        wake = setTimeout(() => void run(), Math.min(delay, SYNC_INTERVAL_MS));
      }
    } finally {
      syncStatus.update({ sending: engine.isRunning() });
    }
  }

  /** Asks the sender, this tab or another, to sync now. */
  function kick(ignoreBackoff = false) {
    if (sender) void run(ignoreBackoff);
    else deps.channel?.postMessage({ type: "kick", ignoreBackoff });
  }

  // The sender lock: requested once, held until the tab closes (or stop()).
  if (deps.locks) {
    const abort = new AbortController();
    let release: (() => void) | undefined;
    deps.locks
      .request(SENDER_LOCK, { signal: abort.signal }, () => {
        if (stopped) return;
        sender = true;
        syncStatus.update({ sender: true });
        void run(true);
        return new Promise<void>((resolve) => (release = resolve));
      })
      .catch(() => undefined);
    cleanups.push(() => {
      abort.abort();
      release?.();
      sender = false;
    });
  } else {
    sender = true; // no Web Locks (old browser, tests): each tab sends; keys keep it exactly-once
    syncStatus.update({ sender: true });
    queueMicrotask(() => void run(true));
  }

  if (deps.channel) {
    const channel = deps.channel;
    const onMessage = (event: MessageEvent<{ type?: string; ignoreBackoff?: boolean }>) => {
      if (event.data?.type === "kick" && sender) void run(event.data.ignoreBackoff ?? false);
    };
    channel.addEventListener("message", onMessage);
    cleanups.push(() => channel.removeEventListener("message", onMessage));
  }

  const onOnline = () => kick(true);
  const onVisible = () => document.visibilityState === "visible" && kick();
  window.addEventListener("online", onOnline);
  document.addEventListener("visibilitychange", onVisible);
  const interval = setInterval(() => kick(), SYNC_INTERVAL_MS);
  cleanups.push(() => {
    window.removeEventListener("online", onOnline);
    document.removeEventListener("visibilitychange", onVisible);
    clearInterval(interval);
    clearTimeout(wake);
  });

  // Counts for the header (every tab), and a sync whenever the pending entries change; watched
  // again whenever the signed-in employee changes (their entries, not the previous one's).
  let lastPendingIds = "";
  let counts: { unsubscribe: () => void } | undefined;
  function watchCounts() {
    counts?.unsubscribe();
    lastPendingIds = "";
    const employee = deps.employee();
    counts = liveQuery(async () => {
      if (!employee) return { pending: 0, rejected: 0, ids: "" };
      const mine = await entriesOf(employee, deps.db);
      const pending = mine.filter((e) => e.state === "pending");
      return {
        pending: pending.length,
        rejected: mine.length - pending.length,
        ids: pending.map((e) => e.seq).join(","),
      };
    }).subscribe({
      next: ({ pending, rejected, ids }) => {
        syncStatus.update({ pending, rejected });
        if (ids !== lastPendingIds) {
          lastPendingIds = ids;
          if (pending > 0) void run();
        }
      },
      error: () => undefined,
    });
  }
  watchCounts();
  cleanups.push(() => counts?.unsubscribe());
  cleanups.push(
    deps.subscribeEmployee(() => {
      watchCounts();
      if (deps.employee()) kick(true);
    }),
  );

  return {
    kick,
    stop() {
      stopped = true;
      cleanups.forEach((cleanup) => cleanup());
      syncStatus.update({ sender: false, sending: false });
    },
  };
}

export type SyncRunner = ReturnType<typeof startSyncRunner>;
