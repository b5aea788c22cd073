import { useEffect } from "react";

/** Where requestIdleCallback is missing (Safari): a short pause instead. */
const NO_IDLE_DELAY_MS = 1000;

/**
 * Starts `load` (a lazy part's import) once the page has shown and the browser is idle (within
 * `maxWaitMs`), so a part kept off the first load (a dialog, a tab's table, the outbox's wiring)
 * is there when it is needed without competing with what the screen shows first.
 */
export function useIdlePreload(load: () => Promise<unknown>, maxWaitMs = 2000): void {
  useEffect(() => {
    const start = () => void load().catch(() => undefined);
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(start, { timeout: maxWaitMs });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(start, Math.min(NO_IDLE_DELAY_MS, maxWaitMs));
    return () => clearTimeout(id);
  }, [load, maxWaitMs]);
}
