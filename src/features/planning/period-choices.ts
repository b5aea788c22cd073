/** What the period form offers: the games and categories of the catalogue, as choices. */
import { gameCategoriesApi, gamesApi } from "@/contract/catalogue.endpoints";
import { LIMITS } from "@/contract/limits";
import type { Period, PeriodKind } from "@/contract/planning";
import { call, valuesOf } from "@/lib/api/call";

export interface Choice {
  value: string;
  label: string;
}

/** Every game, page by page (at most the list's size a page), by code. */
export async function gameChoices(): Promise<Choice[]> {
  const out: Choice[] = [];
  for (let page = 0; page < 50; page++) {
    const part = await call(gamesApi.list, { query: { page, size: LIMITS.pageSize } });
    out.push(
      ...part.results.map((g) => ({
        value: String(g.id),
        label: `${g.code} (${g.gameCategoryName})`,
      })),
    );
    if (out.length >= part.total || part.results.length === 0) break;
  }
  return out;
}

export async function categoryChoices(): Promise<Choice[]> {
  const all = await valuesOf(gameCategoriesApi.list);
  return all.map((c) => ({ value: String(c.id), label: c.name }));
}

/** The values of a repeated hidden field ("days", "gameIds"): one input each. */
export const hiddenList = (name: string, values: readonly string[]) =>
  values.map((value) => ({ key: `${name}-${value}`, name, value }));

/** What the form holds outside its text inputs (period-fields.tsx). */
export interface PeriodChoices {
  kind: PeriodKind;
  days: string[];
  range: [string | null, string | null];
  excluded: string[];
  games: string[];
  categories: string[];
}

/** A new period: a weekday happy hour; an edited one: its own values. */
export function initialChoices(p: Period | undefined): PeriodChoices {
  return {
    kind: p?.kind ?? "HappyHour",
    days: (p?.days ?? [1, 2, 3, 4, 5]).map(String),
    range: [p?.from ?? null, p?.to ?? null],
    excluded: p?.excludedDates ?? [],
    games: (p?.gameIds ?? []).map(String),
    categories: (p?.categoryIds ?? []).map(String),
  };
}
