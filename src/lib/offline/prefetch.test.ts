import { describe, expect, it, vi } from "vitest";
import { prefetch, takePrefetched } from "./prefetch";

describe("a screen's first data, prefetched", () => {
  it("sends one request per key until it is taken, and gives it once", async () => {
    const fetchIntoCache = vi.fn(async () => "card");
    const first = prefetch("card:1", fetchIntoCache);
    expect(prefetch("card:1", fetchIntoCache)).toBe(first);
    expect(fetchIntoCache).toHaveBeenCalledTimes(1);
    expect(takePrefetched("card:1")).toBe(first);
    expect(takePrefetched("card:1")).toBeUndefined();
    expect(takePrefetched("card:2")).toBeUndefined();
    await expect(first).resolves.toBe("card");
  });

  it("a failure is its refresh's to say: nothing unhandled meanwhile", async () => {
    const failed = prefetch("card:3", () => Promise.reject(new Error("offline")));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takePrefetched("card:3")).rejects.toThrow("offline");
    await expect(failed).rejects.toThrow("offline");
  });
});
