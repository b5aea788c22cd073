/**
 * Access tokens carry `sv`, the employee's session version when they were issued. A password
 * reset or change bumps the version, so every access token issued before stops working at once
 * (the rights middleware compares), not at its expiry; so does a change of their role's rights
 * (the PWA's next call gets 401, refreshes, and carries the new rights). The middleware's look-up is cached a
 * moment per app; a bump made here updates the cache too, so it takes effect at the next call.
 */
import { eq, sql } from "drizzle-orm";
import type { ServerConfig } from "../config";
import type { Db } from "../db/database";
import { employeeSessions } from "../db/schema/auth.schema";
import { employees } from "../db/schema/employees.schema";

const CACHE_MS = 2000;

interface Known {
  /** Undefined: no such employee (deleted). */
  version: number | undefined;
  at: number;
}

// One cache per app: keyed by its config, which the app's deps share even inside a transaction.
const caches = new WeakMap<ServerConfig, Map<number, Known>>();

function cacheOf(config: ServerConfig): Map<number, Known> {
  let cache = caches.get(config);
  if (!cache) caches.set(config, (cache = new Map<number, Known>()));
  return cache;
}

async function readVersion(db: Db, employeeId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(${employeeSessions.version}, 0)` })
    .from(employees)
    .leftJoin(employeeSessions, eq(employeeSessions.employeeId, employees.id))
    .where(eq(employees.id, employeeId));
  return row ? Number(row.version) : undefined;
}

/** The employee's current session version, or undefined when they no longer exist. */
export async function currentSessionVersion(
  deps: { db: Db; config: ServerConfig },
  employeeId: number,
  now = Date.now(),
): Promise<number | undefined> {
  const cache = cacheOf(deps.config);
  const known = cache.get(employeeId);
  if (known && now - known.at < CACHE_MS) return known.version;
  const version = await readVersion(deps.db, employeeId);
  if (cache.size > 10_000) cache.clear();
  cache.set(employeeId, { version, at: now });
  return version;
}

/** Ends every access token of the employee issued so far. Call inside a write transaction. */
export async function bumpSessionVersion(
  deps: { db: Db; config: ServerConfig },
  employeeId: number,
): Promise<number> {
  const [row] = await deps.db
    .insert(employeeSessions)
    .values({ employeeId, version: 1 })
    .onConflictDoUpdate({
      target: employeeSessions.employeeId,
      set: { version: sql`${employeeSessions.version} + 1` },
    })
    .returning({ version: employeeSessions.version });
  const version = row?.version ?? 1;
  cacheOf(deps.config).set(employeeId, { version, at: Date.now() });
  return version;
}

/** A role's rights changed: every employee of the role gets tokens with the new rights at once. */
export async function bumpRoleSessionVersions(
  deps: { db: Db; config: ServerConfig },
  roleId: number,
): Promise<void> {
  const members = await deps.db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.roleId, roleId));
  for (const { id } of members) await bumpSessionVersion(deps, id);
}
