/** The LED animations a game category may play (`animationsApi`). */
import { asc } from "drizzle-orm";
import type { Hono } from "hono";
import { animationsApi } from "../../src/contract/catalogue.endpoints";
import { animations } from "../db/schema/catalogue.schema";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";

export function registerAnimationRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, animationsApi.list, async (c) =>
    c.json({
      values: await c.get("deps").db.select().from(animations).orderBy(asc(animations.name)),
    }),
  );
}
