/**
 * The one list hook of the app: page (0-based, as the API counts), filters (debounced, and a
 * filter change goes back to the first page), loading and error — and cache-first: every page
 * seen is kept in Dexie under its query, shown at once (and offline, with its age), then
 * refreshed from the API. Rows with outbox entries pending show their optimistic effect.
 * Screens declare only their cache name and `load` function — or, for a list the API gives
 * whole (staff cards, game types), `all`: it is then cached whole, filtered (`match`), sorted
 * and paged here. A paged list sorts on the server: its `sorts` (the keys its endpoint's `sort`
 * parameter takes, src/contract/paging.ts `sortQuery`) are the columns whose header sorts.
 */
import { useDebouncedValue } from "@mantine/hooks";
import { useLiveQuery } from "dexie-react-hooks";
import { useMemo, useRef } from "react";
import type { Paged } from "@/contract/paging";
import { db, type OutboxEntry } from "@/lib/offline/db";
import { findCommand } from "@/lib/commands/command";
import { applyPending } from "@/lib/offline/outbox";
import { useRefresh } from "../offline/use-refresh";
import { useListState } from "./list-state";

export type Filters = Record<string, string>;

/** How a whole list is ordered: a column's key and its direction. */
export interface ListSort {
  key: string;
  direction: "asc" | "desc";
}

type Load<T, F> =
  | {
      /** One page from the API, filtered and sorted there (`sort`: `<key>.<asc|desc>`). */
      load: (query: PageRequest & F) => Promise<Paged<T>>;
      /** The columns the API sorts by (their keys are its sort keys); none: the API's order. */
      sorts?: readonly string[];
      all?: never;
      match?: never;
      sortBy?: never;
    }
  | {
      /** The whole list from the API (not paged there). */
      all: () => Promise<T[]>;
      load?: never;
      /** Whether a row passes the filters (all of them, as typed). */
      match?: (row: T, filters: F) => boolean;
      /** Sort values by column key: those columns can be sorted. */
      sortBy?: Record<string, (row: T) => string | number>;
      sorts?: never;
    };

/** What a paged load asks for: a page, its size and, when one is chosen, the order. */
export interface PageRequest {
  page: number;
  size: number;
  sort?: string;
}

/** A sort as a paged list's `sort` parameter takes it (`tokens.desc`). */
export const sortParam = (sort: ListSort | undefined) =>
  sort ? `${sort.key}.${sort.direction}` : undefined;

export type PagedListOptions<T, F extends Filters> = Load<T, F> & {
  /** Names the list in the cache ("cards", "card-games"): with the query, the key of a page. */
  cache: string;
  size: number;
  filters?: F;
  /** Reloads from the first page when one of these changes (e.g. the card a history belongs to). */
  deps?: readonly unknown[];
  /** Rows are entities commands act on: their pending effects show, and accepted ones refresh. */
  entities?: { kind: string; of: (row: T) => string };
  /** Called with each fetched page's rows (e.g. to remember every card listed). */
  remember?: (rows: T[]) => Promise<unknown>;
  /** The page, filters and order live in the address (a screen's own list: list-state.ts). */
  inAddress?: boolean;
};

export interface PagedList<T, F extends Filters> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
  size: number;
  /** Nothing to show yet: the first load of a page the cache does not hold. */
  loading: boolean;
  /** The load failed and the cache had nothing: the error to show. */
  error: unknown;
  /** When what is shown was fetched, and whether the last refresh of it failed. */
  fetchedAt: number | undefined;
  stale: boolean;
  /** Whether a row has actions waiting in the outbox. */
  isPending: (row: T) => boolean;
  filters: F;
  setPage: (page: number) => void;
  setFilter: (name: keyof F, value: string) => void;
  /** Whether a filter is not at its default, and the way back to them all. */
  filtered: boolean;
  clearFilters: () => void;
  /** The order chosen (undefined, or a key the list cannot sort by: the API's). */
  sort: ListSort | undefined;
  /** Undefined when the list cannot be sorted (a paged list whose API takes no `sort`). */
  setSort: ((sort: ListSort) => void) | undefined;
  /** Whether the column of that key can be sorted. */
  sortable: (key: string) => boolean;
  reload: () => void;
  /** The API's answer to the page shown, whole (e.g. a history's `totals`); none for a whole list. */
  answer?: Paged<T>;
}

export const FILTER_DEBOUNCE_MS = 300;

