/**
 * What differs between the snack bar's screen (/snacking) and the shop's (/articles): the type of
 * their articles and zones, the API's name for it, and the names of their two tabs.
 */
import { SNACK_TYPES, type SnackCategory, type SnackType } from "@/contract/snacks";
import { paths, PATTERNS } from "@/lib/paths";

export interface SnackScreen {
  type: SnackType;
  /** The spec's `type` / `productType` query value. */
  param: "snack" | "merchandising";
  /** Its screen's path, without a tab. */
  home: string;
  articlesTab: string;
  zonesTab: string;
  /** The link to one of its tabs. */
  tab: (which: "articles" | "zones") => string;
}

export const SNACK_SCREENS: Record<SnackType, SnackScreen> = {
  Snack: {
    type: "Snack",
    param: "snack",
    home: PATTERNS.snacking,
    articlesTab: "snack",
    zonesTab: "snack-location",
    tab: (which) => paths.snacking(which === "articles" ? "snack" : "snack-location"),
  },
  Merchandising: {
    type: "Merchandising",
    param: "merchandising",
    home: PATTERNS.articles,
    articlesTab: "merchandising",
    zonesTab: "merchandising-location",
    tab: (which) =>
      paths.articles(which === "articles" ? "merchandising" : "merchandising-location"),
  },
};

/** One of something for each type (a list declaration, whose cache is the type's). */
export function perType<T>(make: (type: SnackType) => T): Record<SnackType, T> {
  return Object.fromEntries(SNACK_TYPES.map((type) => [type, make(type)])) as Record<SnackType, T>;
}

/** A category as the form and the filter offer it: its path ("Sucré › Glaces") and its subtree. */
export interface CategoryChoice {
  id: number;
  label: string;
  /** Its id and those of every category under it. */
  subtree: number[];
}

/** The categories of a type, each with its path from the top, in path order. */
export function categoryChoices(categories: readonly SnackCategory[]): CategoryChoice[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const pathOf = (c: SnackCategory): string[] => {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let at: SnackCategory | undefined = c; at && !seen.has(at.id);) {
      seen.add(at.id);
      names.unshift(at.name);
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
    return names;
  };
  // A cycle (never sent by the API) would not loop: each category is visited once.
  const under = (id: number, seen = new Set<number>()): number[] => {
    if (seen.has(id)) return [];
    seen.add(id);
    return [id, ...categories.filter((c) => c.parentId === id).flatMap((c) => under(c.id, seen))];
  };
  return categories
    .map((c) => ({ id: c.id, label: pathOf(c).join(" › "), subtree: under(c.id) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
