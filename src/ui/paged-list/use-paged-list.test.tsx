import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FILTER_DEBOUNCE_MS, usePagedList } from "./use-paged-list";

const page = (results: string[], total: number, currentPage = 0) => ({
  results,
  total,
  currentPage,
});

describe("usePagedList", () => {
  it("loads the first page with the size, then the page asked for", async () => {
    const load = vi.fn(async ({ page: p }: { page: number; size: number }) =>
      page([`row ${p}`], 45, p),
    );
    const { result } = renderHook(() => usePagedList({ load, size: 20 }));
    await waitFor(() => expect(result.current.rows).toEqual(["row 0"]));
    expect(load).toHaveBeenLastCalledWith({ page: 0, size: 20 });
    expect(result.current.pageCount).toBe(3);
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.rows).toEqual(["row 2"]));
  });

  it("goes back to the first page when a filter changes, once typing pauses", async () => {
    const load = vi.fn(async (q: { page: number; size: number; number?: string }) =>
      page([q.number ?? "all"], 100, q.page),
    );
    const { result } = renderHook(() => usePagedList({ load, size: 10, filters: { number: "" } }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setPage(3));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ page: 3, size: 10, number: "" }));
    act(() => {
      result.current.setFilter("number", "04");
      result.current.setFilter("number", "042");
    });
    expect(result.current.page).toBe(0);
    await new Promise((r) => setTimeout(r, FILTER_DEBOUNCE_MS + 50));
    await waitFor(() => expect(result.current.rows).toEqual(["042"]));
    expect(load.mock.calls.filter(([q]) => q.number === "04")).toHaveLength(0);
  });

  it("empties the rows and keeps the error when a load fails, and can retry", async () => {
    let fail = false;
    const load = vi.fn(async () => {
      if (fail) throw new Error("offline");
      return page(["a"], 1);
    });
    const { result } = renderHook(() => usePagedList({ load, size: 10 }));
    await waitFor(() => expect(result.current.rows).toEqual(["a"]));
    fail = true;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.rows).toEqual([]);
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.rows).toEqual(["a"]));
    expect(result.current.error).toBeUndefined();
  });
});
