/**
 * What the outbox is doing, for anyone who must know without loading Dexie: the header badge, the
 * pending-actions panel and the service-worker update prompt (a new version is never activated
 * while this tab's sync engine is sending). The sync engine is the only writer.
 */
export interface SyncStatus {
  /** This tab's engine is sending entries right now. */
  sending: boolean;
  /** This tab holds the sender lock (only one tab sends). */
  sender: boolean;
  /** Entries of the signed-in employee not yet accepted by the server (rejected ones excluded). */
  pending: number;
  /** Entries the server refused, waiting for a retry or a discard. */
  rejected: number;
}

type Listener = () => void;

let status: SyncStatus = { sending: false, sender: false, pending: 0, rejected: 0 };
const listeners = new Set<Listener>();
let idleWaiters: (() => void)[] = [];

export const syncStatus = {
  get: (): SyncStatus => status,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Merges a change and tells the listeners; resolves `whenIdle` once sending stops. */
  update: (change: Partial<SyncStatus>): void => {
    const next = { ...status, ...change };
    if (
      next.sending === status.sending &&
      next.sender === status.sender &&
      next.pending === status.pending &&
      next.rejected === status.rejected
    )
      return;
    status = next;
    if (!status.sending) {
      const waiters = idleWaiters;
      idleWaiters = [];
      waiters.forEach((resolve) => resolve());
    }
    listeners.forEach((listener) => listener());
  },
  /** Resolves at once when this tab is not sending, else as soon as the current sync ends. */
  whenIdle: (): Promise<void> => {
    if (!status.sending) return Promise.resolve();
    return new Promise((resolve) => idleWaiters.push(resolve));
  },
};
