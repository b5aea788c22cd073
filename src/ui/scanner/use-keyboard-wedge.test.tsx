import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { CARD_NUMBER_FIELD, useKeyboardWedge } from "./use-keyboard-wedge";

function Probe({ onNumber }: { onNumber: (n: string) => void }) {
  useKeyboardWedge(onNumber, { maxGapMs: 1000 });
  const [filter, setFilter] = useState("Dur");
  return (
    <>
      <input aria-label="filtre" value={filter} onChange={(e) => setFilter(e.target.value)} />
      <input aria-label="numéro" {...CARD_NUMBER_FIELD} />
      <select aria-label="choix">
        <option>a</option>
      </select>
    </>
  );
}

/**
 * Dispatches a reader's burst on `target`; returns the final Enter event. In a text field each
 * key also lands in it, as the browser would do after keydown.
 */
function burst(target: EventTarget, text: string): KeyboardEvent {
  for (const key of text) {
    target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    if (target instanceof HTMLInputElement && !target.hasAttribute("data-card-number")) {
      fireEvent.change(target, { target: { value: target.value + key } });
    }
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

  it("opens the card from a burst into a filter, and gives the filter its value back", () => {
    const onNumber = vi.fn();
    const { getByLabelText } = render(<Probe onNumber={onNumber} />);
    const filter = getByLabelText("filtre") as HTMLInputElement;
    filter.focus();
    const enter = burst(filter, "0412345678");
    expect(onNumber).toHaveBeenCalledExactlyOnceWith("0412345678");
    expect(enter.defaultPrevented).toBe(true);
    expect(filter.value).toBe("Dur");
  });

  it("leaves a burst in a card number field or a select to that field", () => {
    const onNumber = vi.fn();
    const { getByLabelText } = render(<Probe onNumber={onNumber} />);
    for (const name of ["numéro", "choix"]) {
      const field = getByLabelText(name);
      field.focus();
      const enter = burst(field, "0412345678");
      expect(enter.defaultPrevented).toBe(false);
    }
    expect(onNumber).not.toHaveBeenCalled();
  });

  it("stops listening on unmount", () => {
    const onNumber = vi.fn();
    const { unmount } = render(<Probe onNumber={onNumber} />);
    unmount();
    burst(document.body, "0412345678");
    expect(onNumber).not.toHaveBeenCalled();
  });
});
