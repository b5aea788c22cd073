import { useEffect } from "react";
import { HELD_CLICK } from "@/lib/start-handoff";

/**
 * Taps again, in their order, the buttons of a prerendered screen tapped before the app had
 * started (src/lib/start-handoff.ts); for the screen that frames them, once it is live.
 */
export function useHeldClicks(): void {
  useEffect(() => {
    const held = [...document.querySelectorAll<HTMLElement>(`[${HELD_CLICK}]`)];
    const rank = (element: HTMLElement) => Number(element.getAttribute(HELD_CLICK));
    for (const element of held.sort((a, b) => rank(a) - rank(b))) {
      element.removeAttribute(HELD_CLICK);
      element.click();
    }
  }, []);
}
