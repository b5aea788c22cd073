import { useLiveQuery } from "dexie-react-hooks";
import { ApiError } from "@/lib/api/api-error";
import { db } from "@/lib/offline/db";
import { useRefresh } from "./use-refresh";

export interface CachedRead<T> {
  /** What the cache holds, then what the API answered; undefined until one of them is known. */
  data: T | undefined;
  /** The API's error when the cache has nothing to show. */
  error: unknown;
  /** Nothing cached and the API not answered yet. */
  loading: boolean;
  fetchedAt: number | undefined;
  /** The last refresh failed: what is shown is the cache's (show its age). */
  stale: boolean;
  reload: () => void;
}

/**
 * One resource read cache-first (a list that is not paged, a customer): shown at once from
 * Dexie, offline too, and refreshed from the API. `key` names the resource and its parameters.
 */
export function useCachedRead<T>(key: string, load: () => Promise<T>): CachedRead<T> {
  // undefined: not read yet; null: the cache does not hold it.
  const cached = useLiveQuery(async () => (await db.reads.get(key)) ?? null, [key]);
  const refresh = useRefresh(key, async () => {
    const data = await load().catch(async (error: unknown) => {
      // Gone from the server (deleted elsewhere): gone from the cache too.
      if (error instanceof ApiError && error.status === 404) await db.reads.delete(key);
      throw error;
    });
    await db.reads.put({ key, data, fetchedAt: Date.now() });
  });
  return {
    data: (cached?.data as T | undefined) ?? undefined,
    error: cached ? undefined : refresh.error,
    loading: !cached && (cached === undefined || refresh.loading),
    fetchedAt: cached?.fetchedAt,
    stale: refresh.error !== undefined,
    reload: refresh.reload,
  };
}
