// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createSignInLimiter, MAX_DELAY_MS, TooManyAttempts } from "./sign-in-limiter";

/** A limiter on a clock the test moves. */
function limiterAt(limits: { perAccount: number; perAddress: number; windowSeconds: number }) {
  const clock = { now: 1_000_000 };
  return { limiter: createSignInLimiter(limits, () => clock.now), clock };
}

const waitOf = (
  limiter: ReturnType<typeof createSignInLimiter>,
  account: string,
  address: string,
  device?: string,
) =>
  limiter.attempt(account, address, device).then(
    () => 0,
    (e: unknown) => (e instanceof TooManyAttempts ? e.retryAfterSeconds : -1),
  );

describe("createSignInLimiter", () => {
  it("past the free failures each attempt waits a growing delay, at most a minute: never a lock-out", async () => {
    const { limiter, clock } = limiterAt({ perAccount: 2, perAddress: 100, windowSeconds: 900 });
    expect(await waitOf(limiter, "A@x.fr", "1.1.1.1")).toBe(0);
    expect(await waitOf(limiter, "a@x.fr ", "2.2.2.2")).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      const wait = await waitOf(limiter, "a@x.fr", "3.3.3.3");
      waits.push(wait);
      clock.now += wait * 1000;
      expect(await waitOf(limiter, "a@x.fr", "3.3.3.3")).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(Math.max(...waits) * 1000).toBe(MAX_DELAY_MS);
  });

  it("forgets failures a window after the last one", async () => {
    const { limiter, clock } = limiterAt({ perAccount: 1, perAddress: 100, windowSeconds: 60 });
    await limiter.attempt("a@x.fr", "1.1.1.1");
    expect(await waitOf(limiter, "a@x.fr", "1.1.1.1")).toBe(1);
    clock.now += 61_000;
    expect(await waitOf(limiter, "a@x.fr", "1.1.1.1")).toBe(0);
  });

  it("a refusal by address leaves the account's count alone", async () => {
    const { limiter } = limiterAt({ perAccount: 2, perAddress: 1, windowSeconds: 60 });
    await limiter.attempt("other@x.fr", "1.1.1.1");
    for (let i = 0; i < 5; i++)
      expect(await waitOf(limiter, "victim@x.fr", "1.1.1.1")).toBeGreaterThan(0);
    // The victim's two free attempts are all still there from another address.
    expect(await waitOf(limiter, "victim@x.fr", "2.2.2.2")).toBe(0);
    expect(await waitOf(limiter, "victim@x.fr", "3.3.3.3")).toBe(0);
  });

  it("a success clears the account and gives the address its point back", async () => {
    const { limiter } = limiterAt({ perAccount: 2, perAddress: 2, windowSeconds: 60 });
    await limiter.attempt("a@x.fr", "1.1.1.1");
    const ok = await limiter.attempt("a@x.fr", "1.1.1.1");
    await ok.succeeded();
    expect(await waitOf(limiter, "a@x.fr", "1.1.1.1")).toBe(0);
    expect(await waitOf(limiter, "b@x.fr", "1.1.1.1")).toBeGreaterThan(0);
  });

  it("a known tablet keeps its own budget while the account is attacked", async () => {
    const { limiter, clock } = limiterAt({ perAccount: 3, perAddress: 50, windowSeconds: 900 });
    for (let i = 0; i < 40; i++) {
      clock.now += 500;
      await limiter.attempt("owner@x.fr", "6.6.6.6").catch(() => undefined);
    }
    expect(await waitOf(limiter, "owner@x.fr", "10.0.0.5")).toBeGreaterThan(0);
    expect(await waitOf(limiter, "owner@x.fr", "10.0.0.5", "tablet-1")).toBe(0);
  });
});
