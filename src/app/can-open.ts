import { satisfies } from "@/contract/rights";
import type { AppRoute, RouteContext } from "./route-table";

/** Whether a signed-in user holding `rights` may open `route` (public and signed-in routes: yes). */
export function canOpen(
  route: AppRoute,
  rights: readonly string[],
  context: RouteContext,
): boolean {
  return (!route.when || route.when(context)) && satisfies(rights, route.access);
}
