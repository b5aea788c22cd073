/**
 * Tells a barcode reader that types like a keyboard from a person typing: a reader sends a burst
 * of characters a few milliseconds apart, then Enter; a person is far slower than maxGapMs.
 * Pure and clock-free (times come with the keys), so it is tested without a DOM.
 */
export interface WedgeOptions {
  /** Longest pause between two keys of one burst, in ms. */
  maxGapMs?: number;
  /** Fewest characters a burst needs before Enter to count as a scan. */
  minLength?: number;
}

export interface WedgeKey {
  key: string;
  time: number;
  /** Ctrl, Alt or Meta held: a shortcut, never part of a scan. */
  modified?: boolean;
}

export interface WedgeState {
  buffer: string;
  last: number | null;
}

export const EMPTY_WEDGE: WedgeState = { buffer: "", last: null };

export function wedgeStep(
  state: WedgeState,
  { key, time, modified = false }: WedgeKey,
  { maxGapMs = 50, minLength = 4 }: WedgeOptions = {},
): { state: WedgeState; scanned: string | null } {
  // Readers send Shift before capital letters: it neither breaks nor extends a burst.
  if (key === "Shift") return { state, scanned: null };
  if (modified) return { state: EMPTY_WEDGE, scanned: null };
  const inBurst = state.last !== null && time - state.last <= maxGapMs;
  if (key === "Enter") {
    const scanned = inBurst ? state.buffer.trim() : "";
    return { state: EMPTY_WEDGE, scanned: scanned.length >= minLength ? scanned : null };
  }
  if (key.length !== 1) return { state: EMPTY_WEDGE, scanned: null };
  return {
    state: { buffer: inBurst ? state.buffer + key : key, last: time },
    scanned: null,
  };
}
