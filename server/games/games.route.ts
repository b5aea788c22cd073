/** Games with their devices (src/contract/catalogue.endpoints.ts `gamesApi`). */
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Hono } from "hono";
import { gamesApi } from "../../src/contract/catalogue.endpoints";
import { gameCategories, games, gameTypes } from "../db/schema/catalogue.schema";
import { smartTouches } from "../db/schema/kiosks.schema";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { byText, defineCountRoute, orderOf, pageOf, type SortColumns } from "../http/paging";
import type { SortKeys } from "../../src/contract/paging";
import { likePattern, likeText } from "../search/search.sql";
import { checkGame, gamesWithNames, requireGame, saveGame, withDevices } from "./game.repository";

/** The list's orders (its `sort` keys, catalogue.endpoints.ts): a venue has tens of games. */
const GAME_ORDER = {
  code: byText(games.code),
  type: byText(gameTypes.name),
  category: byText(gameCategories.name),
  devices: sql`(select count(*) from ${smartTouches} where ${smartTouches.gameId} = ${games.id})`,
  tokenPrice: games.tokenPrice,
  tva: games.tva,
  installed: games.dateInstallation,
  maintenance: games.maintenance,
} satisfies Record<SortKeys<typeof gamesApi.list>, SortColumns>;

export function registerGameRoutes(app: Hono<AppEnv>): void {
  defineCountRoute(app, gamesApi.count, games);

  defineRoute(app, gamesApi.list, async (c, { query: q }) => {
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
        .orderBy(...orderOf(q.sort, GAME_ORDER, games.id, [asc(games.code), asc(games.id)]))
        .limit(limit)
        .offset(offset),
    );
    return c.json({ ...page, results: await withDevices(db, page.results) });
  });

  defineRoute(app, gamesApi.one, async (c, { params }) =>
    c.json(await requireGame(c.get("deps").db, params.id)),
  );

  defineRoute(app, gamesApi.create, async (c, { body }) => {
    const { db } = c.get("deps");
    await checkGame(db, body, null);
    const id = await saveGame(db, body, null);
    return c.json(await requireGame(db, id), 201);
  });

  defineRoute(app, gamesApi.update, async (c, { params, body }) => {
    const { db } = c.get("deps");
    await requireGame(db, params.id);
    await checkGame(db, body, params.id);
    await saveGame(db, body, params.id);
    return c.json(await requireGame(db, params.id));
  });

  defineRoute(app, gamesApi.remove, async (c, { params }) => {
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
  });
}
