/**
 * Software update settings of the smart-touch devices (spec section 7): list, create, edit,
 * delete, force an update, and the last version of a type. Version rules by type, and what "up
 * to date" means: src/contract/devices.ts.
 */
import { and, desc, eq, ne } from "drizzle-orm";
import type { Hono } from "hono";
import {
  forceUpdateAnswerSchema,
  isBehind,
  lastVersionQuerySchema,
  updateInputSchema,
  updateSettingSchema,
  versionParts,
  type UpdateValues,
} from "../../src/contract/devices";
import { valuesSchema } from "../../src/contract/paging";
import type { Db } from "../db/database";
import { updateSettings } from "../db/schema/devices.schema";
import { smartTouches } from "../db/schema/kiosks.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { idParamsSchema } from "../http/validation";
import { caller } from "../http/rights.middleware";
import { queueCommand } from "./device-commands";

const TAG = "Devices";
type Row = typeof updateSettings.$inferSelect;

function settingOut(row: Row, versions: (string | null)[]) {
  const upToDate = versions.filter((v) => !isBehind(v, row.version)).length;
  return {
    ...row,
    type: row.type === 1 ? (1 as const) : (0 as const),
    timeSlots: JSON.parse(row.timeSlots) as { start: string; end: string }[],
    upToDate: versions.length ? Math.round((1000 * upToDate) / versions.length) / 10 : 100,
  };
}

const deviceVersions = async (db: Db) =>
  (await db.select({ v: smartTouches.softwareVersion }).from(smartTouches)).map((r) => r.v);

async function requireSetting(db: Db, id: number) {
  const [row] = await db.select().from(updateSettings).where(eq(updateSettings.id, id));
  if (!row) throw new ApiError(404, "not_found");
  return row;
}

async function refuseDuplicate(db: Db, body: UpdateValues, id: number | null) {
  const [clash] = await db
    .select({ id: updateSettings.id })
    .from(updateSettings)
    .where(
      and(
        eq(updateSettings.version, body.version),
        eq(updateSettings.type, body.type),
        id === null ? undefined : ne(updateSettings.id, id),
      ),
    );
  if (clash) throw new ApiError(400, "version_duplicated");
}

/** The newest setting of a type, by version number (then by creation). */
export async function lastVersion(db: Db, type: 0 | 1): Promise<Row | undefined> {
  const rows = await db
    .select()
    .from(updateSettings)
    .where(eq(updateSettings.type, type))
    .orderBy(desc(updateSettings.createdAt));
  const key = (row: Row) => versionParts(row.version) ?? [0, 0, 0];
  return rows.reduce<Row | undefined>((best, row) => {
    if (!best) return row;
    const [a, b] = [key(row), key(best)];
    const k = a.findIndex((part, i) => part !== b[i]);
    return k >= 0 && a[k]! > b[k]! ? row : best;
  }, undefined);
}

const stored = (body: UpdateValues) => ({ ...body, timeSlots: JSON.stringify(body.timeSlots) });

