import { describe, expect, it, vi } from "vitest";
import { ApiError, NetworkError } from "../api/api-error";
import { createRevocations, RETRY_DELAYS_MS, REVOCATIONS_KEY } from "./revocation";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe("revocation at logout", () => {
  it("sends the token at once and forgets it once the server took it", async () => {
    const storage = memoryStorage();
    const revoke = vi.fn(() => Promise.resolve());
    const revocations = createRevocations({ storage, revoke });
    await revocations.add("r1");
    expect(revoke).toHaveBeenCalledWith("r1");
    expect(revocations.pending()).toEqual([]);
    expect(storage.map.has(REVOCATIONS_KEY)).toBe(false);
  });

  it("offline, keeps the token and sends it when flushed later (network back, next start)", async () => {
    const storage = memoryStorage();
    let online = false;
    const revoke = vi.fn((token: string) =>
      online ? Promise.resolve() : Promise.reject(new NetworkError(new TypeError(token))),
    );
    await createRevocations({ storage, revoke }).add("r1");
    await createRevocations({ storage, revoke }).add("r2");
    // The next start of the app: a fresh instance reads what was left.
    const next = createRevocations({ storage, revoke });
    expect(next.pending()).toEqual(["r1", "r2"]);
    online = true;
    await next.flush();
    // Offline tries (r1, then r1 again before r2), then both once the network is back.
    expect(revoke.mock.calls.map((c) => c[0])).toEqual(["r1", "r1", "r1", "r2"]);
    expect(next.pending()).toEqual([]);
  });

  it("keeps the token after a 5xx, drops it after a 4xx that retrying cannot fix", async () => {
    const storage = memoryStorage();
    const busy = createRevocations({
      storage,
      revoke: () => Promise.reject(new ApiError(503, "server_busy")),
    });
    await busy.add("r1");
    expect(busy.pending()).toEqual(["r1"]);
    const refused = createRevocations({
      storage,
      revoke: () => Promise.reject(new ApiError(401, "invalid_client")),
    });
    await refused.flush();
    expect(refused.pending()).toEqual([]);
  });

  it("sends each token once even when flushed twice at the same time", async () => {
    const storage = memoryStorage();
    const revoke = vi.fn(() => new Promise<void>((r) => setTimeout(r, 5)));
    storage.setItem(REVOCATIONS_KEY, JSON.stringify(["r1"]));
    const revocations = createRevocations({ storage, revoke });
    await Promise.all([revocations.flush(), revocations.flush()]);
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it("tries again later while it fails: 'online' comes before the network carries requests", async () => {
    const storage = memoryStorage();
    let failing = 3;
    const revoke = vi.fn(() =>
      failing-- > 0 ? Promise.reject(new NetworkError(new TypeError("down"))) : Promise.resolve(),
    );
    const waits: number[] = [];
    let pendingRetry: (() => void) | undefined;
    const revocations = createRevocations({
      storage,
      revoke,
      later: (retry, ms) => {
        waits.push(ms);
        pendingRetry = retry;
      },
    });
    await revocations.add("r1");
    await revocations.flush(); // the "online" event during the wait: no second retry scheduled
    expect(waits).toEqual([RETRY_DELAYS_MS[0]]);
    // Each retry, once the try before it has settled (as it has seconds later in the app).
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    for (let i = 0; i < 3 && revocations.pending().length > 0; i++) {
      await settled();
      const run = pendingRetry!;
      pendingRetry = undefined;
      run();
      await vi.waitFor(() => expect(revoke.mock.calls.length).toBeGreaterThan(i + 2));
    }
    await vi.waitFor(() => expect(revocations.pending()).toEqual([]));
    expect(waits).toEqual(RETRY_DELAYS_MS.slice(0, 2));
  });
});
