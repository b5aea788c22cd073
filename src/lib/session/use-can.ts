import type { Requirement } from "@/contract/endpoint";
import { satisfies, type Right } from "@/contract/rights";
import { useSession } from "./session";

/**
 * Whether the signed-in employee's role holds `right` (false signed out): the one way a screen
 * asks, to show an action or a tab only to those who may use it. The server checks it again on
 * every call (server/http/rights.middleware.ts).
 */
export function useCan(right: Right): boolean {
  return useRights()(right);
}

/** The same question for what a declaration names (an endpoint's requirement, a list's add). */
export function useRights(): (requirement: Requirement) => boolean {
  const rights = useSession()?.claims.role_rights ?? [];
  return (requirement) => satisfies(rights, requirement);
}
