/**
 * Games as the API gives them (names of their type and category, their devices, prices in euros)
 * and the rules of a game that need the database (spec section 5). Used by games.route.ts.
 */
import { and, asc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Game, GameValues } from "../../src/contract/catalogue";
import { numberKey } from "../../src/contract/limits";
import type { Db } from "../db/database";
import { centsOrNull, eurosOrNull } from "../db/money";
import { gameCategories, games, gameTypes } from "../db/schema/catalogue.schema";
import { kiosks, smartTouches } from "../db/schema/kiosks.schema";
import { ApiError } from "../http/api-error";

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

export const gamesWithNames = (db: Db) =>
  db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameTypes, eq(gameTypes.id, games.gameTypeId))
    .innerJoin(gameCategories, eq(gameCategories.id, games.gameCategoryId));

type GameRow = Awaited<ReturnType<ReturnType<typeof gamesWithNames>["all"]>>[number];

/** The API's game: names of its type and category, its devices, prices in euros. */
export async function withDevices(db: Db, rows: GameRow[]): Promise<Game[]> {
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

export async function requireGame(db: Db, id: number): Promise<Game> {
  const [game] = await withDevices(db, await gamesWithNames(db).where(eq(games.id, id)));
  if (!game) throw new ApiError(404, "not_found");
  return game;
}

/**
 * The rules that need the database (spec section 5): the type and category exist, the code is
 * not another game's, the type takes this many devices, and every device exists and is free or
 * already this game's (a kiosk's device or another game's is refused).
 */
export async function checkGame(db: Db, body: GameValues, gameId: number | null): Promise<void> {
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
export async function saveGame(db: Db, body: GameValues, gameId: number | null): Promise<number> {
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
