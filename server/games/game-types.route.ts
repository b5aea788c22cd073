/** Game types, read only: they come with the games' software (`gameTypesApi`). */
import { asc } from "drizzle-orm";
import type { Hono } from "hono";
import { gameTypesApi } from "../../src/contract/catalogue.endpoints";
import { gameTypes } from "../db/schema/catalogue.schema";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { defineCountRoute } from "../http/paging";

export function registerGameTypeRoutes(app: Hono<AppEnv>): void {
  defineCountRoute(app, gameTypesApi.count, gameTypes);
  defineRoute(app, gameTypesApi.list, async (c) =>
    c.json({
      values: await c.get("deps").db.select().from(gameTypes).orderBy(asc(gameTypes.name)),
    }),
  );
}