export function usePagedList<T, F extends Filters = Filters>(
  options: PagedListOptions<T, F>,
): PagedList<T, F> {
  const { load, all, match, sortBy, sorts, size, entities, remember } = options;
  const defaults = useMemo(() => options.filters ?? ({} as F), [options.filters]);
  const {
    page,
    filters,
    sort: asked,
    setPage,
    setFilter,
    setSort,
    clearFilters,
  } = useListState(defaults, options.inAddress ?? false);
  const [debounced] = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const sortable = (column: string) => (all ? !!sortBy?.[column] : !!sorts?.includes(column));
  // Only an order the list can sort by (an address may say anything).
  const sort = asked && sortable(asked.key) ? asked : undefined;
  // A whole list is one cache entry whatever its page, filters and order.
  const query = all
    ? ["all", options.deps ?? []]
    : [page, size, debounced, options.deps ?? [], ...(sort ? [sortParam(sort)] : [])];
  const key = `list:${options.cache}:${JSON.stringify(query)}`;

  // undefined: not read yet; null: the cache does not hold this page.
  const cached = useLiveQuery(async () => (await db.reads.get(key)) ?? null, [key]);
  const refresh = useRefresh(
    key,
    async () => {
      const data: Paged<T> = all
        ? await all().then((results) => ({ results, total: results.length, currentPage: 0 }))
        : await load({ page, size, ...debounced, ...(sort && { sort: sortParam(sort) }) });
      await db.reads.put({ key, data, fetchedAt: Date.now() });
      await remember?.(data.results);
    },
    entities?.kind,
  );
  // The page the refresh brought back as the cache held it: the same object, so nothing that
  // shows it (a table's rows: records-table.tsx) renders again.
  const fetched = useSameValue(cached?.data as Paged<T> | undefined);
  // A whole list: filtered, sorted and cut into pages here.
  const data = useMemo(() => {
    if (!all || !fetched) return fetched;
    const kept = match ? fetched.results.filter((row) => match(row, debounced)) : fetched.results;
    const sorted = sortRows(kept, sort, sortBy);
    return {
      results: sorted.slice(page * size, (page + 1) * size),
      total: sorted.length,
      currentPage: page,
    };
  }, [all, fetched, match, debounced, sort, sortBy, page, size]);
  const kind = entities?.kind;
  const pending = useLiveQuery(
    async () =>
      kind
        ? await db.outbox
            .where("state")
            .equals("pending")
            .filter((e) => e.kind === kind)
            .sortBy("seq")
        : [],
    [kind],
    [] as OutboxEntry[],
  );

  const rows = useMemo(() => {
    const results = data?.results ?? [];
    if (!entities || pending.length === 0) return results;
    const shown = results.map((row) => {
      const mine = pending.filter((e) => e.entity === entities.of(row));
      return mine.length ? applyPending(row, mine) : row;
    });
    if (page !== 0) return shown;
    // Entities created while the server has not answered yet: on top of the first page.
    const present = new Set(results.map(entities.of));
    const created = pending.flatMap((entry) => {
      const create = findCommand(entry.name)?.create;
      if (!create || present.has(entry.entity)) return [];
      present.add(entry.entity);
      const later = pending.filter((e) => e.entity === entry.entity && e !== entry);
      return [applyPending(create(entry.payload) as T, later)];
    });
    return [...created, ...shown];
  }, [data, entities, pending, page]);
  const pendingEntities = new Set(pending.map((e) => e.entity));
  const total = data?.total ?? 0;
  return {
    rows,
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / size)),
    size,
    loading: !data && (cached === undefined || refresh.loading),
    error: data ? undefined : refresh.error,
    fetchedAt: cached?.fetchedAt,
    stale: refresh.error !== undefined,
    isPending: (row) => !!entities && pendingEntities.has(entities.of(row)),
    filters,
    setPage,
    setFilter,
    filtered: Object.entries(filters).some(([name, value]) => value !== (defaults[name] ?? "")),
    clearFilters,
    sort,
    setSort: all || sorts?.length ? setSort : undefined,
    sortable,
    reload: refresh.reload,
    answer: all ? undefined : fetched,
  };
}

/** Text as French readers order it: accents and case aside, "2" before "10". */
const collator = new Intl.Collator("fr", { numeric: true, sensitivity: "base" });

/** Rows in a list's order: by the sort's column (numbers as numbers, text as people read it). */
export function sortRows<T>(
  rows: T[],
  sort: ListSort | undefined,
  sortBy: Record<string, (row: T) => string | number> | undefined,
): T[] {
  const value = sort && sortBy?.[sort.key];
  if (!sort || !value) return rows;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const order =
      typeof x === "number" && typeof y === "number"
        ? x - y
        : collator.compare(String(x), String(y));
    return sort.direction === "asc" ? order : -order;
  });
}

/** `value`, or the earlier one while they hold the same (as JSON: an API's answer). */
function useSameValue<V>(value: V): V {
  const kept = useRef<{ value: V; json: string | undefined } | undefined>(undefined);
  const json = useMemo(() => JSON.stringify(value) as string | undefined, [value]);
  if (!kept.current || kept.current.json !== json) kept.current = { value, json };
  return kept.current.value;
}
