/**
 * Runs a task once the first screen is interactive: after the window's `load` event, once the
 * app root shows a screen rather than a loader (the route's lazy page has arrived and rendered),
 * then when the main thread is next idle. The service worker's registration waits for this
 * (main.tsx), so its precache never competes with what the first screen downloads and runs.
 * Each wait is bounded: a screen that keeps a loader (a slow API) only delays it by `maxWaitMs`.
 */
import { MAX_WAIT_MS, screenShown } from "@/lib/screen-shown";

export { MAX_WAIT_MS, screenShown };
/** Where requestIdleCallback is missing (Safari): a short pause instead. */
export const NO_IDLE_DELAY_MS = 300;

export interface FirstScreenWindow {
  document: { readyState: DocumentReadyState };
  addEventListener(type: "load", listener: () => void, options: { once: true }): void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  setTimeout(callback: () => void, ms: number): number;
}

export function loaded(win: FirstScreenWindow): Promise<void> {
  return new Promise((resolve) => {
    if (win.document.readyState === "complete") resolve();
    else win.addEventListener("load", () => resolve(), { once: true });
  });
}

export function idle(win: FirstScreenWindow, maxWaitMs = MAX_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (win.requestIdleCallback) win.requestIdleCallback(() => resolve(), { timeout: maxWaitMs });
    else win.setTimeout(resolve, NO_IDLE_DELAY_MS);
  });
}

export async function afterFirstScreen(
  task: () => void,
  root: Element,
  win: FirstScreenWindow = window,
): Promise<void> {
  await loaded(win);
  await screenShown(root);
  await idle(win);
  task();
}
