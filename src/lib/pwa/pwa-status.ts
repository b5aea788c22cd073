/** What the About screen shows of the installed app: offline readiness and persistent storage. */
import { useEffect, useState, useSyncExternalStore } from "react";
import { readPersistence, type Persistence } from "./storage-persistence";

function subscribeController(callback: () => void): () => void {
  const container = navigator.serviceWorker;
  if (!container) return () => {};
  container.addEventListener("controllerchange", callback);
  return () => container.removeEventListener("controllerchange", callback);
}

/** True when a service worker controls this page: the app shell then loads without network. */
export function useOfflineShellReady(): boolean {
  return useSyncExternalStore(
    subscribeController,
    () => Boolean(navigator.serviceWorker?.controller),
    () => false,
  );
}

/** The browser's persistent-storage decision; undefined while it is being read. */
export function usePersistence(): Persistence | undefined {
  const [persistence, setPersistence] = useState<Persistence>();
  useEffect(() => {
    let live = true;
    void readPersistence().then((value) => live && setPersistence(value));
    return () => {
      live = false;
    };
  }, []);
  return persistence;
}
