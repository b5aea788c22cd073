import { useEffect } from "react";

/** Where requestIdleCallback is missing (Safari): a short pause instead. */
const NO_IDLE_DELAY_MS = 1000;

/**
 * Starts `load` (a lazy part's import) once the page has shown and the browser is idle, so a
 * part kept off the first load (a dialog, a tab's table) is there when the person taps.
 */
export function useIdlePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    const start = () => void load().catch(() => undefined);
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(start, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(start, NO_IDLE_DELAY_MS);
    return () => clearTimeout(id);
  }, [load]);
}