export function registerUpdateRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, {
    method: "get",
    path: "/api/smarttouch/update/all",
    requirement: "SMARTTOUCH_UPDATES_READ",
    summary: "Every software update setting, newest first, with the share of devices up to date",
    tag: TAG,
    answers: { 200: valuesSchema(updateSettingSchema) },
    handler: async (c) => {
      const { db } = c.get("deps");
      const [rows, versions] = await Promise.all([
        db
          .select()
          .from(updateSettings)
          .orderBy(desc(updateSettings.createdAt), desc(updateSettings.id)),
        deviceVersions(db),
      ]);
      return c.json({ values: rows.map((row) => settingOut(row, versions)) });
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/api/smarttouch/update/last-version",
    requirement: { anyOf: ["SMARTTOUCH_UPDATES_READ", "SMARTTOUCH_READ"] },
    summary: "The last version of a type (updateType 0 application, 1 full)",
    tag: TAG,
    query: lastVersionQuerySchema,
    answers: { 200: updateSettingSchema },
    errors: { 404: ["not_found"] },
    handler: async (c, { query }) => {
      const { db } = c.get("deps");
      const row = await lastVersion(db, query.updateType);
      if (!row) throw new ApiError(404, "not_found");
      return c.json(settingOut(row, await deviceVersions(db)));
    },
  });

  defineRoute(app, {
    method: "post",
    path: "/api/smarttouch/update",
    requirement: "SMARTTOUCH_UPDATES_ADD_UPDATE",
    summary: "Adds a software update setting",
    description:
      "Version x.y.z (match_version) for type 0, w.x.y.z (match_kiosk_version) for type 1; URL http, https or ftp; MD5 of 32 hex digits; up to 4 time slots hh:mm, each ending after it starts. One setting per version and type (400 version_duplicated).",
    tag: TAG,
    body: updateInputSchema,
    answers: { 201: updateSettingSchema },
    errors: { 400: ["version_duplicated"] },
    handler: async (c, { body }) => {
      const { db } = c.get("deps");
      await refuseDuplicate(db, body, null);
      const [row] = await db
        .insert(updateSettings)
        .values({ ...stored(body), createdAt: new Date().toISOString() })
        .returning();
      return c.json(settingOut(row!, await deviceVersions(db)), 201);
    },
  });

  defineRoute(app, {
    method: "put",
    path: "/api/smarttouch/update/:id",
    requirement: "SMARTTOUCH_UPDATES_ADD_UPDATE",
    summary: "Updates a software update setting",
    tag: TAG,
    params: idParamsSchema,
    body: updateInputSchema,
    answers: { 200: updateSettingSchema },
    errors: { 400: ["version_duplicated"], 404: ["not_found"] },
    handler: async (c, { params, body }) => {
      const { db } = c.get("deps");
      await requireSetting(db, params.id);
      await refuseDuplicate(db, body, params.id);
      const [row] = await db
        .update(updateSettings)
        .set(stored(body))
        .where(eq(updateSettings.id, params.id))
        .returning();
      return c.json(settingOut(row!, await deviceVersions(db)));
    },
  });

  defineRoute(app, {
    method: "delete",
    path: "/api/smarttouch/update/:id",
    requirement: "SMARTTOUCH_UPDATES_DELETE",
    summary: "Deletes a software update setting",
    tag: TAG,
    params: idParamsSchema,
    answers: { 204: null },
    errors: { 404: ["not_found"] },
    handler: async (c, { params }) => {
      const { db } = c.get("deps");
      await requireSetting(db, params.id);
      await db.delete(updateSettings).where(eq(updateSettings.id, params.id));
      return c.body(null, 204);
    },
  });

  defineRoute(app, {
    method: "post",
    path: "/api/smarttouch/force-update/:id",
    requirement: "SMARTTOUCH_UPDATES_ADD_UPDATE",
    summary: "Tells every device below this version to update at its next report",
    description:
      "Devices already at or above the version are left alone; the answer says how many were told. The command expires like every device command.",
    tag: TAG,
    params: idParamsSchema,
    answers: { 200: forceUpdateAnswerSchema },
    errors: { 404: ["not_found"] },
    handler: async (c, { params }) => {
      const { db } = c.get("deps");
      const setting = await requireSetting(db, params.id);
      const devices = await db
        .select({ serialNumber: smartTouches.serialNumber, v: smartTouches.softwareVersion })
        .from(smartTouches);
      const behind = devices.filter((d) => isBehind(d.v, setting.version));
      const now = Date.now();
      for (const device of behind)
        await queueCommand(
          db,
          {
            target: "smarttouch",
            serialNumber: device.serialNumber,
            command: "update",
            payload: { version: setting.version, url: setting.url, md5: setting.md5 },
            employeeId: caller(c).employeeId,
          },
          now,
        );
      return c.json({ devices: behind.length });
    },
  });
}
