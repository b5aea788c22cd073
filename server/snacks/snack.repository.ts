/**
 * Snack articles and categories as the API gives them, and the rules of the tree that need the
 * database (src/contract/snacks.ts): an entry's categories are its links, position 0 first (a
 * category's parent); a category has one link at most. `imgProduct` is its picture's URL
 * (src/contract/pictures.ts). Used by articles.route.ts.
 */
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { pictureUrl } from "../../src/contract/pictures";
import {
  SNACK_LIMITS,
  type SnackArticle,
  type SnackArticleValues,
  type SnackCategory,
  type SnackTreeNode,
  type SnackType,
} from "../../src/contract/snacks";
import type { Db } from "../db/database";
import { snackLocations, snackProductCategories, snackProducts } from "../db/schema/snacks.schema";
import { ApiError } from "../http/api-error";

const links = snackProductCategories;
type Product = typeof snackProducts.$inferSelect;
type Link = { productId: number; categoryId: number; position: number };

/** Ascending `order`, then name, then id: the one order of siblings and lists. */
export const entryOrder = [
  asc(snackProducts.order),
  asc(snackProducts.name),
  asc(snackProducts.id),
];
const byEntryOrder = (a: Product, b: Product) =>
  a.order - b.order || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.id - b.id;

/** Products with their zone's name, to page or filter. */
export const articlesWithZone = (db: Db) =>
  db
    .select({ row: snackProducts, snackLocationName: snackLocations.name })
    .from(snackProducts)
    .leftJoin(snackLocations, eq(snackLocations.id, snackProducts.snackLocationId));

type ArticleRow = { row: Product; snackLocationName: string | null };

/** The API's article: its categories by name in link order, no picture yet. */
export async function withCategories(db: Db, rows: ArticleRow[]): Promise<SnackArticle[]> {
  const ids = rows.map((r) => r.row.id);
  const found = ids.length
    ? await db
        .select({ productId: links.productId, id: snackProducts.id, name: snackProducts.name })
        .from(links)
        .innerJoin(snackProducts, eq(snackProducts.id, links.categoryId))
        .where(inArray(links.productId, ids))
        .orderBy(asc(links.position), asc(links.categoryId))
    : [];
  return rows.map(({ row, snackLocationName }) => {
    const { picture, ...fields } = row;
    const categories = found
      .filter((l) => l.productId === row.id)
      .map(({ id, name }) => ({ id, name }));
    return {
      ...fields,
      imgProduct: picture === null ? null : pictureUrl(picture),
      categories,
      snackCategoryId: categories.map((c) => c.id),
      snackLocationName,
    };
  });
}

export async function requireArticle(db: Db, id: number): Promise<SnackArticle> {
  const rows = await articlesWithZone(db).where(eq(snackProducts.id, id));
  const [article] = await withCategories(db, rows);
  if (!article) throw new ApiError(404, "not_found");
  return article;
}

