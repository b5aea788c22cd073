/**
 * Smart-touch devices (spec section 7, Devices): list, count, one device, create, update by serial
 * number, delete, and the actions of their own rights: maintenance, settings, a staff test game.
 * A device linked to nothing stays in maintenance (spec section 4; also a database trigger,
 * migration 0007). Decisions: src/contract/devices.ts.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Hono } from "hono";
import {
  deviceCommandSchema,
  deviceSettingsSchema,
  isUnlinked,
  maintenanceInputSchema,
  serialParamsSchema,
  smartTouchInputSchema,
  smartTouchSchema,
  staffGameInputSchema,
} from "../../src/contract/devices";
import { numberKey } from "../../src/contract/limits";
import { valuesSchema } from "../../src/contract/paging";
import type { Db } from "../db/database";
import { cardNumberKeys, staffCards } from "../db/schema/cards.schema";
import { games, gameTypes } from "../db/schema/catalogue.schema";
import { kiosks, smartTouches } from "../db/schema/kiosks.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { idParamsSchema } from "../http/validation";
import { defineCountRoute } from "../http/paging";
import { caller } from "../http/rights.middleware";
import { queueCommand } from "./device-commands";

const TAG = "Devices";

/** Every device with its game (code, type) and kiosk (the list, one device, the health board). */
export function selectDevices(db: Db) {
  return db
    .select({
      id: smartTouches.id,
      serialNumber: smartTouches.serialNumber,
      gameId: smartTouches.gameId,
      gameCode: games.code,
      gameTypeName: gameTypes.name,
      kioskSerialNumber: kiosks.serialNumber,
      kioskName: kiosks.name,
      state: smartTouches.state,
      lastIp: smartTouches.lastIp,
      lastPing: smartTouches.lastPing,
      softwareVersion: smartTouches.softwareVersion,
      hardwareVersion: smartTouches.hardwareVersion,
      maintenance: smartTouches.maintenance,
      tapDelay: smartTouches.tapDelay,
      pingDelay: smartTouches.pingDelay,
      brightness: smartTouches.brightness,
      volume: smartTouches.volume,
      language: smartTouches.language,
    })
    .from(smartTouches)
    .leftJoin(games, eq(games.id, smartTouches.gameId))
    .leftJoin(gameTypes, eq(gameTypes.id, games.gameTypeId))
    .leftJoin(kiosks, eq(kiosks.smartTouchId, smartTouches.id));
}

export async function deviceBySerial(db: Db, serialNumber: string) {
  const [row] = await selectDevices(db).where(eq(smartTouches.serialNumber, serialNumber));
  if (!row) throw new ApiError(404, "not_found");
  return row;
}

async function deviceById(db: Db, id: number) {
  const [row] = await selectDevices(db).where(eq(smartTouches.id, id));
  if (!row) throw new ApiError(404, "not_found");
  return row;
}

async function refuseTakenSerial(db: Db, serialNumber: string, id: number | null) {
  const [clash] = await db
    .select({ id: smartTouches.id })
    .from(smartTouches)
    .where(sql`lower(${smartTouches.serialNumber}) = lower(${serialNumber})`);
  if (clash && clash.id !== id) throw new ApiError(400, "number_duplicated");
}

