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
  type SnackType,
} from "../../src/contract/snacks";
import type { Db } from "../db/database";
import { snackLocations, snackProductCategories, snackProducts } from "../db/schema/snacks.schema";
import { ApiError } from "../http/api-error";
import { byId, childrenIn, heightOf, levelOf, menuOf } from "./snack-tree";

const links = snackProductCategories;
type Product = typeof snackProducts.$inferSelect;

/** Ascending `order`, then name, then id: the one order of siblings and lists. */
export const entryOrder = [
  asc(snackProducts.order),
  asc(snackProducts.name),
  asc(snackProducts.id),
];

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
