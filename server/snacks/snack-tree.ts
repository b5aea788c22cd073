/**
 * The menu of a type as a tree (src/contract/snacks.ts): its entries and their links, position 0
 * first (a category's parent); siblings in `entryOrder`. Read by the tree and the category list,
 * and by the checks and moves of snack.repository.ts.
 */
import { eq, inArray } from "drizzle-orm";
import { pictureUrl } from "../../src/contract/pictures";
import type { SnackCategory, SnackTreeNode, SnackType } from "../../src/contract/snacks";
import type { Db } from "../db/database";
import { snackProductCategories as links, snackProducts } from "../db/schema/snacks.schema";

type Product = typeof snackProducts.$inferSelect;
type Link = { productId: number; categoryId: number; position: number };
export type Menu = Awaited<ReturnType<typeof menuOf>>;

/** Ascending `order`, then name, then id: the one order of siblings (entryOrder in SQL). */
export const byEntryOrder = (a: Product, b: Product) =>
  a.order - b.order || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.id - b.id;

/** Every entry of a type and every link between them. */
export async function menuOf(db: Db, type: SnackType) {
  const entries = await db.select().from(snackProducts).where(eq(snackProducts.type, type));
  const ids = entries.map((e) => e.id);
  const all: Link[] = ids.length
    ? await db.select().from(links).where(inArray(links.productId, ids))
    : [];
  all.sort((a, b) => a.position - b.position || a.categoryId - b.categoryId);
  const parentOf = new Map<number, number>();
  for (const l of all) if (!parentOf.has(l.productId)) parentOf.set(l.productId, l.categoryId);
  return { entries, all, parentOf };
}

/** Every category of a type, flat, its parent the first of its links. */
export async function categoriesOf(db: Db, type: SnackType): Promise<SnackCategory[]> {
  const { entries, parentOf } = await menuOf(db, type);
  return entries
    .filter((e) => e.isCategory)
    .sort(byEntryOrder)
    .map(({ id, name, nameEN, nameES, order }) => ({
      id,
      name,
      nameEN,
      nameES,
      parentId: parentOf.get(id) ?? null,
      order,
      type,
    }));
}

/** The entries under a category (null: the top level), in sibling order. */
export function childrenIn(menu: Menu, parent: number | null): Product[] {
  const { entries, all, parentOf } = menu;
  if (parent === null) {
    const top = (e: Product) => !parentOf.has(e.id);
    return [
      ...entries.filter((e) => e.isCategory && top(e)).sort(byEntryOrder),
      ...entries.filter((e) => !e.isCategory && top(e)).sort(byEntryOrder),
    ];
  }
  const linked = new Set(
    all
      .filter((l) => l.categoryId === parent && !byId(menu, l.productId)?.isCategory)
      .map((l) => l.productId),
  );
  return entries
    .filter((e) => (e.isCategory ? parentOf.get(e.id) === parent : linked.has(e.id)))
    .sort(byEntryOrder);
}

export const byId = (menu: Menu, id: number) => menu.entries.find((e) => e.id === id);

/** The top-level categories with their children, then the articles in no category. */
export async function treeOf(db: Db, type: SnackType): Promise<SnackTreeNode[]> {
  const menu = await menuOf(db, type);
  const node = (e: Product): SnackTreeNode => ({
    id: e.id,
    name: e.name,
    isCategory: e.isCategory,
    isAvailable: e.isAvailable,
    order: e.order,
    imgProduct: e.picture === null ? null : pictureUrl(e.picture),
    children: e.isCategory ? childrenIn(menu, e.id).map(node) : [],
  });
  return childrenIn(menu, null).map(node);
}

/** A category's level (1: top level) from its parent chain. */
export function levelOf(parentOf: Map<number, number>, id: number): number {
  let level = 1;
  for (let p = parentOf.get(id); p !== undefined; p = parentOf.get(p)) level += 1;
  return level;
}

/** Levels of categories from `id` down (1: no sub-category). */
export function heightOf(menu: Menu, id: number): number {
  const subs = menu.entries.filter((e) => e.isCategory && menu.parentOf.get(e.id) === id);
  return 1 + Math.max(0, ...subs.map((s) => heightOf(menu, s.id)));
}
