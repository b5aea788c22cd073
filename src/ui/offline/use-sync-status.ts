import { useSyncExternalStore } from "react";
import { syncStatus, type SyncStatus } from "@/lib/offline/sync-status";

/** The outbox's counts and activity, for the header badge and the logout warning. */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(syncStatus.subscribe, syncStatus.get, syncStatus.get);
}
