import { afterEach, describe, expect, it, vi } from "vitest";
import type * as I18n from "@/lib/i18n/i18n";

const prefetch = vi.fn<(params: Record<string, string | undefined>) => Promise<unknown>>();
vi.mock("@/features/cards/card-details.page", () => ({ default: () => null, prefetch }));
// The screens' catalogue the route loads beside its page: not what is tested here.
vi.mock("@/lib/i18n/i18n", async (original) => ({
  ...(await original<typeof I18n>()),
  loadScreenMessages: () => Promise.resolve(),
}));

const { FIRST_DATA_WAIT_MS, prefetchScreen } = await import("./signed-in-router");

afterEach(() => {
  vi.useRealTimers();
  prefetch.mockReset();
});

describe("a screen's first data, asked for at start-up", () => {
  it("asks a card's page for its card, by the number in the path", async () => {
    prefetch.mockResolvedValue(undefined);
    await prefetchScreen("/cards/details/0420000001");
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ number: "0420000001" }));
  });

  it("holds the first render FIRST_DATA_WAIT_MS at most when the API is slow, and never fails", async () => {
    vi.useFakeTimers();
    prefetch.mockReturnValue(new Promise(() => undefined)); // never answers
    let done = false;
    void prefetchScreen("/cards/details/0420000002").then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    prefetch.mockRejectedValue(new Error("offline"));
    await expect(prefetchScreen("/cards/details/0420000003")).resolves.toBeUndefined();
  });

  it("nothing for a screen without prefetch or an unknown path", async () => {
    await expect(prefetchScreen("/nowhere/at/all")).resolves.toBeUndefined();
    await expect(prefetchScreen("/")).resolves.toBeUndefined();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
