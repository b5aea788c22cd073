import {
  hasRight,
  RIGHTS,
  withoutDependents,
  withRequiredRights,
  type Right,
} from "@/contract/rights";

/**
 * The rules of spec section 5 for editing a role, as the screen applies them before the server
 * checks them again: never one's own role, never a right one does not hold, and rights that
 * need others bring them along (and lose them when those go).
 */
export interface EditorContext {
  ownRoleId: number;
  /** Lower rank = more senior: roles above the editor's own are read-only to them. */
  ownRank: number;
  heldRights: readonly string[];
}

type RoleRef = { id: number; rank: number };

/** Why a role is read-only to this editor, if it is. */
export function lockReason(role: RoleRef, context: EditorContext): "own" | "senior" | undefined {
  if (role.id === context.ownRoleId) return "own";
  if (role.rank < context.ownRank) return "senior";
  return undefined;
}

export function canToggle(right: Right, role: RoleRef, context: EditorContext): boolean {
  return !lockReason(role, context) && hasRight(context.heldRights, right);
}

/** The draft after ticking or unticking `right`; rights the editor does not hold are never touched. */
export function toggleRight(
  draft: readonly Right[],
  right: Right,
  checked: boolean,
  context: EditorContext,
): Right[] {
  const next = checked ? withRequiredRights([...draft, right]) : withoutDependents(draft, right);
  const kept = next.filter((r) => draft.includes(r) || hasRight(context.heldRights, r));
  const restored = draft.filter((r) => !hasRight(context.heldRights, r));
  return RIGHTS.filter((r) => kept.includes(r) || restored.includes(r));
}

export function sameRights(a: readonly Right[], b: readonly Right[]): boolean {
  return a.length === b.length && a.every((r) => b.includes(r));
}
