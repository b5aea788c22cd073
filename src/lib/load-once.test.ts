import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("shares one request, and asks again after a failure only", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module"))
      .mockResolvedValue("module");
    const get = loadOnce(load);
    const [first, second] = [get(), get()];
    expect(first).toBe(second);
    await expect(first).rejects.toThrow("Failed to fetch");
    await expect(get()).resolves.toBe("module");
    await expect(get()).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
