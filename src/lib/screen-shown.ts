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

/** A tab in the background paints no frame: what waits for a paint waits at most this long. */
export const PAINT_WAIT_MS = 1000;
/** Where no paint entry comes (nothing larger painted, or no such entries): after two frames, this. */
export const FRAME_MARGIN_MS = 50;

/**
 * Resolves once the browser has presented what the DOM holds now: at the next paint entry
 * (`largest-contentful-paint`, sent once the frame is on screen) or, where none comes, two frames
 * and a margin later (a frame's callbacks run before its paint; its presentation may come later
 * still). What is started then never counts against the screen's paint (Lighthouse's LCP counts
 * every request started before it). A hidden tab paints nothing: then after `maxWaitMs`.
 */
export function afterPaint(maxWaitMs = PAINT_WAIT_MS): Promise<void> {
  const since = performance.now();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => (clearTimeout(timer), observer?.disconnect(), resolve());
    const timer = setTimeout(done, maxWaitMs);
    try {
      // An entry may come late for an earlier paint (a skeleton's): only a paint from now counts.
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= since)) setTimeout(done, 0);
      });
      observer.observe({ type: "largest-contentful-paint" });
    } catch {
      // No paint entries here (Safari, Firefox, tests): the frames below tell.
    }
    if (typeof requestAnimationFrame !== "function") return void setTimeout(done, 0);
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, FRAME_MARGIN_MS)));
  });
}

/**
 * Resolves when `root` holds a screen and no loader and the browser has painted it, or after
 * `maxWaitMs` whatever it shows.
 */
export async function screenShown(root: Element, maxWaitMs = MAX_WAIT_MS): Promise<void> {
  await shownIn(root, maxWaitMs);
  await afterPaint();
}

function shownIn(root: Element, maxWaitMs: number): Promise<void> {
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
