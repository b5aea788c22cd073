import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "@/lib/api/api-error";
import { db } from "@/lib/offline/db";
import { useCachedRead } from "./use-cached-read";

describe("useCachedRead", () => {
  it("keeps what it fetched and shows it, marked stale, when the next refresh fails", async () => {
    let answer: () => Promise<string[]> = async () => ["Emma", "Hugo"];
    const { result } = renderHook(() => useCachedRead("test:staff", () => answer()));
    await waitFor(() => expect(result.current.data).toEqual(["Emma", "Hugo"]));
    expect(result.current.stale).toBe(false);
    answer = async () => Promise.reject(new NetworkError());
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.stale).toBe(true));
    expect(result.current.data).toEqual(["Emma", "Hugo"]);
    expect(result.current.error).toBeUndefined();
    expect((await db.reads.get("test:staff"))?.fetchedAt).toBe(result.current.fetchedAt);
  });

  it("drops the cached copy of something the server no longer has", async () => {
    await db.reads.put({ key: "test:customer:9", data: { id: 9 }, fetchedAt: 1 });
    const { result } = renderHook(() =>
      useCachedRead("test:customer:9", async () => Promise.reject(new ApiError(404, "not_found"))),
    );
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.data).toBeUndefined();
    expect(await db.reads.get("test:customer:9")).toBeUndefined();
  });
});
