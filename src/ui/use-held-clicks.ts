import { useEffect } from "react";
import { APP_STARTED, HELD_CLICK } from "@/lib/start-handoff";

/**
 * Ends the hold of a prerendered screen's taps and taps again, in their order, the buttons tapped
 * before it was live (src/lib/start-handoff.ts); for the screen that frames them.
 */
export function useHeldClicks(): void {
  useEffect(() => {
    document.documentElement.setAttribute(APP_STARTED, "");
    const held = [...document.querySelectorAll<HTMLElement>(`[${HELD_CLICK}]`)];
    const rank = (element: HTMLElement) => Number(element.getAttribute(HELD_CLICK));
    for (const element of held.sort((a, b) => rank(a) - rank(b))) {
      element.removeAttribute(HELD_CLICK);
      element.click();
    }
  }, []);
}
