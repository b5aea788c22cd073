import { z } from "zod";
import { LIMITS } from "./limits";

/** Paged list answers of the API: 0-based page, `results`, `total`, `currentPage`. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    total: z.number().int().min(0).max(LIMITS.total),
    currentPage: z.number().int().min(0).max(LIMITS.page),
  });
}

export interface Paged<T> {
  results: T[];
  total: number;
  currentPage: number;
}

/** GET /api/<resource>/count: how many rows a resource has. */
export const countSchema = z.object({ count: z.number().int().min(0).max(LIMITS.total) });

/** Non-paged lists are wrapped in `values`. */
export function valuesSchema<T extends z.ZodType>(item: T) {
  return z.object({ values: z.array(item) });
}

/**
 * The query of every paged list: `page` (0-based) and `size` (rows per page), bounded by
 * LIMITS.page and LIMITS.pageSize; a list adds its filters with `.extend`. Lists differ only in
 * their default size.
 */
export function pageQuery(defaultSize = 10) {
  return z.object({
    page: z.coerce.number().int().min(0).max(LIMITS.page).default(0),
    size: z.coerce.number().int().min(1).max(LIMITS.pageSize).default(defaultSize),
  });
}

export const pageQuerySchema = pageQuery();

export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A list's order: ascending or descending. */
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A list's order as the API takes it: `<key>.<asc|desc>` (`?sort=tokens.desc`). */
export type SortValue<K extends string = string> = `${K}.${SortDirection}`;

/** An order: a sort key of the list and its direction. */
export interface Sort<K extends string = string> {
  key: K;
  direction: SortDirection;
}

const SORT_DESCRIPTION =
  "The order: one of the list's sort keys, '.asc' or '.desc' (e.g. 'number.desc'); " +
  "rows equal on it keep a fixed order (the list's identifier). Absent: the list's default order.";

/**
 * The `sort` query parameter of a paged list, bounded to its declared keys: a list adds it with
 * `.extend(sortQuery(KEYS).shape)`. Any other value is a 400 `validation_failed` (the route's
 * declaration validates the query). The keys are the app's column keys (the header that sorts).
 */
export function sortQuery<const K extends string>(keys: readonly [K, ...K[]]) {
  const values = keys.flatMap((key) => SORT_DIRECTIONS.map((d) => `${key}.${d}` as const));
  return z.object({
    sort: z
      .enum(values as [SortValue<K>, ...SortValue<K>[]])
      .optional()
      .describe(SORT_DESCRIPTION),
  });
}

type KeyOf<S> = S extends `${infer K}.asc` ? K : never;
/** The sort keys of a list endpoint (its query's `sort`, `sortQuery`), as a type. */
export type SortKeys<E> = E extends { query?: z.ZodType<infer O> }
  ? O extends { sort?: infer S }
    ? KeyOf<S>
    : never
  : never;

/** `tokens.desc` -> `{ key: "tokens", direction: "desc" }`; anything else: none. */
export function parseSort<K extends string>(value: string | undefined) {
  if (!value) return undefined;
  const at = value.lastIndexOf(".");
  const key = value.slice(0, at);
  const direction = value.slice(at + 1);
  if (at <= 0 || (direction !== "asc" && direction !== "desc")) return undefined;
  return { key: key as K, direction } satisfies Sort<K>;
}

/** The sort keys a list query declares (its `sort` parameter's values), none when it has none. */
export function sortKeysOf(query: unknown): string[] {
  const shape = query instanceof z.ZodObject ? (query.shape as Record<string, z.ZodType>) : {};
  const sort = shape.sort;
  const inner = sort instanceof z.ZodOptional ? sort.unwrap() : sort;
  if (!(inner instanceof z.ZodEnum)) return [];
  const keys = (inner.options as string[]).map((value) => parseSort(value)?.key);
  return [...new Set(keys.filter((key): key is string => !!key))];
}
