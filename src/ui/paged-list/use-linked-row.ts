import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import type { Filters, PagedList } from "./use-paged-list";

/** The query parameter naming the row a link opens ("?device=KSK-0001"). */
const PARAM = "device";

/** The row a screen was opened on (`?device=<key>`, from the health board), if any. */
export function useLinkedKey(): string | null {
  return new URLSearchParams(useSearch()).get(PARAM);
}

/**
 * The list's row of key `key`, for a panel: as the list has it now (pending actions and refreshes
 * show in it), or as it was while a reload runs. With a `linked` key, the list is filtered to it
 * (its `filter`) so the row is there, from the cache offline too.
 */
export function useRowOf<T, F extends Filters>(
  list: PagedList<T, F>,
  key: string | null,
  keyOf: (row: T) => string,
  linked?: { filter: keyof F; key: string | null },
): T | null {
  const [last, setLast] = useState<T | null>(null);
  const { setFilter } = list;
  const filter = linked?.filter;
  const linkedKey = linked?.key;
  useEffect(() => {
    if (filter && linkedKey) setFilter(filter, linkedKey);
  }, [filter, linkedKey, setFilter]);
  const row = key === null ? undefined : list.rows.find((r) => keyOf(r) === key);
  useEffect(() => {
    if (row) setLast(row);
  }, [row]);
  if (key === null) return null;
  return row ?? (last && keyOf(last) === key ? last : null);
}
