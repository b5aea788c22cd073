/**
 * Employees as the API gives them (src/contract/employees.ts), and the checks every save makes:
 * rank, role/status rule, e-mail free (case ignored).
 */
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import {
  roleStatusConflict,
  type Employee,
  type EmployeeValues,
} from "../../src/contract/employees";
import type { Db } from "../db/database";
import { employees, roles } from "../db/schema/employees.schema";
import { sites } from "../db/schema/sites.schema";
import { sqliteFailure } from "../db/storage-faults";
import { ApiError } from "../http/api-error";

export const employeeColumns = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  email: employees.email,
  roleId: employees.roleId,
  roleName: roles.name,
  roleRank: roles.rank,
  siteId: employees.siteId,
  siteName: sites.name,
  status: employees.status,
  maxTokensDailyPlayed: employees.maxTokensDailyPlayed,
  passwordHash: employees.passwordHash,
  createdAt: employees.createdAt,
};

type Row = {
  [K in keyof typeof employeeColumns]: (typeof employeeColumns)[K]["_"]["data"] | null;
};

/** A row as the API answers it: never a hash, only whether a password is still to be set. */
export function toEmployee(row: Row): Employee {
  const { passwordHash, createdAt, ...rest } = row;
  return {
    ...(rest as Omit<Employee, "awaitingFirstLogin" | "createdAt">),
    awaitingFirstLogin: passwordHash === null,
    createdAt: (createdAt ?? new Date(0)).toISOString(),
  };
}

export function selectEmployees(db: Db, where?: SQL) {
  return db
    .select(employeeColumns)
    .from(employees)
    .innerJoin(roles, eq(roles.id, employees.roleId))
    .leftJoin(sites, eq(sites.id, employees.siteId))
    .where(where);
}

export async function requireEmployee(db: Db, id: number): Promise<Employee> {
  const [row] = await selectEmployees(db, eq(employees.id, id));
  if (!row) throw new ApiError(404, "not_found");
  return toEmployee(row);
}

/** Lower rank = more senior: an editor acts only on a strictly lower rank (a higher number). */
export function assertBelow(callerRank: number, rank: number): void {
  if (rank <= callerRank) throw new ApiError(403, "rank_too_high");
}

export const duplicateEmail = () =>
  new ApiError(409, "employee_already_exist", {
    issues: [{ path: "email", rule: "required_email_not_exist" }],
  });

/** Whether another employee than `exceptId` has this address, case ignored. */
export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        sql`lower(${employees.email}) = ${email.trim().toLowerCase()}`,
        exceptId === undefined ? undefined : ne(employees.id, exceptId),
      ),
    );
  return row !== undefined;
}

/**
 * Checks a save's body: its role exists and is below the caller's, the role and status agree,
 * the site exists, the address is free. Answers the role.
 */
export async function checkSave(
  db: Db,
  body: EmployeeValues,
  callerRank: number,
  exceptId?: number,
) {
  const [role] = await db.select().from(roles).where(eq(roles.id, body.roleId));
  if (!role) throw new ApiError(400, "unknown_reference", { message: "roleId" });
  assertBelow(callerRank, role.rank);
  if (roleStatusConflict(role.rights, body.status))
    throw new ApiError(400, "role_status_conflict", {
      message: `An employee with role ${role.name} cannot have status ${body.status}`,
    });
  if (body.siteId !== undefined) {
    const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, body.siteId));
    if (!site) throw new ApiError(400, "unknown_reference", { message: "siteId" });
  }
  if (await emailTaken(db, body.email, exceptId)) throw duplicateEmail();
  return role;
}

/** The unique lower(email) index's refusal (two saves racing) as the duplicate, never a 500. */
export function asDuplicate(error: unknown): unknown {
  const failure = sqliteFailure(error);
  if (failure?.code.startsWith("SQLITE_CONSTRAINT") && failure.message.includes("email"))
    return duplicateEmail();
  return error;
}
