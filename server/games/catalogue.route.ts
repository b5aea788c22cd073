/**
 * The catalogue (spec section 7, "Games, types, categories, products", and the LED animations of
 * "Devices"): game types (read only), game categories (edited, never added), games with their
 * devices, and price products. Rules and decisions: src/contract/catalogue.ts.
 * Money is integer cents in the database and euros on the wire (toCents / toEuros below).
 */
import { and, asc, count, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Hono } from "hono";
import {
  animationSchema,
  gameCategoryCreateSchema,
  gameCategoryInputSchema,
  gameCategorySchema,
  gameInputSchema,
  gameListQuerySchema,
  gameSchema,
  gameTypeSchema,
  productInputSchema,
  productListQuerySchema,
  productSchema,
  type Game,
  type GameValues,
} from "../../src/contract/catalogue";
import { numberKey } from "../../src/contract/limits";
import { pagedSchema, valuesSchema } from "../../src/contract/paging";
import { likePattern, likeText } from "../search/search.sql";
import type { Db } from "../db/database";
import {
  animations,
  gameCategories,
  games,
  gameTypes,
  products,
} from "../db/schema/catalogue.schema";
import { kiosks, smartTouches } from "../db/schema/kiosks.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { idParamsSchema } from "../http/validation";
import { defineCountRoute, pageOf } from "../http/paging";

const TAG = "Catalogue";

export const toCents = (euros: number) => Math.round(euros * 100);
export const toEuros = (cents: number) => cents / 100;
const centsOrNull = (euros: number | undefined) => (euros === undefined ? null : toCents(euros));
const eurosOrNull = (cents: number | null) => (cents === null ? null : toEuros(cents));

// ---- games ---------------------------------------------------------------------------------

const gameColumns = {
  row: games,
  gameTypeName: gameTypes.name,
  gameCategoryName: gameCategories.name,
  maxPlayers: gameTypes.maxPlayers,
  nbMaxSmartouchs: gameTypes.nbMaxSmartouchs,
  bonusAllowed: gameTypes.bonusAllowed,
  freePlayDelay: gameTypes.freePlayDelay,
  happyHourDelay: gameTypes.happyHourDelay,
};

const gamesWithNames = (db: Db) =>
  db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameTypes, eq(gameTypes.id, games.gameTypeId))
    .innerJoin(gameCategories, eq(gameCategories.id, games.gameCategoryId));

type GameRow = Awaited<ReturnType<ReturnType<typeof gamesWithNames>["all"]>>[number];

/** The API's game: names of its type and category, its devices, prices in euros. */
async function withDevices(db: Db, rows: GameRow[]): Promise<Game[]> {
  const ids = rows.map((r) => r.row.id);
  const devices = ids.length
    ? await db
        .select({ id: smartTouches.id, gameId: smartTouches.gameId })
        .from(smartTouches)
        .where(inArray(smartTouches.gameId, ids))
        .orderBy(asc(smartTouches.id))
    : [];
  return rows.map(({ row, ...type }) => {
    const { codeKey: _key, purchasePriceCents, sellingPriceCents, ...game } = row;
    return {
      ...game,
      ...type,
      purchasePrice: eurosOrNull(purchasePriceCents),
      sellingPrice: eurosOrNull(sellingPriceCents),
      smartTouchIds: devices.filter((d) => d.gameId === row.id).map((d) => d.id),
    };
  });
}

async function requireGame(db: Db, id: number): Promise<Game> {
  const [game] = await withDevices(db, await gamesWithNames(db).where(eq(games.id, id)));
  if (!game) throw new ApiError(404, "not_found");
  return game;
}

/**
 * The rules that need the database (spec section 5): the type and category exist, the code is
 * not another game's, the type takes this many devices, and every device exists and is free or
 * already this game's (a kiosk's device or another game's is refused).
 */
