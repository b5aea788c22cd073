// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createSignInLimiter, TooManyAttempts } from "./sign-in-limiter";

describe("createSignInLimiter", () => {
  it("refuses past either limit, with the wait left in the window", async () => {
    const limiter = createSignInLimiter({ perAccount: 2, perAddress: 10, windowSeconds: 60 });
    await limiter.attempt("A@x.fr", "1.1.1.1");
    await limiter.attempt("a@x.fr ", "2.2.2.2");
    const refused = await limiter.attempt("a@x.fr", "3.3.3.3").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TooManyAttempts);
    expect((refused as TooManyAttempts).retryAfterSeconds).toBeGreaterThan(55);
    expect((refused as TooManyAttempts).retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("a refusal by address leaves the account's count alone", async () => {
    const limiter = createSignInLimiter({ perAccount: 2, perAddress: 1, windowSeconds: 60 });
    await limiter.attempt("other@x.fr", "1.1.1.1");
    for (let i = 0; i < 5; i++) {
      await expect(limiter.attempt("victim@x.fr", "1.1.1.1")).rejects.toBeInstanceOf(
        TooManyAttempts,
      );
    }
    // The victim's two attempts are all still there from another address.
    await limiter.attempt("victim@x.fr", "2.2.2.2");
    await expect(limiter.attempt("victim@x.fr", "3.3.3.3")).resolves.toBeDefined();
  });

  it("a success clears the account and gives the address its point back", async () => {
    const limiter = createSignInLimiter({ perAccount: 2, perAddress: 2, windowSeconds: 60 });
    await limiter.attempt("a@x.fr", "1.1.1.1");
    const ok = await limiter.attempt("a@x.fr", "1.1.1.1");
    await ok.succeeded();
    await limiter.attempt("a@x.fr", "1.1.1.1");
    await expect(limiter.attempt("b@x.fr", "1.1.1.1")).rejects.toBeInstanceOf(TooManyAttempts);
  });
});
