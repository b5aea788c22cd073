/**
 * One-time setup codes: how an employee gets a (new) password. A code is seeded for a new
 * account or handed out by a manager through a reset; it is stored hashed and dies when used,
 * at expiry, or after MAX_CODE_ATTEMPTS wrong tries, so six digits cannot be guessed online.
 */
import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Hono } from "hono";
import { passwordSetSchema, type PasswordResetResponse } from "../../src/contract/auth";
import { hashSecret, verifySecret } from "../auth/password-hash.service";
import { revokeEmployeeTokens } from "../auth/refresh-token.service";
import { employees, roles } from "../db/schema/employees.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { caller } from "../http/rights.middleware";
import { idParamsSchema, jsonBody, pathParams } from "../http/validation";

const RESET_CODE_DAYS = 7;
const MAX_CODE_ATTEMPTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export function registerSetupCodeRoutes(app: Hono<AppEnv>): void {
  // The first password of an account (or the next one after a reset), with its code.
  defineRoute(app, "put", "/api/employee/password/set", "public", async (c) => {
    const { db } = c.get("deps");
    const body = await jsonBody(c, passwordSetSchema);
    const [employee] = await db
      .select()
      .from(employees)
      .where(sql`lower(${employees.email}) = ${body.email.trim().toLowerCase()}`);
    if (!employee) throw new ApiError(400, "user_not_exist");
    if (employee.passwordHash) throw new ApiError(400, "password_already_set");
    const live =
      employee.setupCodeExpiresAt !== null &&
      employee.setupCodeExpiresAt.getTime() > Date.now() &&
      employee.setupCodeAttempts < MAX_CODE_ATTEMPTS;
    // Verified even without a live code, so the answer time says nothing about it.
    const codeOk = await verifySecret(body.code, live ? employee.setupCodeHash : null);
    if (!live || !codeOk) {
      if (live) {
        await db
          .update(employees)
          .set({ setupCodeAttempts: sql`${employees.setupCodeAttempts} + 1` })
          .where(eq(employees.id, employee.id));
      }
      throw new ApiError(400, "first_set_not_allowed");
    }
    const passwordHash = await hashSecret(body.password);
    await db
      .update(employees)
      .set({ passwordHash, setupCodeHash: null, setupCodeExpiresAt: null, setupCodeAttempts: 0 })
      .where(eq(employees.id, employee.id));
    return c.body(null, 204);
  });

  // A manager resets a password: the employee is signed out and sets a new one with the code.
  defineRoute(app, "put", "/api/employee/password/reset/:id", "EMPLOYEE_ADD_UPDATE", async (c) => {
    const { db } = c.get("deps");
    const { claims } = caller(c);
    const { id } = pathParams(c, idParamsSchema);
    const [target] = await db
      .select({ rank: roles.rank })
      .from(employees)
      .innerJoin(roles, eq(roles.id, employees.roleId))
      .where(eq(employees.id, id));
    if (!target) throw new ApiError(400, "user_not_exist");
    // The code lets whoever holds it into the account: no reset of a more senior role.
    if (target.rank < claims.role_rank) throw new ApiError(403, "forbidden");
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const expiresAt = new Date(Date.now() + RESET_CODE_DAYS * DAY_MS);
    const setupCodeHash = await hashSecret(code);
    await db
      .update(employees)
      .set({
        passwordHash: null,
        setupCodeHash,
        setupCodeExpiresAt: expiresAt,
        setupCodeAttempts: 0,
      })
      .where(eq(employees.id, id));
    await revokeEmployeeTokens(db, id);
    const answer: PasswordResetResponse = { code, expiresAt: expiresAt.toISOString() };
    return c.json(answer);
  });
}
