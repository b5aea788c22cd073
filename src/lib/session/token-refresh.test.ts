import { describe, expect, it, vi } from "vitest";
import { fakeAccessToken } from "@/testing/fake-jwt";
import { createSessionStore, sessionFromTokens } from "./session-store";
import { createTokenRefresher } from "./token-refresh";

function memoryStore() {
  const map = new Map<string, string>();
  return createSessionStore({
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  });
}

/** A Web Locks stand-in shared by "tabs": one holder at a time, in request order. */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: <T>(_name: string, callback: () => T): Promise<Awaited<T>> => {
      const run = tail.then(() => callback());
      tail = run.catch(() => undefined);
      return run as Promise<Awaited<T>>;
    },
  } as unknown as Pick<LockManager, "request">;
}

describe("refresh across tabs", () => {
  it("a tab that waited for the lock uses the tokens another tab just refreshed", async () => {
    const locks = fakeLocks();
    const first = sessionFromTokens(fakeAccessToken(), "r1")!;
    const tabA = memoryStore();
    const tabB = memoryStore();
    tabA.set(first);
    tabB.set(first);
    const refreshed = sessionFromTokens(fakeAccessToken(), "r2")!;
    const grant = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 10));
      // Tab A's new tokens reach tab B over the session channel before A releases the lock.
      tabB.set(refreshed, "remote");
      return {
        access_token: refreshed.tokens.accessToken,
        refresh_token: "r2",
        expires_in: 900,
        token_type: "Bearer",
      };
    });
    const a = createTokenRefresher({
      store: tabA,
      refreshGrant: grant,
      onRejected: vi.fn(),
      locks,
    });
    const b = createTokenRefresher({
      store: tabB,
      refreshGrant: grant,
      onRejected: vi.fn(),
      locks,
    });

    const [outcomeA, outcomeB] = await Promise.all([
      a.refresh(first.tokens.accessToken),
      b.refresh(first.tokens.accessToken),
    ]);
    expect(outcomeA).toBe("refreshed");
    expect(outcomeB).toBe("refreshed");
    expect(grant).toHaveBeenCalledTimes(1);
    expect(tabB.get()?.tokens.refreshToken).toBe("r2");
  });
});
