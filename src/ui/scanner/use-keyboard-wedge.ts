import { useEffect, useEffectEvent } from "react";
import { EMPTY_WEDGE, wedgeStep, type WedgeOptions, type WedgeState } from "./keyboard-wedge";

export interface KeyboardWedgeOptions extends WedgeOptions {
  /** Listen only while true (default true), e.g. while the screen that opens cards is shown. */
  enabled?: boolean;
}

/** Spread on a field that takes a card number: a reader's burst there stays in it. */
export const CARD_NUMBER_FIELD = { "data-card-number": "" } as const;

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Where a key goes: a text field (input, textarea), "other" for what cannot be given its value
 * back (a select, an editable element) or a card number field, and null for the page itself.
 */
function fieldOf(target: EventTarget | null): Field | "other" | null {
  const element = target instanceof Element ? target : document.activeElement;
  const field = element?.closest(
    "input, textarea, select, [contenteditable]:not([contenteditable='false'])",
  );
  if (!field || field === document.body) return null;
  if (field.closest("[data-card-number]")) return "other";
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
    ? field
    : "other";
}

/** Gives a field its value back as if typed, so React's onChange sees it. */
function restore(field: Field, value: string): void {
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement : HTMLTextAreaElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Calls onNumber with what a USB or Bluetooth barcode reader typed (a fast burst ending with
 * Enter) anywhere on the page; that Enter's default is prevented. A burst typed into a field (a
 * list filter, a name) opens the card too, and the field gets back the value it had before the
 * burst; a card number field (CARD_NUMBER_FIELD), a select or an editable element keeps what
 * the reader typed, as a person typing there expects.
 */
export function useKeyboardWedge(
  onNumber: (number: string) => void,
  { enabled = true, maxGapMs, minLength }: KeyboardWedgeOptions = {},
): void {
  const onScanned = useEffectEvent(onNumber);
  useEffect(() => {
    if (!enabled) return;
    let state: WedgeState = EMPTY_WEDGE;
    // The field the burst began in, and its value then.
    let before: { field: Field; value: string } | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      const field = fieldOf(event.target);
      if (event.isComposing || field === "other") {
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
      // keydown comes before the character reaches the field: its value is still the old one.
      if (step.state.buffer.length === 1) before = field ? { field, value: field.value } : null;
      state = step.state;
      if (step.scanned !== null) {
        event.preventDefault();
        if (before && before.field === field) restore(before.field, before.value);
        before = null;
        onScanned(step.scanned);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled, maxGapMs, minLength]);
}
