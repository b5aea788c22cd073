/**
 * Devices reporting in (`deviceReportsApi.ping`, each with its own key in the X-Device-Key
 * header: device-keys.ts) and the health board (`deviceReportsApi.health`), declared in
 * src/contract/devices.endpoints.ts. How a device's health is judged is one rule: healthOf in
 * src/contract/devices.ts.
 */
import { asc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import {
  healthOf,
  isBehind,
  SMART_TOUCH_STATES,
  type HealthDevice,
} from "../../src/contract/devices";
import { deviceReportsApi } from "../../src/contract/devices.endpoints";
import { hasRight } from "../../src/contract/rights";
import { kiosks, smartTouches } from "../db/schema/kiosks.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { caller } from "../http/rights.middleware";
import { takeCommands } from "./device-commands";
import type { Db } from "../db/database";
import { deviceMachine, logAction } from "../monitor/monitor-log";
import { selectDevices } from "./smart-touch.repository";
import { lastVersion } from "./updates.route";

/** A kiosk's state 2 and a smart touch's "KO" are faults (src/contract/devices.ts). */
const isFault = (kind: "kiosk" | "smarttouch", state: unknown) =>
  kind === "kiosk" ? state === 2 : state === "KO";

async function stateOf(db: Db, kind: "kiosk" | "smarttouch", serialNumber: string) {
  const table = kind === "kiosk" ? kiosks : smartTouches;
  const [row] = await db
    .select({ state: table.state })
    .from(table)
    .where(eq(table.serialNumber, serialNumber));
  return row?.state;
}

export function registerDeviceHealthRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, deviceReportsApi.ping, async (c, { body }) => {
    const { db } = c.get("deps");
    const sender = c.get("device");
    if (sender?.kind !== body.kind || sender.serialNumber !== body.serialNumber)
      throw new ApiError(403, "device_mismatch");
    const now = new Date().toISOString();
    const smartTouchState = (SMART_TOUCH_STATES as readonly unknown[]).includes(body.state);
    if (smartTouchState !== (body.kind === "smarttouch"))
      throw new ApiError(400, "validation_failed", {
        issues: [{ path: "state", rule: "is_valid" }],
      });
    const before = await stateOf(db, body.kind, body.serialNumber);
    const reported = {
      lastPing: now,
      ...(body.ip === undefined ? {} : { lastIp: body.ip }),
    };
    const updated =
      body.kind === "smarttouch"
        ? await db
            .update(smartTouches)
            .set({
              ...reported,
              state: body.state as (typeof SMART_TOUCH_STATES)[number],
              ...(body.softwareVersion ? { softwareVersion: body.softwareVersion } : {}),
              ...(body.hardwareVersion ? { hardwareVersion: body.hardwareVersion } : {}),
            })
            .where(eq(smartTouches.serialNumber, body.serialNumber))
            .returning({ id: smartTouches.id })
        : await db
            .update(kiosks)
            .set({
              lastPing: now,
              state: body.state as number,
              ...(body.softwareVersion ? { version: body.softwareVersion } : {}),
            })
            .where(eq(kiosks.serialNumber, body.serialNumber))
            .returning({ id: kiosks.id });
    if (!updated.length) throw new ApiError(404, "not_found");
    // A fault and the recovery from it are logged when they happen, not at every report.
    const [was, is] = [isFault(body.kind, before), isFault(body.kind, body.state)];
    if (was !== is)
      await logAction(db, {
        type: is ? "DeviceFault" : "DeviceRecovered",
        machineName: await deviceMachine(db, body.kind, body.serialNumber),
      });
    return c.json({ commands: await takeCommands(db, body.kind, body.serialNumber) });
  });

  defineRoute(app, deviceReportsApi.health, async (c) => {
    const { db } = c.get("deps");
    const rights = caller(c).claims.role_rights;
    const now = Date.now();
    const devices: HealthDevice[] = [];
    const last = await lastVersion(db, 0);
    if (hasRight(rights, "KIOSK_READ")) {
      const rows = await db.select().from(kiosks).orderBy(asc(kiosks.name));
      for (const k of rows)
        devices.push({
          kind: "kiosk",
          serialNumber: k.serialNumber,
          name: k.name,
          place: null,
          health: healthOf(k, now),
          lastPing: k.lastPing,
          version: k.version,
          behind: false,
        });
    }
    if (hasRight(rights, "SMARTTOUCH_READ")) {
      const rows = await selectDevices(db).orderBy(asc(smartTouches.serialNumber));
      for (const d of rows)
        devices.push({
          kind: "smarttouch",
          serialNumber: d.serialNumber,
          name: d.serialNumber,
          place: d.gameCode ? `${d.gameCode} · ${d.gameTypeName ?? ""}` : d.kioskName,
          health: healthOf(d, now),
          lastPing: d.lastPing,
          version: d.softwareVersion,
          behind: last !== undefined && isBehind(d.softwareVersion, last.version),
        });
    }
    return c.json({
      at: new Date(now).toISOString(),
      lastVersion: last?.version ?? null,
      devices,
    });
  });
}