async function checkGame(db: Db, body: GameValues, gameId: number | null): Promise<void> {
  const [type] = await db.select().from(gameTypes).where(eq(gameTypes.id, body.gameTypeId));
  const [category] = await db
    .select({ id: gameCategories.id })
    .from(gameCategories)
    .where(eq(gameCategories.id, body.gameCategoryId));
  if (!type || !category) throw new ApiError(400, "unknown_reference");
  const [clash] = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.codeKey, numberKey(body.code)),
        gameId === null ? undefined : ne(games.id, gameId),
      ),
    );
  if (clash) throw new ApiError(400, "code_duplicated");
  if (body.smartTouchIds.length > type.nbMaxSmartouchs)
    throw new ApiError(400, "too_many_devices", {
      issues: [{ path: "smartTouchIds", rule: `max_value:${type.nbMaxSmartouchs}` }],
    });
  if (!body.smartTouchIds.length) return;
  const found = await db
    .select({ id: smartTouches.id, gameId: smartTouches.gameId, kioskId: kiosks.id })
    .from(smartTouches)
    .leftJoin(kiosks, eq(kiosks.smartTouchId, smartTouches.id))
    .where(inArray(smartTouches.id, body.smartTouchIds));
  if (found.length !== body.smartTouchIds.length) throw new ApiError(400, "unknown_reference");
  const taken = found.some((d) => d.kioskId !== null || (d.gameId !== null && d.gameId !== gameId));
  if (taken) throw new ApiError(400, "device_unavailable");
}

/** Writes the game's row and gives it exactly `smartTouchIds` (one transaction: the route's). */
async function saveGame(db: Db, body: GameValues, gameId: number | null): Promise<number> {
  const { smartTouchIds, purchasePrice, sellingPrice, ...fields } = body;
  const values = {
    ...fields,
    seller: fields.seller ?? null,
    codeKey: numberKey(body.code),
    purchasePriceCents: centsOrNull(purchasePrice),
    sellingPriceCents: centsOrNull(sellingPrice),
  };
  let id = gameId;
  if (id === null) {
    const [row] = await db.insert(games).values(values).returning({ id: games.id });
    id = row!.id;
  } else {
    await db.update(games).set(values).where(eq(games.id, id));
    // A device left with no game (never on a kiosk: checkGame) goes into maintenance.
    await db
      .update(smartTouches)
      .set({ gameId: null, maintenance: true })
      .where(
        and(
          eq(smartTouches.gameId, id),
          smartTouchIds.length ? sql`${smartTouches.id} NOT IN ${smartTouchIds}` : undefined,
        ),
      );
  }
  if (smartTouchIds.length)
    await db
      .update(smartTouches)
      .set({ gameId: id, maintenance: false })
      .where(
        and(
          inArray(smartTouches.id, smartTouchIds),
          or(isNull(smartTouches.gameId), eq(smartTouches.gameId, id)),
        ),
      );
  return id;
}

// ---- categories ----------------------------------------------------------------------------

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

// ---- products ------------------------------------------------------------------------------

const productOf = ({ priceCents, ...row }: typeof products.$inferSelect) => ({
  ...row,
  price: toEuros(priceCents),
});

async function requireProduct(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new ApiError(404, "not_found");
  return row;
}

