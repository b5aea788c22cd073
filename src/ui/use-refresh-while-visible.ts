import { useEffect } from "react";

/**
 * Calls `tick` every `everyMs` and when the tablet comes back to the page (visibility, focus),
 * never while the page is hidden: a board staff leave open refreshes only while they can see it
 * (the devices' health board, the floor's Today board).
 */
export function useRefreshWhileVisible(tick: () => void, everyMs: number): void {
  useEffect(() => {
    const run = () => {
      if (document.visibilityState === "visible") tick();
    };
    const timer = window.setInterval(run, everyMs);
    document.addEventListener("visibilitychange", run);
    window.addEventListener("focus", run);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", run);
      window.removeEventListener("focus", run);
    };
  }, [tick, everyMs]);
}
