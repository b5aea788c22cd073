import { describe, expect, it, vi } from "vitest";
import { askPersistence, readPersistence } from "./storage-persistence";

describe("persistent storage", () => {
  it("reads the browser's decision without asking", async () => {
    const persist = vi.fn(async () => true);
    await expect(readPersistence({ persisted: async () => true, persist })).resolves.toBe(
      "granted",
    );
    await expect(readPersistence({ persisted: async () => false, persist })).resolves.toBe(
      "denied",
    );
    expect(persist).not.toHaveBeenCalled();
  });

  it("says unsupported where the Storage API is missing or fails", async () => {
    await expect(readPersistence(undefined)).resolves.toBe("unsupported");
    await expect(readPersistence({})).resolves.toBe("unsupported");
    await expect(askPersistence(undefined)).resolves.toBe("unsupported");
    const broken = { persisted: () => Promise.reject(new Error("no")) };
    await expect(readPersistence(broken)).resolves.toBe("unsupported");
  });

  it("asks only when not yet granted, and returns the answer", async () => {
    const already = { persisted: async () => true, persist: vi.fn(async () => true) };
    await expect(askPersistence(already)).resolves.toBe("granted");
    expect(already.persist).not.toHaveBeenCalled();

    const granting = { persisted: async () => false, persist: vi.fn(async () => true) };
    await expect(askPersistence(granting)).resolves.toBe("granted");
    expect(granting.persist).toHaveBeenCalledOnce();

    const refusing = { persisted: async () => false, persist: async () => false };
    await expect(askPersistence(refusing)).resolves.toBe("denied");
  });
});
