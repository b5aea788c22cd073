/**
 * Whether the app's root shows a screen rather than a loader: the route's lazy page has arrived
 * and rendered, and no loading placeholder (Mantine's Loader, a skeleton marked `aria-busy`, as
 * src/ui/details-skeleton.tsx) stands in for it. What waits for the first screen (the service
 * worker, src/app/after-first-screen.ts; the parts loaded at idle, src/ui/use-idle-preload.ts)
 * waits for this.
 */
export const MAX_WAIT_MS = 8000;
/** A route's Suspense fallback (src/ui/page-loader.tsx) or a screen's skeleton while it loads. */
const LOADER = '.mantine-Loader-root, [aria-busy="true"]';

/** Resolves when `root` holds a screen and no loader, or after `maxWaitMs` whatever it shows. */
export function screenShown(root: Element, maxWaitMs = MAX_WAIT_MS): Promise<void> {
  const isShown = () => root.childElementCount > 0 && root.querySelector(LOADER) === null;
  return new Promise((resolve) => {
    if (isShown()) return resolve();
    const observer = new MutationObserver(() => {
      if (isShown()) done();
    });
    const timer = setTimeout(() => done(), maxWaitMs);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe(root, { childList: true, subtree: true });
  });
}
