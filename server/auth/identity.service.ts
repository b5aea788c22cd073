import { eq, sql } from "drizzle-orm";
import { normalizeRights, type Right } from "../../src/contract/rights";
import type { Db } from "../db/database";
import { employeeSessions } from "../db/schema/auth.schema";
import { employees, roles } from "../db/schema/employees.schema";

/** An employee with what a token says about their role, read fresh from the database. */
export interface Identity {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  roleId: number;
  roleName: string;
  roleRank: number;
  roleRights: Right[];
  /** Session version: the `sv` of the access tokens issued now. */
  sessionVersion: number;
}

function select(db: Db) {
  return db
    .select({
      id: employees.id,
      email: employees.email,
      firstName: employees.firstName,
      lastName: employees.lastName,
      passwordHash: employees.passwordHash,
      roleId: roles.id,
      roleName: roles.name,
      roleRank: roles.rank,
      roleRights: roles.rights,
      sessionVersion: sql<number>`coalesce(${employeeSessions.version}, 0)`,
    })
    .from(employees)
    .innerJoin(roles, eq(roles.id, employees.roleId))
    .leftJoin(employeeSessions, eq(employeeSessions.employeeId, employees.id));
}

function finish(
  row: (Omit<Identity, "roleRights"> & { roleRights: string[] }) | undefined,
): Identity | undefined {
  return (
    row && {
      ...row,
      roleRights: normalizeRights(row.roleRights),
      sessionVersion: Number(row.sessionVersion),
    }
  );
}

export async function findIdentityByEmail(db: Db, email: string): Promise<Identity | undefined> {
  const rows = await select(db).where(
    sql`lower(${employees.email}) = ${email.trim().toLowerCase()}`,
  );
  return finish(rows[0]);
}

export async function findIdentityById(db: Db, id: number): Promise<Identity | undefined> {
  return finish((await select(db).where(eq(employees.id, id)))[0]);
}
