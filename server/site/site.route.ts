import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { SiteCategory } from "../../src/contract/site";
import { siteApi } from "../../src/contract/site.endpoints";
import {
  DEFAULT_VENUE_SETTINGS,
  venueSettingsSchema,
  type VenueSettings,
} from "../../src/contract/venue-settings";
import type { Db } from "../db/database";
import { settings } from "../db/schema/settings.schema";
import { employees } from "../db/schema/employees.schema";
import { siteCategories, sites } from "../db/schema/sites.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { caller } from "../http/rights.middleware";

/** The venue settings' row of the server's key-value settings table (never another key). */
const VENUE_SETTINGS_KEY = "venue_settings";

/** The stored settings, each value the stored one when it is still valid, the default otherwise. */
async function readVenueSettings(db: Db): Promise<VenueSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, VENUE_SETTINGS_KEY));
  let stored: unknown = {};
  try {
    stored = JSON.parse(row?.value ?? "{}");
  } catch {
    // An unreadable row is as if nothing had been set.
  }
  const parsed = venueSettingsSchema.safeParse({
    ...DEFAULT_VENUE_SETTINGS,
    ...(stored as object),
  });
  return parsed.success ? parsed.data : DEFAULT_VENUE_SETTINGS;
}

export function registerSiteRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, siteApi.settings, async (c) =>
    c.json(await readVenueSettings(c.get("deps").db)),
  );

  defineRoute(app, siteApi.updateSettings, async (c, { body }) => {
    const { db } = c.get("deps");
    const value = JSON.stringify(body);
    await db
      .insert(settings)
      .values({ key: VENUE_SETTINGS_KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
    return c.json(await readVenueSettings(db));
  });

  // The caller's site category (it decides, among others, whether the customers menu exists).
  defineRoute(app, siteApi.category, async (c) => {
    const { db } = c.get("deps");
    const [employee] = await db
      .select({ siteId: employees.siteId })
      .from(employees)
      .where(eq(employees.id, caller(c).employeeId));
    const [row] = await db
      .select({
        id: siteCategories.id,
        name: siteCategories.name,
        siteName: sites.name,
        siteNumber: sites.number,
        customerAccountEnabled: siteCategories.customerAccountEnabled,
      })
      .from(sites)
      .innerJoin(siteCategories, eq(siteCategories.id, sites.siteCategoryId))
      // An employee without a site (a multi-site account) sees the venue's first site.
      .where(employee?.siteId ? eq(sites.id, employee.siteId) : undefined)
      .orderBy(sites.id)
      .limit(1);
    if (!row) throw new ApiError(404, "not_found");
    return c.json(row satisfies SiteCategory);
  });
}
