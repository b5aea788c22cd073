import type { $Fetch, FetchOptions, FetchResponse } from "ofetch";
import { loadOnce } from "../load-once";
import { reportReachable } from "./reachability";

export type RawFetch = (
  url: string,
  options: FetchOptions<"json">,
) => Promise<FetchResponse<unknown>>;

/**
 * ofetch without retries, loaded with the first request rather than with the first screen (the
 * login page must stay light). Answers the raw response whatever its status, and tells
 * reachability.ts whether the API answered.
 */
export function createRawFetch(fetchImpl?: typeof globalThis.fetch): RawFetch {
  // Asked again after a failure (offline before ofetch's code came): never stuck failing.
  const instance = loadOnce<$Fetch>(() =>
    import("ofetch").then(({ ofetch }) =>
      ofetch.create({ retry: 0 }, fetchImpl ? { fetch: fetchImpl } : undefined),
    ),
  );
  return async (url, options) => {
    const fetcher = await instance();
    try {
      const response = await fetcher.raw(url, { ...options, ignoreResponseError: true });
      reportReachable(true);
      return response;
    } catch (error) {
      reportReachable(false);
      throw error;
    }
  };
}
