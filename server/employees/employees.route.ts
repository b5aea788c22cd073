/**
 * Employees (spec section 7, "Employees and roles"; src/contract/employees.endpoints.ts
 * `employeesApi`). The rules and decisions are in src/contract/employees.ts: rank, role/status,
 * one e-mail per employee (case ignored); a new employee has no password (a reset gives the
 * code, setup-code.route.ts). A deletion or a change of role ends the employee's sessions in the
 * same transaction: their access tokens at their next call, their refresh tokens at once.
 */
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Hono } from "hono";
import type { EmployeeListFilters } from "../../src/contract/employees";
import { employeesApi } from "../../src/contract/employees.endpoints";
import { revokeEmployeeTokens } from "../auth/refresh-token.service";
import { bumpSessionVersion } from "../auth/session-version.service";
import type { Db } from "../db/database";
import { employees, roles } from "../db/schema/employees.schema";
import { ApiError } from "../http/api-error";
import type { AppDeps, AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { byText, defineCountRoute, orderOf, pageOf, type SortColumns } from "../http/paging";
import type { SortKeys } from "../../src/contract/paging";
import { caller } from "../http/rights.middleware";
import { backOfficeMachine, logAction } from "../monitor/monitor-log";
import { searchKey, searchWords } from "../../src/contract/search";
import { likePattern, likeText } from "../search/search.sql";
import {
  asDuplicate,
  assertBelow,
  checkSave,
  emailTaken,
  requireEmployee,
  selectEmployees,
  toEmployee,
} from "./employee.repository";

/**
 * The employees whose names hold every word of `text`, accents and case ignored as every search
 * (src/contract/search.ts): the names have no stored search keys, and a venue has a few hundred
 * employees at most, so they are keyed here.
 */
async function namedIds(db: Db, text: string): Promise<number[]> {
  const words = searchWords(text);
  const rows = await db
    .select({ id: employees.id, first: employees.firstName, last: employees.lastName })
    .from(employees);
  return rows
    .filter(({ first, last }) => {
      const keys = [searchKey(first), searchKey(last)];
      return words.every((word) => keys.some((key) => key.includes(word)));
    })
    .map(({ id }) => id);
}

async function filtersOf(db: Db, q: EmployeeListFilters): Promise<SQL | undefined> {
  return and(
    q.filterOnName ? inArray(employees.id, await namedIds(db, q.filterOnName)) : undefined,
    q.filterOnEmail ? likeText(employees.email, likePattern(q.filterOnEmail, true)) : undefined,
    q.filterOnRoleId ? eq(employees.roleId, q.filterOnRoleId) : undefined,
    q.filterOnStatus ? eq(employees.status, q.filterOnStatus) : undefined,
  );
}

const ORDERS = {
  name: [asc(employees.lastName), asc(employees.firstName)],
  email: [asc(employees.email)],
  role: [asc(roles.rank), asc(employees.lastName), asc(employees.firstName)],
  createdAt: [desc(employees.createdAt)],
} as const;

/** The list's `sort` (its keys: employees.endpoints.ts), before `orderByColumn`: tens of rows. */
const SORTS = {
  name: [byText(employees.lastName), byText(employees.firstName)],
  email: byText(employees.email),
  role: [roles.rank, byText(employees.lastName)],
  status: employees.status,
  cap: employees.maxTokensDailyPlayed,
} satisfies Record<SortKeys<typeof employeesApi.list>, SortColumns>;

/** Ends every session of the employee: access tokens at their next call, refresh tokens now. */
async function endSessions(deps: AppDeps, db: Db, id: number): Promise<void> {
  await bumpSessionVersion({ ...deps, db }, id);
  await revokeEmployeeTokens(db, id);
}

export function registerEmployeeRoutes(app: Hono<AppEnv>): void {
  defineCountRoute(app, employeesApi.count, employees);

  defineRoute(app, employeesApi.list, async (c, { query: q }) => {
    const { db } = c.get("deps");
    const where = await filtersOf(db, q);
    const total = db
      .select({ n: count() })
      .from(employees)
      .innerJoin(roles, eq(roles.id, employees.roleId))
      .where(where);
    const page = await pageOf(q, total, (limit, offset) =>
      selectEmployees(db, where)
        .orderBy(
          ...orderOf(q.sort, SORTS, employees.id, [...ORDERS[q.orderByColumn], asc(employees.id)]),
        )
        .limit(limit)
        .offset(offset),
    );
    return c.json({ ...page, results: page.results.map(toEmployee) });
  });

  defineRoute(app, employeesApi.one, async (c, { params: { id } }) =>
    c.json(await requireEmployee(c.get("deps").db, id)),
  );

  defineRoute(app, employeesApi.emailExists, async (c, { query }) => {
    const taken = await emailTaken(c.get("deps").db, query.email, query.exceptId);
    if (!taken) throw new ApiError(404, "not_found");
    return c.body(null, 204);
  });

  defineRoute(app, employeesApi.create, async (c, { body }) => {
    const { db } = c.get("deps");
    const { claims, employeeId } = caller(c);
    await checkSave(db, body, claims.role_rank);
    // Without a site, the employee works where their manager does.
    const [own] = await db
      .select({ siteId: employees.siteId })
      .from(employees)
      .where(eq(employees.id, employeeId));
    const [row] = await db
      .insert(employees)
      .values({ ...body, siteId: body.siteId ?? own?.siteId ?? null })
      .returning({ id: employees.id })
      .catch((error: unknown) => {
        throw asDuplicate(error);
      });
    const created = await requireEmployee(db, row!.id);
    await logAction(db, {
      type: "EmployeeAdded",
      machineName: backOfficeMachine(c),
      employeeId,
      detail: `${created.firstName} ${created.lastName} (${created.roleName})`,
    });
    return c.json(created, 201);
  });

  defineRoute(app, employeesApi.update, async (c, { params: { id }, body }) => {
    const deps = c.get("deps");
    const { db } = deps;
    const { claims } = caller(c);
    const current = await requireEmployee(db, id);
    assertBelow(claims.role_rank, current.roleRank);
    await checkSave(db, body, claims.role_rank, id);
    await db
      .update(employees)
      .set({ ...body, siteId: body.siteId ?? current.siteId })
      .where(eq(employees.id, id))
      .catch((error: unknown) => {
        throw asDuplicate(error);
      });
    // Their tokens carry the old role's rights: they stop now.
    if (body.roleId !== current.roleId) await endSessions(deps, db, id);
    const updated = await requireEmployee(db, id);
    const roleChange =
      updated.roleId === current.roleId ? "" : ` (${current.roleName} → ${updated.roleName})`;
    await logAction(db, {
      type: "EmployeeUpdated",
      machineName: backOfficeMachine(c),
      employeeId: caller(c).employeeId,
      detail: `${updated.firstName} ${updated.lastName}${roleChange}`,
    });
    return c.json(updated);
  });

  defineRoute(app, employeesApi.remove, async (c, { params: { id } }) => {
    const deps = c.get("deps");
    const { db } = deps;
    const { claims, employeeId } = caller(c);
    if (id === employeeId) throw new ApiError(400, "cannot_delete_self");
    const current = await requireEmployee(db, id);
    assertBelow(claims.role_rank, current.roleRank);
    await endSessions(deps, db, id);
    await db.delete(employees).where(eq(employees.id, id));
    await logAction(db, {
      type: "EmployeeDeleted",
      machineName: backOfficeMachine(c),
      employeeId,
      detail: `${current.firstName} ${current.lastName} (${current.email})`,
    });
    return c.body(null, 204);
  });
}
