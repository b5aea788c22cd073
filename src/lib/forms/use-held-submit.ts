import { useEffect } from "react";
import { HELD_SUBMIT } from "../start-handoff";

/** Sends again, once, a form of a prerendered page that was sent before the app had started. */
export function useHeldSubmit(formId: string): void {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute(HELD_SUBMIT)) return;
    form.removeAttribute(HELD_SUBMIT);
    form.requestSubmit();
  }, [formId]);
}
