import { describe, expect, it } from "vitest";
import { readListState } from "./list-state";

const DEFAULTS = { search: "", from: "2026-11-26" };

describe("a list's state read from its address", () => {
  it("counts pages from 1 in the address and from 0 in the list", () => {
    expect(readListState(new URLSearchParams("page=3"), DEFAULTS).page).toBe(2);
    expect(readListState(new URLSearchParams(""), DEFAULTS).page).toBe(0);
    for (const bad of ["0", "-2", "abc", "1.7e400", "Infinity"])
      expect(readListState(new URLSearchParams(`page=${bad}`), DEFAULTS).page).toBe(0);
  });

  it("keeps a filter's default when absent, and an empty one when cleared", () => {
    expect(readListState(new URLSearchParams("search=leroy"), DEFAULTS).filters).toEqual({
      search: "leroy",
      from: "2026-11-26",
    });
    expect(readListState(new URLSearchParams("from="), DEFAULTS).filters.from).toBe("");
  });

  it("reads only the list's own filters and a well-formed order", () => {
    const state = readListState(new URLSearchParams("tab=games&sort=name.desc"), DEFAULTS);
    expect(state.filters).toEqual(DEFAULTS);
    expect(state.sort).toEqual({ key: "name", direction: "desc" });
    expect(readListState(new URLSearchParams("sort=name.up"), DEFAULTS).sort).toBeUndefined();
  });
});
