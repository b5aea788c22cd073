/** Game categories: edited by the back office, added by the venue's tools (`gameCategoriesApi`). */
import { asc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { gameCategoriesApi } from "../../src/contract/catalogue.endpoints";
import type { Db } from "../db/database";
import { animations, gameCategories } from "../db/schema/catalogue.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { defineCountRoute } from "../http/paging";

const categoriesWithAnimation = (db: Db) =>
  db
    .select({
      id: gameCategories.id,
      code: gameCategories.code,
      name: gameCategories.name,
      tokenPrice: gameCategories.tokenPrice,
      tva: gameCategories.tva,
      animationId: gameCategories.animationId,
      animationName: animations.name,
    })
    .from(gameCategories)
    .leftJoin(animations, eq(animations.id, gameCategories.animationId));

async function requireCategory(db: Db, id: number) {
  const [row] = await categoriesWithAnimation(db).where(eq(gameCategories.id, id));
  if (!row) throw new ApiError(404, "not_found");
  return row;
}

async function requireAnimation(db: Db, id: number): Promise<void> {
  const [row] = await db
    .select({ id: animations.id })
    .from(animations)
    .where(eq(animations.id, id));
  if (!row) throw new ApiError(400, "unknown_reference");
}

export function registerGameCategoryRoutes(app: Hono<AppEnv>): void {
  defineCountRoute(app, gameCategoriesApi.count, gameCategories);

  defineRoute(app, gameCategoriesApi.list, async (c) =>
    c.json({
      values: await categoriesWithAnimation(c.get("deps").db).orderBy(asc(gameCategories.name)),
    }),
  );

  defineRoute(app, gameCategoriesApi.one, async (c, { params }) =>
    c.json(await requireCategory(c.get("deps").db, params.id)),
  );

  defineRoute(app, gameCategoriesApi.create, async (c, { body }) => {
    const { db } = c.get("deps");
    await requireAnimation(db, body.animationId);
    const [clash] = await db
      .select({ id: gameCategories.id })
      .from(gameCategories)
      .where(eq(gameCategories.code, body.code));
    if (clash) throw new ApiError(400, "code_duplicated");
    const [row] = await db.insert(gameCategories).values(body).returning({ id: gameCategories.id });
    return c.json(await requireCategory(db, row!.id), 201);
  });

  defineRoute(app, gameCategoriesApi.update, async (c, { params, body }) => {
    const { db } = c.get("deps");
    await requireCategory(db, params.id);
    await requireAnimation(db, body.animationId);
    await db.update(gameCategories).set(body).where(eq(gameCategories.id, params.id));
    return c.json(await requireCategory(db, params.id));
  });
}
