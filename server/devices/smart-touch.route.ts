/**
 * Smart-touch devices (spec section 7, Devices; src/contract/devices.endpoints.ts
 * `smartTouchApi`): list, count, one device, create, update by serial number, delete. Their
 * actions of their own rights are in smart-touch-actions.route.ts. A device linked to nothing
 * stays in maintenance (spec section 4; also a database trigger, migration 0007). Decisions:
 * src/contract/devices.ts.
 */
import { asc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { isUnlinked } from "../../src/contract/devices";
import { smartTouchApi } from "../../src/contract/devices.endpoints";
import { smartTouches } from "../db/schema/kiosks.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { defineCountRoute } from "../http/paging";
import {
  deviceById,
  deviceBySerial,
  refuseTakenSerial,
  selectDevices,
} from "./smart-touch.repository";

export function registerSmartTouchRoutes(app: Hono<AppEnv>): void {
  defineCountRoute(app, smartTouchApi.count, smartTouches);

  defineRoute(app, smartTouchApi.list, async (c) =>
    c.json({
      values: await selectDevices(c.get("deps").db).orderBy(asc(smartTouches.serialNumber)),
    }),
  );

  defineRoute(app, smartTouchApi.one, async (c, { params }) =>
    c.json(await deviceById(c.get("deps").db, params.id)),
  );

  defineRoute(app, smartTouchApi.create, async (c, { body }) => {
    const { db } = c.get("deps");
    await refuseTakenSerial(db, body.serialNumber, null);
    const [row] = await db
      .insert(smartTouches)
      .values({ ...body, maintenance: true, state: "OK" })
      .returning({ id: smartTouches.id });
    return c.json(await deviceById(db, row!.id), 201);
  });

  defineRoute(app, smartTouchApi.update, async (c, { params, body }) => {
    const { db } = c.get("deps");
    const device = await deviceBySerial(db, params.serialNumber);
    if (body.serialNumber !== device.serialNumber)
      throw new ApiError(400, "validation_failed", {
        issues: [{ path: "serialNumber", rule: "is_valid" }],
      });
    await db
      .update(smartTouches)
      .set({
        tapDelay: body.tapDelay,
        pingDelay: body.pingDelay,
        maintenance: body.maintenance || isUnlinked(device),
      })
      .where(eq(smartTouches.id, device.id));
    return c.json(await deviceById(db, device.id));
  });

  defineRoute(app, smartTouchApi.remove, async (c, { params }) => {
    const { db } = c.get("deps");
    const device = await deviceById(db, params.id);
    await db.delete(smartTouches).where(eq(smartTouches.id, device.id));
    return c.body(null, 204);
  });
}
