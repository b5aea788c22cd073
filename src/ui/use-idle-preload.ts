import { useEffect, useState } from "react";
import { afterPaint, screenShown } from "@/lib/screen-shown";

/** Where requestIdleCallback is missing (Safari): a short pause instead. */
const NO_IDLE_DELAY_MS = 1000;

/**
 * Runs `run` once the page has been painted (src/lib/screen-shown.ts) and the browser is idle
 * (each wait at most `maxWaitMs`): what a screen does not need for its first paint (a menu's
 * code, a panel's, a lookup) waits for it, so it neither delays nor competes with that paint.
 * `afterScreen` false: after the first paint, even of a skeleton while the screen waits for its
 * data (what must run before it, as the outbox). Returns the way to call it off.
 */
export function whenIdle(run: () => void, maxWaitMs = 2000, afterScreen = true): () => void {
  let live = true;
  let cancel = () => undefined as void;
  const done = () => live && run();
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
}

/**
 * False until `whenIdle`, then true: for what a component shows only then (the user menu's
 * code). A component that only starts something then uses `useIdlePreload` or `whenIdle` in its
 * effect, and does not render again for it.
 */
export function useIdle(maxWaitMs = 2000, afterScreen = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), maxWaitMs, afterScreen), [maxWaitMs, afterScreen]);
  return idle;
}

/**
 * Starts `load` (a lazy part's import) once the page has shown and the browser is idle (within
 * `maxWaitMs`), so a part kept off the first load (a dialog, a tab's table, the outbox's wiring)
 * is there when it is needed without competing with what the screen shows first. The component
 * does not render again for it (a render of the shell or of a card's actions costs a task).
 */
export function useIdlePreload(
  load: () => Promise<unknown>,
  maxWaitMs = 2000,
  afterScreen = true,
): void {
  useEffect(
    () => whenIdle(() => void load().catch(() => undefined), maxWaitMs, afterScreen),
    [load, maxWaitMs, afterScreen],
  );
}
