/**
 * The actions on a smart-touch device, each of its own right (spec section 7, Devices;
 * src/contract/devices.endpoints.ts `smartTouchApi`): maintenance, settings, a staff test game.
 * Settings and the staff game reach the device as commands at its next report.
 */
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { isUnlinked } from "../../src/contract/devices";
import { smartTouchApi } from "../../src/contract/devices.endpoints";
import { numberKey } from "../../src/contract/limits";
import { cardNumberKeys, staffCards } from "../db/schema/cards.schema";
import { smartTouches } from "../db/schema/kiosks.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { caller } from "../http/rights.middleware";
import { queueCommand } from "./device-commands";
import { deviceMachine, logAction } from "../monitor/monitor-log";
import { deviceById, deviceBySerial } from "./smart-touch.repository";

export function registerSmartTouchActionRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, smartTouchApi.maintenance, async (c, { params, body }) => {
    const { db } = c.get("deps");
    const device = await deviceBySerial(db, params.serialNumber);
    if (!body.maintenance && isUnlinked(device)) throw new ApiError(400, "device_unlinked");
    await db
      .update(smartTouches)
      .set({ maintenance: body.maintenance })
      .where(eq(smartTouches.id, device.id));
    await logAction(db, {
      type: body.maintenance ? "MaintenanceOn" : "MaintenanceOff",
      machineName: await deviceMachine(db, "smarttouch", device.serialNumber),
      employeeId: caller(c).employeeId,
    });
    return c.json(await deviceById(db, device.id));
  });

  defineRoute(app, smartTouchApi.settings, async (c, { params, body }) => {
    const { db } = c.get("deps");
    const device = await deviceBySerial(db, params.serialNumber);
    await db.update(smartTouches).set(body).where(eq(smartTouches.id, device.id));
    await queueCommand(db, {
      target: "smarttouch",
      serialNumber: device.serialNumber,
      command: "settings",
      payload: body,
      employeeId: caller(c).employeeId,
    });
    return c.json(await deviceById(db, device.id));
  });

  defineRoute(app, smartTouchApi.staffGame, async (c, { params, body }) => {
    const { db } = c.get("deps");
    const device = await deviceBySerial(db, params.serialNumber);
    if (device.gameId === null) throw new ApiError(400, "device_no_game");
    const [card] = await db
      .select({ number: staffCards.number, active: staffCards.active })
      .from(cardNumberKeys)
      .innerJoin(staffCards, eq(staffCards.number, cardNumberKeys.staffCardNumber))
      .where(eq(cardNumberKeys.key, numberKey(body.staffCardNumber)));
    if (!card) throw new ApiError(400, "staff_card_unknown");
    if (!card.active) throw new ApiError(400, "card_inactive");
    const command = await queueCommand(db, {
      target: "smarttouch",
      serialNumber: device.serialNumber,
      command: "staffGame",
      payload: { staffCardNumber: card.number },
      employeeId: caller(c).employeeId,
    });
    return c.json(command, 201);
  });
}
