/**
 * Fills an empty database with the demo venue: one site and its category, the three roles, the
 * employees (demo sign-ins included), then customers, cards, histories, staff cards, kiosks and
 * devices (venue.seed.ts; `size` "test" keeps a per-test-file database quick to build). Does nothing when any role exists, so it is safe to
 * run at every start.
 */
import { count } from "drizzle-orm";
import type { ServerConfig } from "../config";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import { employees, roles } from "../db/schema/employees.schema";
import { siteCategories, sites } from "../db/schema/sites.schema";
import { DEMO_VENUE_SETTING, settings } from "../db/schema/settings.schema";
import { seedEmployees } from "./employees.seed";
import { planningSeedStatements } from "./planning.seed";
import { SEED_ROLES } from "./roles.seed";
import { venueSeedStatements, type SeedSize } from "./venue.seed";

export const SEED_SITE = { id: 1, name: "Parc Demo", number: "0042" } as const;
export const SEED_SITE_CATEGORY = {
  id: 1,
  name: "ParcsLoisirs",
  customerAccountEnabled: true,
} as const;

/** Seeds when empty; answers whether it did. */
export async function seedIfEmpty(
  db: LibSQLDatabase,
  config: Pick<ServerConfig, "admin">,
  now = Date.now(),
  size: SeedSize = "demo",
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(roles);
  if ((existing?.n ?? 0) > 0) return false;
  const staff = await seedEmployees(config.admin, SEED_SITE.id, now);
  // One batch: one transaction, so a crash mid-seed leaves an empty database, seeded next start.
  await db.batch([
    db.insert(settings).values({ key: DEMO_VENUE_SETTING, value: "1" }).onConflictDoNothing(),
    db.insert(siteCategories).values(SEED_SITE_CATEGORY),
    db.insert(sites).values({ ...SEED_SITE, siteCategoryId: SEED_SITE_CATEGORY.id }),
    db.insert(roles).values(SEED_ROLES),
    // Explicit ids: the venue rows below (staff cards) point at them within the same batch.
    db.insert(employees).values(staff.map((e, i) => ({ ...e, id: i + 1 }))),
    ...venueSeedStatements(db, {
      siteId: SEED_SITE.id,
      employees: staff.map((e, i) => ({ ...e, id: i + 1 })),
      size,
      now,
    }),
    ...planningSeedStatements(db),
  ]);
  return true;
}