export function registerSmartTouchRoutes(app: Hono<AppEnv>): void {
  defineCountRoute(
    app,
    {
      path: "/api/smarttouch/count",
      requirement: "SMARTTOUCH_READ",
      summary: "How many smart-touch devices the venue has",
      tag: TAG,
    },
    smartTouches,
  );

  defineRoute(app, {
    method: "get",
    path: "/api/smarttouch/smarttouchs",
    requirement: { anyOf: ["SMARTTOUCH_READ", "KIOSK_ADD_UPDATE", "CATALOG_ADD_UPDATE"] },
    summary: "Every smart-touch device, with its game, its kiosk, its state and its settings",
    description:
      "Not paged: a venue has tens of devices, and the kiosk and game forms need them all to know which are free.",
    tag: TAG,
    answers: { 200: valuesSchema(smartTouchSchema) },
    handler: async (c) =>
      c.json({
        values: await selectDevices(c.get("deps").db).orderBy(asc(smartTouches.serialNumber)),
      }),
  });

  defineRoute(app, {
    method: "get",
    path: "/api/smarttouch/:id{[0-9]+}",
    requirement: "SMARTTOUCH_READ",
    summary: "One smart-touch device",
    tag: TAG,
    params: idParamsSchema,
    answers: { 200: smartTouchSchema },
    errors: { 404: ["not_found"] },
    handler: async (c, { params }) => c.json(await deviceById(c.get("deps").db, params.id)),
  });

  defineRoute(app, {
    method: "post",
    path: "/api/smarttouch",
    requirement: "SMARTTOUCH_ADD_UPDATE",
    summary: "Adds a smart-touch device; linked to nothing yet, it starts in maintenance",
    tag: TAG,
    body: smartTouchInputSchema,
    answers: { 201: smartTouchSchema },
    errors: { 400: ["number_duplicated"] },
    handler: async (c, { body }) => {
      const { db } = c.get("deps");
      await refuseTakenSerial(db, body.serialNumber, null);
      const [row] = await db
        .insert(smartTouches)
        .values({ ...body, maintenance: true, state: "OK" })
        .returning({ id: smartTouches.id });
      return c.json(await deviceById(db, row!.id), 201);
    },
  });

  defineRoute(app, {
    method: "put",
    path: "/api/smarttouch/:serialNumber",
    requirement: "SMARTTOUCH_ADD_UPDATE",
    summary:
      "Updates a smart-touch device's delays and maintenance, addressed by its serial number",
    description:
      "The serial number cannot change (it is locked in the form): a different one in the body is refused. A device linked to no game and no kiosk stays in maintenance whatever is sent.",
    tag: TAG,
    params: serialParamsSchema,
    body: smartTouchInputSchema,
    answers: { 200: smartTouchSchema },
    errors: { 400: ["validation_failed"], 404: ["not_found"] },
    handler: async (c, { params, body }) => {
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
    },
  });

  defineRoute(app, {
    method: "delete",
    path: "/api/smarttouch/:id{[0-9]+}",
    requirement: "SMARTTOUCH_DELETE",
    summary: "Deletes a smart-touch device; its game and kiosk lose it",
    tag: TAG,
    params: idParamsSchema,
    answers: { 204: null },
    errors: { 404: ["not_found"] },
    handler: async (c, { params }) => {
      const { db } = c.get("deps");
      const device = await deviceById(db, params.id);
      await db.delete(smartTouches).where(eq(smartTouches.id, device.id));
      return c.body(null, 204);
    },
  });

  defineRoute(app, {
    method: "put",
    path: "/api/smarttouch/maintenance/:serialNumber",
    requirement: "SMARTTOUCH_MODE_MAINTENANCE",
    summary: "Takes a device into maintenance, or out of it",
    description:
      "A device linked to no game and no kiosk cannot leave maintenance: 400 device_unlinked.",
    tag: TAG,
    params: serialParamsSchema,
    body: maintenanceInputSchema,
    answers: { 200: smartTouchSchema },
    errors: { 400: ["device_unlinked"], 404: ["not_found"] },
    handler: async (c, { params, body }) => {
      const { db } = c.get("deps");
      const device = await deviceBySerial(db, params.serialNumber);
      if (!body.maintenance && isUnlinked(device)) throw new ApiError(400, "device_unlinked");
      await db
        .update(smartTouches)
        .set({ maintenance: body.maintenance })
        .where(eq(smartTouches.id, device.id));
      return c.json(await deviceById(db, device.id));
    },
  });

  defineRoute(app, {
    method: "put",
    path: "/api/smarttouch/settings/:serialNumber",
    requirement: "SMARTTOUCH_SET_SETTINGS",
    summary: "Sets a device's screen brightness, sound volume and language",
    description:
      "Kept on the device's row and sent to the device at its next report (a `settings` command).",
    tag: TAG,
    params: serialParamsSchema,
    body: deviceSettingsSchema,
    answers: { 200: smartTouchSchema },
    errors: { 404: ["not_found"] },
    handler: async (c, { params, body }) => {
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
    },
  });

  defineRoute(app, {
    method: "post",
    path: "/api/smarttouch/staff-game/:serialNumber",
    requirement: "SMARTTOUCH_PLAY_STAFF_GAME",
    summary: "Starts a staff test game on a device, charged to no one",
    description:
      "The device must have a game (400 device_no_game); the staff card, by technical or public number, must exist (400 staff_card_unknown) and be active (400 card_inactive). Works in maintenance: it is how a repaired game is tested.",
    tag: TAG,
    params: serialParamsSchema,
    body: staffGameInputSchema,
    answers: { 201: deviceCommandSchema },
    errors: { 400: ["device_no_game", "staff_card_unknown", "card_inactive"], 404: ["not_found"] },
    handler: async (c, { params, body }) => {
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
    },
  });
}
