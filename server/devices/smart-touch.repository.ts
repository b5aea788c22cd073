/**
 * The smart-touch devices as the API gives them: each with its game (code, type) and its kiosk,
 * read by the device routes (smart-touch.route.ts, smart-touch-actions.route.ts) and the health
 * board (device-health.route.ts).
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { games, gameTypes } from "../db/schema/catalogue.schema";
import { kiosks, smartTouches } from "../db/schema/kiosks.schema";
import { ApiError } from "../http/api-error";

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
      keyIssuedAt: smartTouches.keyIssuedAt,
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

export async function deviceById(db: Db, id: number) {
  const [row] = await selectDevices(db).where(eq(smartTouches.id, id));
  if (!row) throw new ApiError(404, "not_found");
  return row;
}

/** Refuses a serial number another device has, whatever its case. */
export async function refuseTakenSerial(db: Db, serialNumber: string, id: number | null) {
  const [clash] = await db
    .select({ id: smartTouches.id })
    .from(smartTouches)
    .where(sql`lower(${smartTouches.serialNumber}) = lower(${serialNumber})`);
  if (clash && clash.id !== id) throw new ApiError(400, "number_duplicated");
}
