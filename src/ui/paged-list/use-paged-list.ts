/**
 * The one list hook of the app: page (0-based, as the API counts), filters (debounced, and a
 * filter change goes back to the first page), loading and error. On a failed load the rows are
 * emptied and the error kept (spec section 4). Screens declare only their `load` function.
 */
import { useDebouncedValue } from "@mantine/hooks";
import { useCallback, useEffect, useState } from "react";
import type { Paged } from "@/contract/paging";

export type Filters = Record<string, string>;

export interface PagedListOptions<T, F extends Filters> {
  load: (query: { page: number; size: number } & F) => Promise<Paged<T>>;
  size: number;
  filters?: F;
  /** Reloads from the first page when one of these changes (e.g. the card a history belongs to). */
  deps?: readonly unknown[];
}

export interface PagedList<T, F extends Filters> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
  size: number;
  loading: boolean;
  error: unknown;
  filters: F;
  setPage: (page: number) => void;
  setFilter: (name: keyof F, value: string) => void;
  reload: () => void;
}

export const FILTER_DEBOUNCE_MS = 300;

export function usePagedList<T, F extends Filters = Filters>(
  options: PagedListOptions<T, F>,
): PagedList<T, F> {
  const { load, size } = options;
  const [page, setPage] = useState(0);
  const [filters, setFilters] = useState<F>(options.filters ?? ({} as F));
  const [debounced] = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ data?: Paged<T>; error?: unknown; loading: boolean }>({
    loading: true,
  });
  const deps = options.deps ?? [];

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load({ page, size, ...debounced }).then(
      (data) => live && setState({ data, loading: false }),
      (error: unknown) => live && setState({ error, loading: false }),
    );
    return () => {
      live = false;
    };
    // `load` is usually an inline arrow: the list reloads on what it depends on, not on identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, size, debounced, attempt, ...deps]);

  const setFilter = useCallback((name: keyof F, value: string) => {
    setFilters((f) => ({ ...f, [name]: value }));
    setPage(0);
  }, []);

  const total = state.data?.total ?? 0;
  return {
    rows: state.data?.results ?? [],
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / size)),
    size,
    loading: state.loading,
    error: state.error,
    filters,
    setPage,
    setFilter,
    reload: () => setAttempt((n) => n + 1),
  };
}
