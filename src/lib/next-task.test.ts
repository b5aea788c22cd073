import { afterEach, describe, expect, it, vi } from "vitest";
import { inTurns } from "./next-task";

describe("inTurns", () => {
  afterEach(() => void vi.useRealTimers());

  it("runs each step in a task of its own, in order, and gives their results", async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    const step = (name: string) => () => (ran.push(name), Promise.resolve(name));
    const done = inTurns([step("db"), step("wiring")]);
    await Promise.resolve();
    expect(ran).toEqual([]); // not in the caller's task
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(["db"]); // the next one in a later task
    await vi.runAllTimersAsync();
    expect(ran).toEqual(["db", "wiring"]);
    await expect(done).resolves.toEqual(["db", "wiring"]);
  });

  it("stops at a step that fails, with its error", async () => {
    const later = vi.fn(() => Promise.resolve(2));
    await expect(inTurns([() => Promise.reject(new Error("offline")), later])).rejects.toThrow(
      "offline",
    );
    expect(later).not.toHaveBeenCalled();
  });
});
