/**
 * Asks the header's pending-actions panel (src/app/sync-badge.tsx) to open, at one entry: the
 * "Corriger" of a refusal's toast (announce-outcome.ts) leads there when the refused action has
 * no form to open again. The panel scrolls to that entry and marks it.
 */
type Listener = (entryId: string | undefined) => void;

const listeners = new Set<Listener>();

export function openPendingPanel(entryId?: string): void {
  listeners.forEach((listener) => listener(entryId));
}

/** Called with the entry to show (its Idempotency-Key `id`) at each request; returns the unsubscribe. */
export function onPendingPanelRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
