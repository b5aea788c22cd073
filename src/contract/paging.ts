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
