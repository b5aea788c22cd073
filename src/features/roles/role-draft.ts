import { hasRight, RIGHTS, type Right } from "@/contract/rights";
import { withoutDependents, withRequiredRights } from "@/contract/right-categories";

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

/** The role a screen opens on: the first this editor may change, else the first of all. */
export function firstEditableRole<R extends RoleRef>(
  roles: readonly R[],
  context: EditorContext,
): R | undefined {
  return roles.find((role) => !lockReason(role, context)) ?? roles[0];
}

/** How many of a group's rights the draft holds: all, some or none (the group box's state). */
export function groupState(
  draft: readonly Right[],
  group: readonly Right[],
): "all" | "some" | "none" {
  const held = group.filter((right) => draft.includes(right)).length;
  return held === 0 ? "none" : held === group.length ? "all" : "some";
}

/**
 * The draft after ticking or unticking a whole group: every right of it the editor may toggle,
 * with what they need (ticked) or what needs them (unticked); the others stay as they are.
 */
export function toggleGroup(
  draft: readonly Right[],
  group: readonly Right[],
  checked: boolean,
  role: RoleRef,
  context: EditorContext,
): Right[] {
  return group
    .filter((right) => canToggle(right, role, context))
    .reduce<Right[]>((next, right) => toggleRight(next, right, checked, context), [...draft]);
}
