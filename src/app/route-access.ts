import type { MessageDescriptor } from "@lingui/core";
import { canOpen } from "./can-open";
import { MENU_GROUPS, type AppRoute, type MenuGroup, type RouteContext } from "./routes";

export { canOpen };

export interface MenuGroupView {
  id: MenuGroup;
  label: MessageDescriptor;
  entries: AppRoute[];
}

/** The menu: groups in their fixed order, each with the entries the user may open; empty groups hidden. */
export function visibleMenu(
  routes: readonly AppRoute[],
  rights: readonly string[],
  context: RouteContext,
): MenuGroupView[] {
  return MENU_GROUPS.map((group) => ({
    ...group,
    entries: routes.filter((r) => r.menu?.group === group.id && canOpen(r, rights, context)),
  })).filter((group) => group.entries.length > 0);
}

/**
 * The menu entry of the screen at `location`: the one whose path is it or the longest start of
 * it (the updates screen is "Mises à jour", not "Smart touch"; a card's page is "Cartes").
 */
export function activeMenuPath(groups: readonly MenuGroupView[], location: string) {
  const matching = groups
    .flatMap((group) => group.entries.map((route) => route.path))
    .filter((path) => location === path || location.startsWith(`${path}/`));
  return matching.sort((a, b) => b.length - a.length)[0];
}

/** Home shortcut cards: every screen with a shortcut the user may open. */
export function visibleShortcuts(
  routes: readonly AppRoute[],
  rights: readonly string[],
  context: RouteContext,
): AppRoute[] {
  return routes.filter((r) => r.shortcut && canOpen(r, rights, context));
}

/** The route declared for `path` (wouter patterns, e.g. PATTERNS.card of src/lib/paths.ts). */
export function findRoute(routes: readonly AppRoute[], path: string): AppRoute | undefined {
  return routes.find((r) => patternRegExp(r.path).test(path));
}

function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${body}/?$`);
}
