// @vitest-environment node
import { describe, expect, it } from "vitest";
import { HashBusyError, HashGate } from "./hash-gate";
import { hashGate, verifySecret } from "./password-hash.service";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe("HashGate", () => {
  it("runs at most `concurrency` at once and refuses beyond the queue", async () => {
    const gate = new HashGate(2, 3);
    const gates = Array.from({ length: 5 }, deferred);
    let peak = 0;
    let now = 0;
    const runs = gates.map((d) =>
      gate.run(async () => {
        peak = Math.max(peak, ++now);
        await d.promise;
        now--;
      }),
    );
    expect(gate.load).toEqual({ running: 2, queued: 3 });
    await expect(gate.run(async () => 1)).rejects.toBeInstanceOf(HashBusyError);
    gates.forEach((d) => d.resolve());
    await Promise.all(runs);
    expect(peak).toBe(2);
    expect(gate.load).toEqual({ running: 0, queued: 0 });
    expect(await gate.run(async () => 7)).toBe(7);
  });

  it("frees its slot when the work fails", async () => {
    const gate = new HashGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error("x")))).rejects.toThrow("x");
    expect(await gate.run(async () => "ok")).toBe("ok");
  });

  it("caps the real scrypt work: of 40 checks at once, a few run, 32 wait, the rest are refused", async () => {
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, hashGate.load.running)), 1);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, () => verifySecret("Wrong#2026!", null)),
    );
    clearInterval(timer);
    expect(peak).toBeGreaterThanOrEqual(1);
    expect(peak).toBeLessThanOrEqual(hashGate.concurrency);
    const busy = outcomes.filter((o) => o.status === "rejected");
    expect(busy.length).toBe(40 - hashGate.concurrency - 32);
    expect(busy.every((o) => o.status === "rejected" && o.reason instanceof HashBusyError)).toBe(
      true,
    );
  });
});
