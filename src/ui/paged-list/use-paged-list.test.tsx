import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { defineCommand } from "@/lib/commands/command";
import { db } from "@/lib/offline/db";
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
    const { result } = renderHook(() => usePagedList({ cache: "test-pages", load, size: 20 }));
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
    const { result } = renderHook(() =>
      usePagedList({ cache: "test-filters", load, size: 10, filters: { number: "" } }),
    );
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

  it("keeps showing a cached page, marked stale, when its refresh fails, and can retry", async () => {
    let fail = false;
    const load = vi.fn(async () => {
      if (fail) throw new Error("offline");
      return page(["a"], 1);
    });
    const { result } = renderHook(() => usePagedList({ cache: "test-stale", load, size: 10 }));
    await waitFor(() => expect(result.current.rows).toEqual(["a"]));
    expect(result.current.stale).toBe(false);
    fail = true;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.stale).toBe(true));
    expect(result.current.rows).toEqual(["a"]);
    expect(result.current.error).toBeUndefined();
    expect(result.current.fetchedAt).toBeTypeOf("number");
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.stale).toBe(false));
  });

  it("shows the error and no rows when a page never seen cannot be loaded", async () => {
    const load = vi.fn(async () => {
      throw new Error("offline");
    });
    const { result } = renderHook(() => usePagedList({ cache: "test-never", load, size: 10 }));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.rows).toEqual([]);
    expect(result.current.loading).toBe(false);
  });

  it("shows rows with their pending outbox effects, marked", async () => {
    defineCommand<{ id: string }, unknown, { id: string; label: string }>({
      name: "test.rename",
      right: "CARD_UPDATE",
      kind: "card",
      entity: ({ id }) => id,
      send: async () => ({}),
      apply: (row) => ({ ...row, label: "renamed" }),
      describe: () => ({ id: "rename" }),
      success: () => ({ id: "renamed" }),
      failure: () => ({ id: "failed" }),
    });
    const rows = [
      { id: "r1", label: "one" },
      { id: "r2", label: "two" },
    ];
    const load = vi.fn(async () => ({ results: rows, total: 2, currentPage: 0 }));
    const { result } = renderHook(() =>
      usePagedList({
        cache: "test-pending",
        load,
        size: 10,
        entities: { kind: "card", of: (row: { id: string }) => row.id },
      }),
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    await db.outbox.add({
      id: "entry-1",
      name: "test.rename",
      kind: "card",
      entity: "r2",
      payload: { id: "r2" },
      employee: "a@b.fr",
      employeeName: "A",
      createdAt: Date.now(),
      state: "pending",
      attempts: 0,
      nextAttemptAt: 0,
      announce: "engine",
    });
    await waitFor(() => expect(result.current.rows[1]).toEqual({ id: "r2", label: "renamed" }));
    expect(result.current.isPending(result.current.rows[1]!)).toBe(true);
    expect(result.current.isPending(result.current.rows[0]!)).toBe(false);
    await db.outbox.clear();
  });

  it("filters, sorts and pages a whole list here, fetching it once", async () => {
    const people = ["Zoé 10", "adam 2", "Éric 1", "Bob 20", "carl 3"].map((name, id) => ({
      id,
      name,
    }));
    const all = vi.fn(async () => people);
    const { result } = renderHook(() =>
      usePagedList({
        cache: "test-all",
        all,
        size: 2,
        filters: { text: "" },
        match: (row: { id: number; name: string }, filters: { text: string }) =>
          row.name.toLowerCase().includes(filters.text.toLowerCase()),
        sortBy: { name: (row) => row.name, id: (row) => row.id },
      }),
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(result.current.total).toBe(5);
    expect(result.current.pageCount).toBe(3);
    expect(result.current.sortable("name")).toBe(true);
    expect(result.current.sortable("other")).toBe(false);
    act(() => result.current.setSort?.({ key: "name", direction: "asc" }));
    // Accents and case ignored, numbers in numeric order.
    await waitFor(() =>
      expect(result.current.rows.map((r) => r.name)).toEqual(["adam 2", "Bob 20"]),
    );
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.rows.map((r) => r.name)).toEqual(["Zoé 10"]));
    act(() => result.current.setSort?.({ key: "id", direction: "desc" }));
    act(() => result.current.setFilter("text", "o"));
    expect(result.current.page).toBe(0);
    await waitFor(() =>
      expect(result.current.rows.map((r) => r.name)).toEqual(["Bob 20", "Zoé 10"]),
    );
    expect(result.current.total).toBe(2);
    expect(all).toHaveBeenCalledTimes(1);
  });

  it("cannot sort a paged list whose API takes no sort", async () => {
    const load = vi.fn(async () => page(["a"], 1));
    const { result } = renderHook(() => usePagedList({ cache: "test-nosort", load, size: 10 }));
    await waitFor(() => expect(result.current.rows).toEqual(["a"]));
    expect(result.current.setSort).toBeUndefined();
    expect(result.current.sortable("a")).toBe(false);
  });

  it("asks the API for the order of a paged list's sort keys, from the first page", async () => {
    const load = vi.fn(async (q: { page: number; sort?: string }) =>
      page([`${q.sort ?? "default"} ${q.page}`], 30),
    );
    const { result } = renderHook(() =>
      usePagedList({ cache: "test-paged-sort", load, size: 10, sorts: ["tokens"] }),
    );
    await waitFor(() => expect(result.current.rows).toEqual(["default 0"]));
    expect([result.current.sortable("tokens"), result.current.sortable("name")]).toEqual([
      true,
      false,
    ]);
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.rows).toEqual(["default 2"]));
    act(() => result.current.setSort?.({ key: "tokens", direction: "desc" }));
    await waitFor(() => expect(result.current.rows).toEqual(["tokens.desc 0"]));
    expect(load).toHaveBeenLastCalledWith({ page: 0, size: 10, sort: "tokens.desc" });
    expect(result.current.sort).toEqual({ key: "tokens", direction: "desc" });
  });
});