/** Every entry of a type and every link between them. */
async function menuOf(db: Db, type: SnackType) {
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
function childrenIn(menu: Awaited<ReturnType<typeof menuOf>>, parent: number | null): Product[] {
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

const byId = (menu: Awaited<ReturnType<typeof menuOf>>, id: number) =>
  menu.entries.find((e) => e.id === id);

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
function levelOf(parentOf: Map<number, number>, id: number): number {
  let level = 1;
  for (let p = parentOf.get(id); p !== undefined; p = parentOf.get(p)) level += 1;
  return level;
}

/** Levels of categories from `id` down (1: no sub-category). */
function heightOf(menu: Awaited<ReturnType<typeof menuOf>>, id: number): number {
  const subs = menu.entries.filter((e) => e.isCategory && menu.parentOf.get(e.id) === id);
  return 1 + Math.max(0, ...subs.map((s) => heightOf(menu, s.id)));
}

const invalid = (path: string) =>
  new ApiError(400, "validation_failed", { issues: [{ path, rule: "is_valid" }] });

/**
 * Checks that `parentIds` are categories of `type` (else unknown_reference) and, for a category
 * `id` (null: a new one), that its parent (the first) is not itself nor below it and keeps its
 * sub-tree within SNACK_LIMITS.depth (else validation_failed on `field`).
 */
export async function checkPlace(
  db: Db,
  entry: { id: number | null; type: SnackType; isCategory: boolean },
  parentIds: number[],
  field: string,
): Promise<void> {
  const menu = await menuOf(db, entry.type);
  const parents = parentIds.map((p) => byId(menu, p));
  if (parents.some((p) => !p?.isCategory)) throw new ApiError(400, "unknown_reference");
  const parent = parentIds[0];
  if (!entry.isCategory || parent === undefined) return;
  for (let p: number | undefined = parent; p !== undefined; p = menu.parentOf.get(p))
    if (p === entry.id) throw invalid(field);
  const height = entry.id === null ? 1 : heightOf(menu, entry.id);
  if (levelOf(menu.parentOf, parent) + height > SNACK_LIMITS.depth) throw invalid(field);
}

/** The rules of an article or a category, before saving `body` as entry `id` (null: new). */
export async function checkArticle(
  db: Db,
  body: SnackArticleValues,
  current: SnackArticle | null,
): Promise<void> {
  if (body.snackLocationId !== null && !body.isCategory) {
    const [zone] = await db
      .select({ type: snackLocations.type })
      .from(snackLocations)
      .where(eq(snackLocations.id, body.snackLocationId));
    if (zone?.type !== body.type) throw new ApiError(400, "unknown_reference");
  }
  if (current?.isCategory) {
    // Its children stay of its type, under a category.
    const [child] = await db
      .select({ id: links.productId })
      .from(links)
      .where(eq(links.categoryId, current.id))
      .limit(1);
    if (child && !body.isCategory) throw invalid("isCategory");
    if (child && body.type !== current.type) throw invalid("type");
  }
  const categoryIds = body.isCategory ? body.snackCategoryId.slice(0, 1) : body.snackCategoryId;
  await checkPlace(db, { ...body, id: current?.id ?? null }, categoryIds, "snackCategoryId");
}

/** Gives `productId` exactly these categories, in this order (one transaction: the route's). */
export async function relink(db: Db, productId: number, categoryIds: number[]): Promise<void> {
  await db.delete(links).where(eq(links.productId, productId));
  if (categoryIds.length)
    await db
      .insert(links)
      .values(categoryIds.map((categoryId, position) => ({ productId, categoryId, position })));
}

/** Writes the entry's row and links; a category has no price, no zone and one parent at most. */
export async function saveArticle(
  db: Db,
  body: SnackArticleValues,
  id: number | null,
): Promise<number> {
  const { snackCategoryId, ...fields } = body;
  const values = body.isCategory
    ? { ...fields, tokenPrice: 0, fidelityPointPrice: 0, snackLocationId: null }
    : fields;
  let saved = id;
  if (saved === null) {
    const [row] = await db.insert(snackProducts).values(values).returning({ id: snackProducts.id });
    saved = row!.id;
  } else await db.update(snackProducts).set(values).where(eq(snackProducts.id, saved));
  await relink(db, saved, body.isCategory ? snackCategoryId.slice(0, 1) : snackCategoryId);
  return saved;
}

/**
 * Moves entry `id` under `parentId` (null: the top level) at `position` among its new siblings,
 * renumbered 10, 20, 30...; an article leaves `fromParentId` and keeps its other categories (to
 * the top level: it leaves them all, the top level being "in no category"). At the top level the
 * categories and the articles in none are two rows of siblings (the tree shows them apart).
 */
export async function moveEntry(
  db: Db,
  entry: SnackArticle,
  move: { parentId: number | null; fromParentId: number | null; position: number },
): Promise<void> {
  const { parentId, fromParentId } = move;
  const target = parentId === null ? [] : [parentId];
  await checkPlace(db, entry, target, "parentId");
  const current = entry.snackCategoryId;
  if (entry.isCategory) await relink(db, entry.id, target);
  else if (parentId === null) await relink(db, entry.id, []);
  else {
    const from = fromParentId === null ? -1 : current.indexOf(fromParentId);
    if (fromParentId === null ? current.length > 0 : from < 0) throw invalid("fromParentId");
    const next = [...current];
    if (from >= 0) next[from] = parentId;
    else next.push(parentId);
    await relink(db, entry.id, [...new Set(next)]);
  }
  const menu = await menuOf(db, entry.type);
  // At the top level, categories come before the articles in none: each kind is its own row.
  const siblings = childrenIn(menu, parentId).filter(
    (e) => e.id !== entry.id && (parentId !== null || e.isCategory === entry.isCategory),
  );
  const moved = byId(menu, entry.id)!;
  siblings.splice(Math.min(move.position, siblings.length), 0, moved);
  for (const [k, sibling] of siblings.entries())
    if (sibling.order !== (k + 1) * 10)
      await db
        .update(snackProducts)
        .set({ order: (k + 1) * 10 })
        .where(eq(snackProducts.id, sibling.id));
}

/** Deletes an entry; a category's children (first link to it) move up to its parent. */
export async function removeEntry(db: Db, entry: SnackArticle): Promise<void> {
  if (entry.isCategory) {
    const parent = entry.snackCategoryId[0];
    const inside = await db.select().from(links).where(eq(links.categoryId, entry.id));
    for (const { productId } of inside) {
      const own = (await db.select().from(links).where(eq(links.productId, productId)))
        .sort((a, b) => a.position - b.position)
        .map((l) => l.categoryId);
      if (own[0] !== entry.id) continue;
      const rest = own.filter((c) => c !== entry.id && c !== parent);
      await relink(db, productId, parent === undefined ? rest : [parent, ...rest]);
    }
  }
  await db.delete(snackProducts).where(eq(snackProducts.id, entry.id));
}

/** Articles (not categories) of a type matching the list's filters. */
export function articleFilter(type: SnackType, ...more: (SQL | undefined)[]): SQL | undefined {
  return and(eq(snackProducts.type, type), eq(snackProducts.isCategory, false), ...more);
}
