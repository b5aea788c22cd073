/**
 * Where an entry of the category tree goes when moved up, down or dropped on another, as the body
 * of `snackArticlesApi.move`: under `parentId`, at `position` among its siblings once it is
 * there (0 = first), leaving `fromParentId` (an article sits in several categories, so it leaves
 * only the one it was moved from). At the top level, categories and the articles in none are two
 * rows of siblings, as server/snacks/snack.repository.ts orders them.
 */
import { SNACK_LIMITS, type SnackMove, type SnackTreeNode } from "@/contract/snacks";

/** An entry where the tree shows it: an article in several categories is shown in each. */
export interface Placed {
  /** Unique in the tree: the parent's id and its own. */
  key: string;
  node: SnackTreeNode;
  parentId: number | null;
  index: number;
  /** How many entries share its parent (itself included). */
  siblings: number;
  depth: number;
  /** The categories above it, the top first. */
  ancestors: number[];
}

/** Every entry of the tree, depth first, in the order shown. */
export function placeAll(
  nodes: readonly SnackTreeNode[],
  parentId: number | null = null,
  ancestors: number[] = [],
): Placed[] {
  return nodes.flatMap((node) => {
    // At the top level, categories and the articles in none are two rows of siblings (the API's).
    const row =
      parentId === null ? nodes.filter((n) => n.isCategory === node.isCategory) : [...nodes];
    return [
      {
        key: `${parentId ?? "top"}-${node.id}`,
        node,
        parentId,
        index: row.indexOf(node),
        siblings: row.length,
        depth: ancestors.length,
        ancestors,
      },
      ...placeAll(node.children, node.id, [...ancestors, node.id]),
    ];
  });
}

/** One step up (-1) or down (+1) among its siblings; none past the first or the last. */
export function stepMove(entry: Placed, step: -1 | 1): SnackMove | undefined {
  const position = entry.index + step;
  if (position < 0 || position >= entry.siblings) return undefined;
  return { parentId: entry.parentId, fromParentId: entry.parentId, position };
}

export type Drop = "before" | "after" | "inside";

/**
 * The move of `dragged` dropped `where` on `target`; none when it goes nowhere (onto itself, or
 * a category into its own subtree).
 */
export function dropMove(dragged: Placed, target: Placed, where: Drop): SnackMove | undefined {
  if (target.node.id === dragged.node.id) return undefined;
  if (dragged.node.isCategory && target.ancestors.includes(dragged.node.id)) return undefined;
  const from = dragged.parentId;
  if (where === "inside") {
    if (!target.node.isCategory) return undefined;
    const already = target.node.children.some((c) => c.id === dragged.node.id);
    if (already && from !== target.node.id) return undefined;
    const position = target.node.children.length - (from === target.node.id ? 1 : 0);
    return { parentId: target.node.id, fromParentId: from, position };
  }
  if (target.parentId === null && target.node.isCategory !== dragged.node.isCategory)
    // Among the other row of the top level: at the end of the categories, or first of the articles.
    return {
      parentId: null,
      fromParentId: from,
      position: dragged.node.isCategory ? SNACK_LIMITS.order : 0,
    };
  const sameParent = from === target.parentId;
  // Leaving a place before the target shifts the target one up.
  const shift = sameParent && dragged.index < target.index ? 1 : 0;
  const position = target.index + (where === "after" ? 1 : 0) - shift;
  if (sameParent && position === dragged.index) return undefined;
  return { parentId: target.parentId, fromParentId: from, position };
}

/** Where in a row the pointer is: its top or bottom quarter, or inside a category. */
export function dropZone(offset: number, height: number, isCategory: boolean): Drop {
  const ratio = height > 0 ? offset / height : 0;
  if (isCategory) return ratio < 0.25 ? "before" : ratio > 0.75 ? "after" : "inside";
  return ratio < 0.5 ? "before" : "after";
}
