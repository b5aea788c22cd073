/**
 * Whether the API can be reached. `navigator.onLine` only knows "surely offline" (false) from
 * "maybe online": it stays true on a venue Wi-Fi whose uplink is down, and Chromium keeps it true
 * in a page loaded from the service worker while offline. So the app is offline when the browser
 * says so, or when its last call to the API failed for want of a network (raw-fetch.ts reports
 * every call), until a call gets any answer: a probe retries every PROBE_MS meanwhile, and the
 * browser's "online" event clears the doubt at once.
 */
export const PROBE_MS = 5000;

let unreachable = false;
let probe: (() => Promise<unknown>) | undefined;
let probing: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of listeners) listener();
  if (value) scheduleProbe();
}

function scheduleProbe(): void {
  if (probing !== undefined || !probe) return;
  probing = setTimeout(() => {
    probing = undefined;
    if (unreachable)
      void probe?.()
        .catch(() => undefined)
        .finally(() => unreachable && scheduleProbe());
  }, PROBE_MS);
}

/** Called by raw-fetch.ts after each call: true when any answer came back, false on a network failure. */
export function reportReachable(answered: boolean): void {
  set(!answered);
}

/** The call the probe makes (any answer, even a 401, proves the API reachable). */
export function setReachabilityProbe(call: () => Promise<unknown>): void {
  probe = call;
}

export function isOnline(): boolean {
  return (typeof navigator === "undefined" || navigator.onLine) && !unreachable;
}

/** Subscribes to changes of `isOnline()` (for useSyncExternalStore). */
export function subscribeOnline(callback: () => void): () => void {
  const onOnline = () => {
    set(false);
    callback();
  };
  window.addEventListener("online", onOnline);
  window.addEventListener("offline", callback);
  listeners.add(callback);
  return () => {
    window.removeEventListener("online", onOnline);
    window.removeEventListener("offline", callback);
    listeners.delete(callback);
  };
}
