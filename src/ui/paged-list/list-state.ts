/**
 * Where a list keeps its page, filters and order. A screen's own list keeps them in its address
 * (`?page=3&search=leroy&sort=name.desc`), so "back" from a card or a customer finds the list as
 * it was left, and a link or a reload shows the same rows; a list inside a tab keeps them in
 * memory. The address is replaced, not pushed: typing a filter adds no step to "back".
 * A filter absent from the address has its default; present and empty, it is cleared.
 */
import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "wouter";
import { LIMITS } from "@/contract/limits";
import { parseSort } from "@/contract/paging";
import type { Filters, ListSort } from "./use-paged-list";

const PAGE = "page";
const SORT = "sort";

export interface ListState<F extends Filters> {
  page: number;
  filters: F;
  sort: ListSort | undefined;
  setPage: (page: number) => void;
  setFilter: (name: keyof F, value: string) => void;
  setSort: (sort: ListSort) => void;
  /** Every filter back to its default (an empty list's "Effacer les filtres"). */
  clearFilters: () => void;
}

/** `?page=` counts from 1 as people do; the lists count from 0 as the API does. */
export function readListState<F extends Filters>(params: URLSearchParams, defaults: F) {
  const asked = Math.trunc(Number(params.get(PAGE) ?? 1)) - 1;
  const page = Number.isFinite(asked) ? Math.min(LIMITS.page, Math.max(0, asked)) : 0;
  const filters = { ...defaults };
  for (const name of Object.keys(defaults)) {
    const value = params.get(name);
    if (value !== null) (filters as Filters)[name] = value;
  }
  const sort: ListSort | undefined = parseSort(params.get(SORT) ?? undefined);
  return { page, filters, sort };
}

export function useListState<F extends Filters>(defaults: F, inAddress: boolean): ListState<F> {
  const [params, setParams] = useSearchParams();
  const [page, setLocalPage] = useState(0);
  const [filters, setLocalFilters] = useState<F>(defaults);
  const [sort, setLocalSort] = useState<ListSort>();
  const fromAddress = useMemo(() => readListState(params, defaults), [params, defaults]);

  const write = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current: URLSearchParams) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback(
    (n: number) =>
      inAddress ? write((p) => setOrDrop(p, PAGE, n > 0 ? String(n + 1) : null)) : setLocalPage(n),
    [inAddress, write],
  );
  const setFilter = useCallback(
    (name: keyof F, value: string) => {
      if (!inAddress) return (setLocalFilters((f) => ({ ...f, [name]: value })), setLocalPage(0));
      write((p) => {
        setOrDrop(p, String(name), value === (defaults[name] ?? "") ? null : value);
        p.delete(PAGE);
      });
    },
    [inAddress, write, defaults],
  );
  const clearFilters = useCallback(() => {
    if (!inAddress) return (setLocalFilters(defaults), setLocalPage(0));
    write((p) => {
      for (const name of Object.keys(defaults)) p.delete(name);
      p.delete(PAGE);
    });
  }, [inAddress, write, defaults]);
  // A new order starts again from the first page (page 3 of another order means nothing).
  const setSort = useCallback(
    (s: ListSort) => {
      if (!inAddress) return (setLocalSort(s), setLocalPage(0));
      write((p) => {
        p.set(SORT, `${s.key}.${s.direction}`);
        p.delete(PAGE);
      });
    },
    [inAddress, write],
  );
  return inAddress
    ? { ...fromAddress, setPage, setFilter, setSort, clearFilters }
    : { page, filters, sort, setPage, setFilter, setSort, clearFilters };
}

function setOrDrop(params: URLSearchParams, name: string, value: string | null) {
  if (value === null) params.delete(name);
  else params.set(name, value);
}
