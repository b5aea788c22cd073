/** A list's rows render again only when what they show changes (records-table.tsx). */
import { act, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/testing/render";
import { PagedTable, SLOW_REFRESH_MS, type Column } from "./paged-table";
import type { Filters, PagedList } from "./use-paged-list";

interface Row {
  number: string;
  units: number;
}
const ROWS: Row[] = [
  { number: "0420000001", units: 30 },
  { number: "0420000002", units: 5 },
];

function listOf(rows: Row[], more: Partial<PagedList<Row, Filters>> = {}): PagedList<Row, Filters> {
  return {
    rows,
    total: rows.length,
    page: 0,
    pageCount: 1,
    size: 10,
    loading: false,
    error: undefined,
    fetchedAt: undefined,
    stale: false,
    isPending: () => false,
    filters: {},
    setPage: vi.fn(),
    setFilter: vi.fn(),
    filtered: false,
    clearFilters: vi.fn(),
    sort: undefined,
    setSort: undefined,
    sortable: () => false,
    reload: vi.fn(),
    ...more,
  };
}

interface Shown {
  list: PagedList<Row, Filters>;
  onRowClick: (row: Row) => void;
}

describe("a list's table", () => {
  afterEach(() => void vi.useRealTimers());

  it("renders its rows again only for new rows or a new state, and calls back its latest handlers", () => {
    vi.useFakeTimers();
    const cell = vi.fn((row: Row) => row.number);
    // A new array of columns at each render, as screens write them.
    const columns = (): Column<Row>[] => [
      { key: "number", header: "Numéro", render: cell },
      { key: "units", header: "Unités", render: (row) => row.units },
    ];
    let show: (shown: Shown) => void = () => undefined;
    function Screen() {
      const [shown, setShown] = useState<Shown>({ list: listOf(ROWS), onRowClick: vi.fn() });
      show = setShown;
      return (
        <PagedTable
          list={shown.list}
          columns={columns()}
          rowKey={(row) => row.number}
          onRowClick={shown.onRowClick}
          empty="Aucune carte"
          label="Cartes"
        />
      );
    }
    renderScreen(<Screen />);
    const table = screen.getByRole("table", { name: "Cartes" });
    const drawn = cell.mock.calls.length;
    expect(drawn).toBeGreaterThanOrEqual(ROWS.length);

    // The screen renders again (a new list object, new columns, a new handler), same rows.
    const latest = vi.fn();
    act(() => show({ list: listOf(ROWS), onRowClick: latest }));
    expect(cell.mock.calls.length).toBe(drawn);
    fireEvent.click(within(table).getByText("0420000002"));
    expect(latest).toHaveBeenCalledWith(ROWS[1]);

    // A refresh of the rows shown: its loader only once it takes a while, then new rows.
    act(() => show({ list: listOf(ROWS, { loading: true }), onRowClick: latest }));
    expect(cell.mock.calls.length).toBe(drawn);
    expect(within(table).queryByRole("status", { name: "Chargement" })).toBeNull();
    act(() => void vi.advanceTimersByTime(SLOW_REFRESH_MS));
    expect(cell.mock.calls.length).toBeGreaterThan(drawn);
    expect(screen.getByRole("status", { name: "Chargement" })).toBeDefined();
    const fresh = [{ number: "0420000003", units: 12 }];
    act(() => show({ list: listOf(fresh), onRowClick: latest }));
    expect(within(table).getByText("0420000003")).toBeDefined();
    expect(within(table).queryByText("0420000001")).toBeNull();
  });
});
