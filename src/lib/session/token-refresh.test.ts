import { describe, expect, it, vi } from "vitest";
import { fakeAccessToken } from "@/testing/fake-jwt";
import { ApiError, NetworkError } from "../api/api-error";
import { createSessionStore, sessionFromTokens } from "./session-store";
import { createTokenRefresher, SETTLE_MS } from "./token-refresh";

function memoryStore() {
  const map = new Map<string, string>();
  return createSessionStore({
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  });
}

/** A Web Locks stand-in shared by "tabs": one holder at a time, in request order, `ifAvailable` too. */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  let held = false;
  const request = (_name: string, ...args: unknown[]) => {
    const callback = args[args.length - 1] as (lock: object | null) => unknown;
    const options = (args.length > 1 ? args[0] : {}) as { ifAvailable?: boolean };
    if (options.ifAvailable && held) return Promise.resolve(callback(null));
    const run = tail.then(async () => {
      held = true;
      try {
        return await callback({});
      } finally {
        held = false;
      }
    });
    tail = run.catch(() => undefined);
    return run;
  };
  return { request } as unknown as Pick<LockManager, "request">;
}

const answer = (accessToken: string) => ({
  access_token: accessToken,
  refresh_token: "r2",
  expires_in: 900,
  token_type: "Bearer",
});

describe("refresh across tabs", () => {
  it("a tab that waited for another tab's refresh uses its tokens, even when they arrive late", async () => {
    const locks = fakeLocks();
    const first = sessionFromTokens(fakeAccessToken(), "r1")!;
    const [tabA, tabB] = [memoryStore(), memoryStore()];
    tabA.set(first);
    tabB.set(first);
    const refreshed = sessionFromTokens(fakeAccessToken(), "r2")!;
    const grant = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 10));
      // Tab A's rotated tokens reach tab B over the session channel after A released the lock.
      setTimeout(() => tabB.set(refreshed, "remote"), 50);
      return answer(refreshed.tokens.accessToken);
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

    const refreshA = a.refresh(first.tokens.accessToken);
    await new Promise((r) => setTimeout(r, 1)); // tab A now holds the lock
    const refreshB = b.refresh(first.tokens.accessToken);
    expect(await Promise.all([refreshA, refreshB])).toEqual(["refreshed", "refreshed"]);
    expect(grant).toHaveBeenCalledTimes(1);
    expect(tabB.get()?.tokens.refreshToken).toBe("r2");
  });

  it("a lone tab refreshes at once, without waiting for anyone", async () => {
    const store = memoryStore();
    const first = sessionFromTokens(fakeAccessToken(), "r1")!;
    store.set(first);
    const grant = vi.fn(async () => answer(fakeAccessToken()));
    const lone = createTokenRefresher({
      store,
      refreshGrant: grant,
      onRejected: vi.fn(),
      locks: fakeLocks(),
    });
    const started = Date.now();
    await expect(lone.refresh(first.tokens.accessToken)).resolves.toBe("refreshed");
    expect(Date.now() - started).toBeLessThan(SETTLE_MS);
    expect(grant).toHaveBeenCalledTimes(1);
  });
});

describe("what ends the session", () => {
  const setup = (error: Error) => {
    const store = memoryStore();
    const session = sessionFromTokens(fakeAccessToken(), "r1");
    if (session) store.set(session);
    const onRejected = vi.fn();
    const refresher = createTokenRefresher({
      store,
      refreshGrant: () => Promise.reject(error),
      onRejected,
    });
    return { store, onRejected, refresh: () => refresher.refresh(store.get()!.tokens.accessToken) };
  };

  it("invalid_grant (revoked, reused, past the session's end): logout", async () => {
    const { refresh, onRejected } = setup(new ApiError(400, "invalid_grant"));
    await expect(refresh()).resolves.toBe("rejected");
    expect(onRejected).toHaveBeenCalledTimes(1);
  });

  it("a 503 (server busy for now) or no network: the session stays", async () => {
    for (const error of [new ApiError(503, "server_busy"), new NetworkError()]) {
      const { refresh, onRejected, store } = setup(error);
      await expect(refresh()).resolves.toBe("network");
      expect(onRejected).not.toHaveBeenCalled();
      expect(store.get()).not.toBeNull();
    }
  });
});
