import { useCallback, useEffect, useState } from "react";

export interface Remote<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
  /** Replaces the data after a save, without a new request. */
  setData: (data: T) => void;
}

/** Loads one resource for a screen; on failure the data is emptied and the error kept (spec section 4). */
export function useRemote<T>(load: () => Promise<T>, deps: readonly unknown[] = []): Remote<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` are the caller's
  const stableLoad = useCallback(load, deps);

  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(undefined);
    stableLoad().then(
      (value) => live && (setData(value), setLoading(false)),
      (failure: unknown) => live && (setData(undefined), setError(failure), setLoading(false)),
    );
    return () => {
      live = false;
    };
  }, [stableLoad, attempt]);

  return { data, error, loading, reload: () => setAttempt((n) => n + 1), setData };
}
