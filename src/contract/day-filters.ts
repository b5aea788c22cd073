/**
 * The filters of the venue's dated lists (histories, receipts, customer invoices): a day range
 * and optional texts, where a blank value (an emptied field) is no filter.
 */
import { z } from "zod";
import { day } from "./dates";
import { FIELD_LIMITS } from "./rules";
import { ruleMessage } from "./rules-codes";

/** The longest day range a filter reads at once: a year, leap day included. */
export const HISTORY_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** A blank value (an emptied field) is no filter. */
export const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
/** An optional text filter, bounded like a name. */
export const filterText = () =>
  z.preprocess(blank, z.string().trim().max(FIELD_LIMITS.name).optional());
/** An optional choice among `values`. */
export const filterChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blank, z.enum(values).optional());

/** The day `days` after an ISO day, as an ISO day (calendar arithmetic, no time zone). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * `base` with `from` and `to`, ISO days of the venue (the server's local days), both included,
 * `to` not before `from` and at most HISTORY_MAX_DAYS days apart (a 400 validation_failed with
 * "min_str_val" or "max_str_val" on `to`); then the list's own filters (`shape`).
 */
export function withDayRange<B extends z.ZodRawShape, S extends z.ZodRawShape>(
  base: z.ZodObject<B>,
  shape: S,
) {
  return base
    .extend({
      from: z.preprocess(blank, day().optional()),
      to: z.preprocess(blank, day().optional()),
      ...shape,
    })
    .superRefine((value, ctx) => {
      const { from, to } = value as { from?: string; to?: string };
      if (!from || !to) return;
      if (to < from)
        ctx.addIssue({ code: "custom", path: ["to"], message: ruleMessage("min_str_val", from) });
      else if (to > addDays(from, HISTORY_MAX_DAYS - 1))
        ctx.addIssue({
          code: "custom",
          path: ["to"],
          message: ruleMessage("max_str_val", addDays(from, HISTORY_MAX_DAYS - 1)),
        });
    });
}
