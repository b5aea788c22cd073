import { describe, expect, it } from "vitest";
import type { SnackTreeNode } from "@/contract/snacks";
import { dropMove, dropZone, placeAll, stepMove } from "./tree-moves";

const leaf = (id: number): SnackTreeNode => ({
  id,
  name: `#${id}`,
  isCategory: false,
  isAvailable: true,
  order: 10,
  imgProduct: null,
  children: [],
});
const category = (id: number, children: SnackTreeNode[]): SnackTreeNode => ({
  ...leaf(id),
  isCategory: true,
  children,
});
// Top: categories 1 (with 2, 3 and category 4 holding 5) and 6 (empty); then article 7 in none.
const placed = placeAll([
  category(1, [leaf(2), leaf(3), category(4, [leaf(5)])]),
  category(6, []),
  leaf(7),
]);
const at = (id: number) => placed.find((p) => p.node.id === id)!;

describe("tree moves", () => {
  it("place the top level's categories and articles as two rows of siblings", () => {
    expect([at(1).index, at(6).index, at(7).index]).toEqual([0, 1, 0]);
    expect(at(7).siblings).toBe(1);
    expect(at(5).ancestors).toEqual([1, 4]);
  });

  it("step within the siblings only", () => {
    expect(stepMove(at(3), -1)).toEqual({ parentId: 1, fromParentId: 1, position: 0 });
    expect(stepMove(at(2), -1)).toBeUndefined();
    expect(stepMove(at(4), 1)).toBeUndefined();
  });

  it("drop before, after or inside, counting the place the entry leaves", () => {
    expect(dropMove(at(2), at(4), "after")).toEqual({ parentId: 1, fromParentId: 1, position: 2 });
    expect(dropMove(at(4), at(2), "before")).toEqual({ parentId: 1, fromParentId: 1, position: 0 });
    expect(dropMove(at(5), at(6), "inside")).toEqual({ parentId: 6, fromParentId: 4, position: 0 });
    expect(dropMove(at(2), at(3), "before")).toBeUndefined();
  });

  it("never put a category inside its own subtree", () => {
    expect(dropMove(at(1), at(5), "before")).toBeUndefined();
    expect(dropMove(at(1), at(4), "inside")).toBeUndefined();
    expect(dropMove(at(4), at(4), "inside")).toBeUndefined();
  });

  it("read the pointer's place in a row", () => {
    expect(dropZone(5, 44, true)).toBe("before");
    expect(dropZone(22, 44, true)).toBe("inside");
    expect(dropZone(40, 44, true)).toBe("after");
    expect(dropZone(30, 44, false)).toBe("after");
  });
});
