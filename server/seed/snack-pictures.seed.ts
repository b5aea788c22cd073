/**
 * Pictures for the demo venue's menu (server/seed/snacks.seed.ts), made by the project: a line
 * icon of the article's family on a colour of its own, rendered by sharp and stored as any upload
 * is (server/snacks/pictures.ts). Run once by the server on the demo database (main.ts), not by
 * the per-test seed: a `demo_pictures` mark says it was done.
 */
import { and, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../db/database";
import { DEMO_VENUE_SETTING, settings } from "../db/schema/settings.schema";
import { snackProductCategories, snackProducts } from "../db/schema/snacks.schema";
import { writeTransaction } from "../db/write-transaction";
import { storePicture } from "../snacks/pictures";

const MARK = "demo_pictures";

/** Line icons (24x24, Tabler Icons' style, MIT) by top-level category name. */
const ICONS: Record<string, string> = {
  Boissons: "M5 11h14V8H5zM17.5 11 16 21H8L6.5 11M6 8V7a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v1M15 5V3",
  Salé: "M12 21.5 3 7a13 13 0 0 1 18 0zM10 10h.01M14 13h.01M12 16h.01",
  Sucré: "M8 10a4 4 0 1 1 8 0zM8 10l4 11 4-11M10 6.5c1-1 3-1 4 0",
  Peluches:
    "M4 6a2 2 0 1 0 4 0a2 2 0 1 0-4 0M16 6a2 2 0 1 0 4 0a2 2 0 1 0-4 0M5 14a7 7 0 1 0 14 0a7 7 0 1 0-14 0M10 13h.01M14 13h.01M11 16.5h2",
  Accessoires: "M3 4v7l10 10 8-8L11 3H4zM7.5 7.5h.01",
};
const HUES: Record<string, number> = {
  Boissons: 205,
  Salé: 25,
  Sucré: 330,
  Peluches: 270,
  Accessoires: 170,
};

function svg(path: string, hue: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 24 24">` +
      `<rect width="24" height="24" fill="hsl(${hue} 55% 45%)"/>` +
      `<g transform="translate(4.8 4.8) scale(0.6)" fill="none" stroke="#fff" stroke-width="1.6" ` +
      `stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></g></svg>`,
  );
}

/** Each entry's top-level category's name (itself for a top-level category). */
async function familiesOf(db: Db): Promise<Map<number, string>> {
  const rows = await db.select().from(snackProducts);
  const parents = await db
    .select()
    .from(snackProductCategories)
    .where(eq(snackProductCategories.position, 0));
  const parentOf = new Map(parents.map((l) => [l.productId, l.categoryId]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const families = new Map<number, string>();
  for (const row of rows) {
    let top = row;
    for (let guard = 0; parentOf.has(top.id) && guard < 5; guard += 1)
      top = byId.get(parentOf.get(top.id)!) ?? top;
    families.set(row.id, top.name);
  }
  return families;
}

/** Gives the demo's articles their pictures, once; a venue's own database is never touched. */
export async function ensureDemoPictures(db: Db, dir: string): Promise<number> {
  const marks = await db.select().from(settings);
  const has = (key: string) => marks.some((m) => m.key === key);
  if (!has(DEMO_VENUE_SETTING) || has(MARK)) return 0;
  const families = await familiesOf(db);
  const articles = await db
    .select({ id: snackProducts.id })
    .from(snackProducts)
    .where(and(eq(snackProducts.isCategory, false), isNull(snackProducts.picture)));
  // The files first, then every row and the mark in one transaction.
  const pictures: { id: number; picture: string }[] = [];
  for (const { id } of articles) {
    const family = families.get(id) ?? "";
    const icon = ICONS[family];
    if (!icon) continue;
    const png = await sharp(svg(icon, (HUES[family] ?? 0) + ((id * 23) % 40) - 20))
      .png()
      .toBuffer();
    pictures.push({ id, picture: await storePicture(dir, png) });
  }
  await writeTransaction(db, async (tx) => {
    for (const { id, picture } of pictures)
      await tx.update(snackProducts).set({ picture }).where(eq(snackProducts.id, id));
    await tx.insert(settings).values({ key: MARK, value: "1" }).onConflictDoNothing();
  });
  return pictures.length;
}
