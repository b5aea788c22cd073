import { useEffect, useState } from "react";
import { afterPaint, screenShown } from "@/lib/screen-shown";

/** Where requestIdleCallback is missing (Safari): a short pause instead. */
const NO_IDLE_DELAY_MS = 1000;

/**
 * False until the page has been painted (src/lib/screen-shown.ts) and the browser is idle (each
 * wait at most `maxWaitMs`), then true:
 * what a screen does not need for its first paint (a menu's code, a panel's, a lookup) waits for
 * it, so it neither delays nor competes with that paint. `afterScreen` false: after the first
 * paint, even of a skeleton while the screen waits for its data (what must run before it, as the
 * outbox).
 */
export function useIdle(maxWaitMs = 2000, afterScreen = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    let cancel = () => undefined as void;
    const done = () => live && setIdle(true);
    // The screen painted first (not its loader or skeleton: a card waiting for its data), or
    // with `afterScreen` false whatever shows first, then idle.
    const root = document.getElementById("root") ?? document.body;
    void (afterScreen ? screenShown(root, maxWaitMs) : afterPaint()).then(() => {
      if (!live) return;
      if ("requestIdleCallback" in window) {
        const id = requestIdleCallback(done, { timeout: maxWaitMs });
        cancel = () => cancelIdleCallback(id);
      } else {
        const id = setTimeout(done, Math.min(NO_IDLE_DELAY_MS, maxWaitMs));
        cancel = () => clearTimeout(id);
      }
    });
    return () => ((live = false), cancel());
  }, [maxWaitMs, afterScreen]);
  return idle;
}

/**
 * Starts `load` (a lazy part's import) once the page has shown and the browser is idle (within
 * `maxWaitMs`), so a part kept off the first load (a dialog, a tab's table, the outbox's wiring)
 * is there when it is needed without competing with what the screen shows first.
 */
export function useIdlePreload(
  load: () => Promise<unknown>,
  maxWaitMs = 2000,
  afterScreen = true,
): void {
  const idle = useIdle(maxWaitMs, afterScreen);
  useEffect(() => {
    if (idle) void load().catch(() => undefined);
  }, [idle, load]);
}
