/**
 * Software update settings of the smart-touch devices (spec section 7): list, create, edit,
 * delete, force an update, and the last version of a type. Version rules by type, and what "up
 * to date" means: src/contract/devices.ts. Declared in src/contract/devices.endpoints.ts
 * (`updatesApi`).
 */
import { and, eq, ne } from "drizzle-orm";
import type { Hono } from "hono";
import { compareVersions, isBehind, type UpdateValues } from "../../src/contract/devices";
import { updatesApi } from "../../src/contract/device-software.endpoints";
import type { Db } from "../db/database";
import { updateSettings } from "../db/schema/devices.schema";
import { smartTouches } from "../db/schema/kiosks.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { caller } from "../http/rights.middleware";
import { queueCommand } from "./device-commands";

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

/**
 * Newest version first, compared as versions (compareVersions: 1.10 after 1.9); the same version
 * (an application and a full update may share one) by type, then the last created first.
 */
const newestFirst = (a: Row, b: Row) =>
  compareVersions(b.version, a.version) ||
  a.type - b.type ||
  b.createdAt.localeCompare(a.createdAt) ||
  b.id - a.id;

/** The newest setting of a type, by version number (then by creation). */
export async function lastVersion(db: Db, type: 0 | 1): Promise<Row | undefined> {
  const rows = await db.select().from(updateSettings).where(eq(updateSettings.type, type));
  return rows.sort(newestFirst)[0];
}

const stored = (body: UpdateValues) => ({ ...body, timeSlots: JSON.stringify(body.timeSlots) });

export function registerUpdateRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, updatesApi.list, async (c) => {
    const { db } = c.get("deps");
    const [rows, versions] = await Promise.all([
      db.select().from(updateSettings),
      deviceVersions(db),
    ]);
    return c.json({ values: rows.sort(newestFirst).map((row) => settingOut(row, versions)) });
  });

  defineRoute(app, updatesApi.lastVersion, async (c, { query }) => {
    const { db } = c.get("deps");
    const row = await lastVersion(db, query.updateType);
    if (!row) throw new ApiError(404, "not_found");
    return c.json(settingOut(row, await deviceVersions(db)));
  });

  defineRoute(app, updatesApi.create, async (c, { body }) => {
    const { db } = c.get("deps");
    await refuseDuplicate(db, body, null);
    const [row] = await db
      .insert(updateSettings)
      .values({ ...stored(body), createdAt: new Date().toISOString() })
      .returning();
    return c.json(settingOut(row!, await deviceVersions(db)), 201);
  });

  defineRoute(app, updatesApi.update, async (c, { params, body }) => {
    const { db } = c.get("deps");
    await requireSetting(db, params.id);
    await refuseDuplicate(db, body, params.id);
    const [row] = await db
      .update(updateSettings)
      .set(stored(body))
      .where(eq(updateSettings.id, params.id))
      .returning();
    return c.json(settingOut(row!, await deviceVersions(db)));
  });

  defineRoute(app, updatesApi.remove, async (c, { params }) => {
    const { db } = c.get("deps");
    await requireSetting(db, params.id);
    await db.delete(updateSettings).where(eq(updateSettings.id, params.id));
    return c.body(null, 204);
  });

  defineRoute(app, updatesApi.force, async (c, { params }) => {
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
  });
}
