import { useLiveQuery } from "dexie-react-hooks";
import { useCallback, useEffect, useRef, useState } from "react";
import { db } from "@/lib/offline/db";
import { takePrefetched } from "@/lib/offline/prefetch";
import { useNetworkStatus } from "../use-network-status";

export interface Refresh {
  /** A request is on its way. */
  loading: boolean;
  /** The last refresh failed (offline, server error): what is shown comes from the cache. */
  error: unknown;
  reload: () => void;
}

/**
 * The refresh half of a cache-first read: runs `fetchIntoCache` (which fetches from the API and
 * writes the cache; screens read the cache through a live query) when `key` changes, on reload,
 * whenever the server accepted an outbox entry of `kind` (its views must show the result), and
 * when the network comes back after a refresh that failed. A request prefetched for `key`
 * (src/lib/offline/prefetch.ts) stands for the first one.
 */
export function useRefresh(
  key: string,
  fetchIntoCache: () => Promise<unknown>,
  kind?: string,
): Refresh {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ loading: boolean; error?: unknown }>({ loading: true });
  const accepted = useLiveQuery(
    async () => (kind ? ((await db.stamps.get(kind))?.at ?? 0) : 0),
    [kind],
    0,
  );

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    // The first refresh of a screen the app started on takes the request sent with its code.
    (takePrefetched(key) ?? fetchIntoCache()).then(
      () => live && setState({ loading: false }),
      (error: unknown) => live && setState({ loading: false, error }),
    );
    return () => {
      live = false;
    };
    // `fetchIntoCache` is usually an inline arrow: it runs again on what it depends on (`key`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, accepted]);

  // Loading from the render the reload is asked in, not from its effect's: no flash of "done".
  const reload = useCallback(() => {
    setAttempt((n) => n + 1);
    setState((s) => ({ ...s, loading: true }));
  }, []);

  // Back online after a failed refresh: once, not on every render a server error keeps failing.
  const online = useNetworkStatus();
  const failed = useRef(false);
  failed.current = state.error !== undefined;
  useEffect(() => {
    if (online && failed.current) reload();
  }, [online, reload]);
  return { loading: state.loading, error: state.error, reload };
}
