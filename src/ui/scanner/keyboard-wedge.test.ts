// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EMPTY_WEDGE, wedgeStep, type WedgeKey } from "./keyboard-wedge";

/** Feeds keys to the state machine and returns every number it reported. */
function run(keys: WedgeKey[]): string[] {
  let state = EMPTY_WEDGE;
  const scanned: string[] = [];
  for (const key of keys) {
    const step = wedgeStep(state, key);
    state = step.state;
    if (step.scanned !== null) scanned.push(step.scanned);
  }
  return scanned;
}

/** Types `text` then Enter, one key every `gap` ms from `start`. */
function typed(text: string, gap: number, start = 1000): WedgeKey[] {
  return [...text, "Enter"].map((key, i) => ({ key, time: start + i * gap }));
}

describe("wedgeStep", () => {
  it("reports a fast burst ending with Enter", () => {
    expect(run(typed("04A1B2C3", 8))).toEqual(["04A1B2C3"]);
  });

  it("ignores a person typing at human speed", () => {
    expect(run(typed("12345678", 120))).toEqual([]);
  });

  it("needs at least four characters", () => {
    expect(run(typed("123", 5))).toEqual([]);
    expect(run(typed("1234", 5))).toEqual(["1234"]);
  });

  it("restarts the burst after a slow key", () => {
    const keys = [{ key: "9", time: 0 }, ...typed("5555", 10, 500)];
    expect(run(keys)).toEqual(["5555"]);
  });

  it("drops the burst when Enter comes late", () => {
    const keys = typed("5555", 10);
    keys[4] = { key: "Enter", time: 5000 };
    expect(run(keys)).toEqual([]);
  });

  it("lets Shift pass inside a burst and resets on a shortcut", () => {
    const shifted = [{ key: "Shift", time: 0 }, { key: "A", time: 5 }, ...typed("123", 5, 10)];
    expect(run(shifted)).toEqual(["A123"]);
    const withCtrl = typed("12345", 5);
    withCtrl.splice(2, 0, { key: "v", time: 11, modified: true });
    expect(run(withCtrl)).toEqual([]);
  });

  it("resets on other named keys such as Tab", () => {
    const keys = typed("12345", 5);
    keys.splice(3, 0, { key: "Tab", time: 14 });
    expect(run(keys)).toEqual([]);
  });
});
