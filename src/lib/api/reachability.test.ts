// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  isOnline,
  PROBE_MS,
  reportReachable,
  setReachabilityProbe,
  subscribeOnline,
} from "./reachability";

afterEach(() => {
  reportReachable(true);
  vi.useRealTimers();
});

describe("reachability", () => {
  it("is offline after a call found no network, until a call gets an answer", () => {
    const seen = vi.fn();
    const stop = subscribeOnline(seen);
    expect(isOnline()).toBe(true);
    reportReachable(false);
    expect([isOnline(), seen.mock.calls.length]).toEqual([false, 1]);
    reportReachable(true);
    expect([isOnline(), seen.mock.calls.length]).toEqual([true, 2]);
    stop();
  });

  it("probes the API while unreachable and comes back online when it answers", async () => {
    vi.useFakeTimers();
    let answers = false;
    const probe = vi.fn(async () => reportReachable(answers));
    setReachabilityProbe(probe);
    reportReachable(false);
    await vi.advanceTimersByTimeAsync(PROBE_MS);
    expect([probe.mock.calls.length, isOnline()]).toEqual([1, false]);
    answers = true;
    await vi.advanceTimersByTimeAsync(PROBE_MS);
    expect([probe.mock.calls.length, isOnline()]).toEqual([2, true]);
    await vi.advanceTimersByTimeAsync(PROBE_MS * 3);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it("trusts the browser's 'online' event", () => {
    const stop = subscribeOnline(() => undefined);
    reportReachable(false);
    window.dispatchEvent(new Event("online"));
    expect(isOnline()).toBe(true);
    stop();
  });
});
