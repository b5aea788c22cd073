/**
 * A screen's first data, asked for with its code when the app starts on it (a card opened by a
 * scan or a link: src/app/signed-in-router.tsx, `prefetchScreen`), not once it has rendered. The
 * screen's refresh (src/ui/offline/use-refresh.ts) then takes that request instead of sending
 * its own: one request, started a whole render earlier.
 */
const started = new Map<string, Promise<unknown>>();

/** Starts `fetchIntoCache` for the refresh keyed `key`, unless one is waiting to be taken. */
export function prefetch(key: string, fetchIntoCache: () => Promise<unknown>): Promise<unknown> {
  let request = started.get(key);
  if (!request) {
    request = fetchIntoCache();
    request.catch(() => undefined); // its refresh, if any, says the failure
    started.set(key, request);
  }
  return request;
}

/** The request prefetched for `key`, once: the next refresh asks the network again. */
export function takePrefetched(key: string): Promise<unknown> | undefined {
  const request = started.get(key);
  started.delete(key);
  return request;
}
