import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useKeyboardWedge } from "./use-keyboard-wedge";

function Probe({ onNumber }: { onNumber: (n: string) => void }) {
  useKeyboardWedge(onNumber, { maxGapMs: 1000 });
  return <input aria-label="champ" />;
}

/** Dispatches a reader's burst on `target`; returns the final Enter event. */
function burst(target: EventTarget, text: string): KeyboardEvent {
  for (const key of text) {
    target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
  }
  const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
  target.dispatchEvent(enter);
  return enter;
}

describe("useKeyboardWedge", () => {
  it("reports a burst typed on the page and prevents its Enter", () => {
    const onNumber = vi.fn();
    render(<Probe onNumber={onNumber} />);
    const enter = burst(document.body, "0412345678");
    expect(onNumber).toHaveBeenCalledExactlyOnceWith("0412345678");
    expect(enter.defaultPrevented).toBe(true);
  });

  it("ignores what is typed into a focused input", () => {
    const onNumber = vi.fn();
    const { getByLabelText } = render(<Probe onNumber={onNumber} />);
    const input = getByLabelText("champ");
    input.focus();
    const enter = burst(input, "0412345678");
    expect(onNumber).not.toHaveBeenCalled();
    expect(enter.defaultPrevented).toBe(false);
  });

  it("stops listening on unmount", () => {
    const onNumber = vi.fn();
    const { unmount } = render(<Probe onNumber={onNumber} />);
    unmount();
    burst(document.body, "0412345678");
    expect(onNumber).not.toHaveBeenCalled();
  });
});
