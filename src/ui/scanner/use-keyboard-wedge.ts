import { useEffect, useEffectEvent } from "react";
import { EMPTY_WEDGE, wedgeStep, type WedgeOptions, type WedgeState } from "./keyboard-wedge";

export interface KeyboardWedgeOptions extends WedgeOptions {
  /** Listen only while true (default true), e.g. while the screen that opens cards is shown. */
  enabled?: boolean;
}

/** True when the key goes to a field: then it is someone typing, never a reader's burst. */
function typingInField(target: EventTarget | null): boolean {
  const element = target instanceof Element ? target : document.activeElement;
  if (!element) return false;
  return (
    element.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])") !==
    null
  );
}

/**
 * Calls onNumber with what a USB or Bluetooth barcode reader typed (a fast burst ending with
 * Enter) anywhere on the page while no field has focus; that Enter's default is prevented.
 */
export function useKeyboardWedge(
  onNumber: (number: string) => void,
  { enabled = true, maxGapMs, minLength }: KeyboardWedgeOptions = {},
): void {
  const onScanned = useEffectEvent(onNumber);
  useEffect(() => {
    if (!enabled) return;
    let state: WedgeState = EMPTY_WEDGE;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || typingInField(event.target) || typingInField(null)) {
        state = EMPTY_WEDGE;
        return;
      }
      const step = wedgeStep(
        state,
        {
          key: event.key,
          time: event.timeStamp,
          modified: event.ctrlKey || event.altKey || event.metaKey,
        },
        { maxGapMs, minLength },
      );
      state = step.state;
      if (step.scanned !== null) {
        event.preventDefault();
        onScanned(step.scanned);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled, maxGapMs, minLength]);
}
