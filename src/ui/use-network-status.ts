import { useSyncExternalStore } from "react";
import { isOnline, subscribeOnline } from "@/lib/api/reachability";

/**
 * Whether the app can reach the API: false when the browser says it is offline or the last call
 * found no network (src/lib/api/reachability.ts); true only means "maybe online".
 */
export function useNetworkStatus(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
