/**
 * Roles and their rights (spec section 5 "Role rights"): nobody changes their own role's rights,
 * nor adds or removes a right they do not hold; rights needing others bring them along. A change
 * reaches the role's users at once: their access tokens are refused (session-version.service.ts)
 * and the refresh that follows carries the new rights.
 */
import { asc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { hasRight, normalizeRights } from "../../src/contract/rights";
import { withRequiredRights } from "../../src/contract/right-categories";
import type { Role } from "../../src/contract/roles";
import { rolesApi } from "../../src/contract/roles.endpoints";
import { bumpRoleSessionVersions } from "../auth/session-version.service";
import { roles } from "../db/schema/employees.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { caller } from "../http/rights.middleware";
import { backOfficeMachine, logAction } from "../monitor/monitor-log";

const toRole = (row: typeof roles.$inferSelect): Role => ({
  ...row,
  rights: normalizeRights(row.rights),
});

export function registerRoleRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, rolesApi.list, async (c) => {
    const rows = await c
      .get("deps")
      .db.select()
      .from(roles)
      .orderBy(asc(roles.rank), asc(roles.id));
    return c.json({ values: rows.map(toRole) });
  });

  defineRoute(app, rolesApi.update, async (c, { params: { id }, body: { rights } }) => {
    const { db } = c.get("deps");
    const { claims } = caller(c);
    const [row] = await db.select().from(roles).where(eq(roles.id, id));
    if (!row) throw new ApiError(404, "not_found");
    if (id === claims.role_id) throw new ApiError(400, "own_role_rights");
    // Lower rank = more senior: nobody edits a role above their own.
    if (row.rank < claims.role_rank) throw new ApiError(403, "role_rank");

    const before = new Set(normalizeRights(row.rights));
    const after = withRequiredRights(rights);
    const changed = [
      ...after.filter((r) => !before.has(r)),
      ...[...before].filter((r) => !after.includes(r)),
    ];
    const notHeld = changed.filter((r) => !hasRight(claims.role_rights, r));
    if (notHeld.length > 0)
      throw new ApiError(400, "right_not_held", { message: notHeld.join(", ") });

    const [updated] = await db
      .update(roles)
      .set({ rights: after })
      .where(eq(roles.id, id))
      .returning();
    if (!updated) throw new ApiError(404, "not_found");
    // The role's members' access tokens carry the old rights: they stop now (a refresh renews them).
    await bumpRoleSessionVersions(c.get("deps"), id);
    if (changed.length > 0) {
      const added = after.filter((r) => !before.has(r)).map((r) => `+${r}`);
      const removed = [...before].filter((r) => !after.includes(r)).map((r) => `−${r}`);
      await logAction(db, {
        type: "RoleRightsChanged",
        machineName: backOfficeMachine(c),
        employeeId: caller(c).employeeId,
        detail: `${row.name}: ${[...added, ...removed].join(" ")}`,
      });
    }
    return c.json(toRole(updated));
  });
}