export function registerCatalogueRoutes(app: Hono<AppEnv>): void {
  defineCountRoute(
    app,
    {
      path: "/api/gametype/count",
      requirement: "CATALOG_READ",
      summary: "How many game types the venue has",
      tag: TAG,
    },
    gameTypes,
  );

  defineRoute(app, {
    method: "get",
    path: "/api/gameType/gameTypes",
    requirement: "CATALOG_READ",
    summary: "Every game type, by name (read only: types come with the games' software)",
    tag: TAG,
    answers: { 200: valuesSchema(gameTypeSchema) },
    handler: async (c) =>
      c.json({
        values: await c.get("deps").db.select().from(gameTypes).orderBy(asc(gameTypes.name)),
      }),
  });

  defineCountRoute(
    app,
    {
      path: "/api/gamecategory/count",
      requirement: "CATALOG_READ",
      summary: "How many game categories the venue has",
      tag: TAG,
    },
    gameCategories,
  );

  defineRoute(app, {
    method: "get",
    path: "/api/gamecategory/gamecategories",
    requirement: "CATALOG_READ",
    summary: "Every game category with its LED animation, by name",
    tag: TAG,
    answers: { 200: valuesSchema(gameCategorySchema) },
    handler: async (c) =>
      c.json({
        values: await categoriesWithAnimation(c.get("deps").db).orderBy(asc(gameCategories.name)),
      }),
  });

  defineRoute(app, {
    method: "get",
    path: "/api/gamecategory/:id",
    requirement: "CATALOG_READ",
    summary: "One game category",
    tag: TAG,
    params: idParamsSchema,
    answers: { 200: gameCategorySchema },
    errors: { 404: ["not_found"] },
    handler: async (c, { params }) => c.json(await requireCategory(c.get("deps").db, params.id)),
  });

  defineRoute(app, {
    method: "post",
    path: "/api/gamecategory",
    requirement: "CATALOG_ADD_UPDATE",
    summary:
      "Adds a game category (the back office only edits them; the call is for the venue's tools)",
    tag: TAG,
    body: gameCategoryCreateSchema,
    answers: { 201: gameCategorySchema },
    errors: { 400: ["code_duplicated", "unknown_reference"] },
    handler: async (c, { body }) => {
      const { db } = c.get("deps");
      await requireAnimation(db, body.animationId);
      const [clash] = await db
        .select({ id: gameCategories.id })
        .from(gameCategories)
        .where(eq(gameCategories.code, body.code));
      if (clash) throw new ApiError(400, "code_duplicated");
      const [row] = await db
        .insert(gameCategories)
        .values(body)
        .returning({ id: gameCategories.id });
      return c.json(await requireCategory(db, row!.id), 201);
    },
  });

  defineRoute(app, {
    method: "put",
    path: "/api/gamecategory/:id",
    requirement: "CATALOG_ADD_UPDATE",
    summary: "Edits a game category: VAT (0 to 100), token price and LED animation",
    tag: TAG,
    params: idParamsSchema,
    body: gameCategoryInputSchema,
    answers: { 200: gameCategorySchema },
    errors: { 400: ["unknown_reference"], 404: ["not_found"] },
    handler: async (c, { params, body }) => {
      const { db } = c.get("deps");
      await requireCategory(db, params.id);
      await requireAnimation(db, body.animationId);
      await db.update(gameCategories).set(body).where(eq(gameCategories.id, params.id));
      return c.json(await requireCategory(db, params.id));
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/api/smarttouch/all-animation",
    requirement: "CATALOG_READ",
    summary: "The LED animations a game category may play, by name",
    tag: TAG,
    answers: { 200: valuesSchema(animationSchema) },
    handler: async (c) =>
      c.json({
        values: await c.get("deps").db.select().from(animations).orderBy(asc(animations.name)),
      }),
  });

  defineCountRoute(
    app,
    {
      path: "/api/game/count",
      requirement: "CATALOG_READ",
      summary: "How many games the venue has",
      tag: TAG,
    },
    games,
  );

  defineRoute(app, {
    method: "get",
    path: "/api/game/games",
    requirement: "CATALOG_READ",
    summary:
      "Games, one page, by code; filtered on the code (contained), the type and the category",
    tag: TAG,
    query: gameListQuerySchema,
    answers: { 200: pagedSchema(gameSchema) },
    handler: async (c, { query: q }) => {
      const { db } = c.get("deps");
      const where = and(
        q.filterOnCode ? likeText(games.code, likePattern(q.filterOnCode, true)) : undefined,
        q.filterOnGameTypeId ? eq(games.gameTypeId, q.filterOnGameTypeId) : undefined,
        q.filterOnCategoryId ? eq(games.gameCategoryId, q.filterOnCategoryId) : undefined,
      );
      const total = db.select({ n: count() }).from(games).where(where);
      const page = await pageOf(q, total, (limit, offset) =>
        gamesWithNames(db)
          .where(where)
          .orderBy(asc(games.code), asc(games.id))
          .limit(limit)
          .offset(offset),
      );
      return c.json({ ...page, results: await withDevices(db, page.results) });
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/api/game/:id",
    requirement: "CATALOG_READ",
    summary: "One game with its devices",
    tag: TAG,
    params: idParamsSchema,
    answers: { 200: gameSchema },
    errors: { 404: ["not_found"] },
    handler: async (c, { params }) => c.json(await requireGame(c.get("deps").db, params.id)),
  });

  const gameRefusals = [
    "code_duplicated",
    "too_many_devices",
    "device_unavailable",
    "unknown_reference",
  ] as const;

  defineRoute(app, {
    method: "post",
    path: "/api/game",
    requirement: "CATALOG_ADD_UPDATE",
    summary: "Adds a game and links its devices (at most its type's maximum, each free)",
    tag: TAG,
    body: gameInputSchema,
    answers: { 201: gameSchema },
    errors: { 400: [...gameRefusals] },
    handler: async (c, { body }) => {
      const { db } = c.get("deps");
      await checkGame(db, body, null);
      const id = await saveGame(db, body, null);
      return c.json(await requireGame(db, id), 201);
    },
  });

  defineRoute(app, {
    method: "put",
    path: "/api/game/:id",
    requirement: "CATALOG_ADD_UPDATE",
    summary: "Updates a game; its devices become exactly the ones sent (the others are freed)",
    tag: TAG,
    params: idParamsSchema,
    body: gameInputSchema,
    answers: { 200: gameSchema },
    errors: { 400: [...gameRefusals], 404: ["not_found"] },
    handler: async (c, { params, body }) => {
      const { db } = c.get("deps");
      await requireGame(db, params.id);
      await checkGame(db, body, params.id);
      await saveGame(db, body, params.id);
      return c.json(await requireGame(db, params.id));
    },
  });

  defineRoute(app, {
    method: "delete",
    path: "/api/game/:id",
    requirement: "CATALOG_DELETE",
    summary: "Deletes a game; its devices are freed and put in maintenance",
    tag: TAG,
    params: idParamsSchema,
    answers: { 204: null },
    errors: { 404: ["not_found"] },
    handler: async (c, { params }) => {
      const { db } = c.get("deps");
      await requireGame(db, params.id);
      // Its devices, left with nothing, go into maintenance (spec section 5); the trigger of
      // migration 0003 unlinks them with the row.
      await db
        .update(smartTouches)
        .set({ maintenance: true })
        .where(eq(smartTouches.gameId, params.id));
      await db.delete(games).where(eq(games.id, params.id));
      return c.body(null, 204);
    },
  });

  defineCountRoute(
    app,
    {
      path: "/api/product/count",
      requirement: "PRODUCT_READ",
      summary: "How many price products the venue sells",
      tag: TAG,
    },
    products,
  );

  defineRoute(app, {
    method: "get",
    path: "/api/product/products",
    requirement: "PRODUCT_READ",
    summary: "Price products, one page, by price then name",
    tag: TAG,
    query: productListQuerySchema,
    answers: { 200: pagedSchema(productSchema) },
    handler: async (c, { query: q }) => {
      const { db } = c.get("deps");
      const page = await pageOf(q, db.select({ n: count() }).from(products), (limit, offset) =>
        db
          .select()
          .from(products)
          .orderBy(asc(products.priceCents), asc(products.name), asc(products.id))
          .limit(limit)
          .offset(offset),
      );
      return c.json({ ...page, results: page.results.map(productOf) });
    },
  });

  defineRoute(app, {
    method: "post",
    path: "/api/product",
    requirement: "PRODUCT_ADD_UPDATE",
    summary: "Adds a price product (units and/or bonus units for a price)",
    tag: TAG,
    body: productInputSchema,
    answers: { 201: productSchema },
    handler: async (c, { body: { price, ...body } }) => {
      const [row] = await c
        .get("deps")
        .db.insert(products)
        .values({ ...body, priceCents: toCents(price) })
        .returning();
      return c.json(productOf(row!), 201);
    },
  });

  defineRoute(app, {
    method: "put",
    path: "/api/product/:id",
    requirement: "PRODUCT_ADD_UPDATE",
    summary: "Updates a price product",
    tag: TAG,
    params: idParamsSchema,
    body: productInputSchema,
    answers: { 200: productSchema },
    errors: { 404: ["not_found"] },
    handler: async (c, { params, body: { price, ...body } }) => {
      const { db } = c.get("deps");
      await requireProduct(db, params.id);
      const [row] = await db
        .update(products)
        .set({ ...body, priceCents: toCents(price) })
        .where(eq(products.id, params.id))
        .returning();
      return c.json(productOf(row!));
    },
  });

  defineRoute(app, {
    method: "delete",
    path: "/api/product/:id",
    requirement: "PRODUCT_DELETE",
    summary: "Deletes a price product (purchases made with it keep their figures)",
    tag: TAG,
    params: idParamsSchema,
    answers: { 204: null },
    errors: { 404: ["not_found"] },
    handler: async (c, { params }) => {
      const { db } = c.get("deps");
      await requireProduct(db, params.id);
      await db.delete(products).where(eq(products.id, params.id));
      return c.body(null, 204);
    },
  });
}
