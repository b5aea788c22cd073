/**
 * One-time setup codes: how an employee gets a (new) password. A code is seeded for a new
 * account or handed out by a manager through a reset; it is stored hashed and dies when used,
 * at expiry, or after MAX_CODE_ATTEMPTS tries, so six digits cannot be guessed online.
 */
import { randomInt } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Hono } from "hono";
import type { PasswordResetResponse } from "../../src/contract/auth";
import { passwordsApi } from "../../src/contract/employees.endpoints";
import { hashSecret, verifySecret } from "../auth/password-hash.service";
import { revokeEmployeeTokens } from "../auth/refresh-token.service";
import { bumpSessionVersion } from "../auth/session-version.service";
import { asApiError, reserveAttempt } from "../auth/sign-in-guard";
import type { Db } from "../db/database";
import { employees, roles } from "../db/schema/employees.schema";
import { writeTransaction } from "../db/write-transaction";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { caller } from "../http/rights.middleware";
import { backOfficeMachine, logAction } from "../monitor/monitor-log";

const RESET_CODE_DAYS = 7;
export const MAX_CODE_ATTEMPTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Claims one try of the live code of `email`'s account, atomically, BEFORE the code is checked:
 * the counter goes up only while under the limit, so however many requests race, at most
 * MAX_CODE_ATTEMPTS are checked. Undefined: no such account, a password already set, no live code.
 */
async function claimCodeTry(db: Db, email: string) {
  const [claimed] = await writeTransaction(db, (tx) =>
    tx
      .update(employees)
      .set({ setupCodeAttempts: sql`${employees.setupCodeAttempts} + 1` })
      .where(
        and(
          sql`lower(${employees.email}) = ${email.trim().toLowerCase()}`,
          isNull(employees.passwordHash),
          isNotNull(employees.setupCodeHash),
          gt(employees.setupCodeExpiresAt, new Date()),
          lt(employees.setupCodeAttempts, MAX_CODE_ATTEMPTS),
        ),
      )
      .returning({ id: employees.id, codeHash: employees.setupCodeHash }),
  );
  return claimed;
}

export function registerSetupCodeRoutes(app: Hono<AppEnv>): void {
  // The first password of an account (or the next one after a reset), with its code. Unknown
  // e-mail, password already set, dead or wrong code: one answer, first_set_not_allowed, after
  // the same work, so an anonymous caller cannot learn which accounts exist.
  // Not one transaction (mutates: false): the try must stay counted when the answer is a 400,
  // and scrypt must not run while holding the database's single writer.
  defineRoute(app, passwordsApi.set, async (c, { body }) => {
    const deps = c.get("deps");
    const attempt = await reserveAttempt(c, body.email);
    try {
      const claimed = await claimCodeTry(deps.db, body.email);
      // Verified even without a live code, so the answer time says nothing about it.
      const codeOk = await verifySecret(body.code, claimed?.codeHash ?? null);
      if (!claimed?.codeHash || !codeOk) throw new ApiError(400, "first_set_not_allowed");
      const passwordHash = await hashSecret(body.password);
      const done = await writeTransaction(deps.db, async (tx) => {
        const set = await tx
          .update(employees)
          .set({
            passwordHash,
            setupCodeHash: null,
            setupCodeExpiresAt: null,
            setupCodeAttempts: 0,
          })
          .where(
            and(
              eq(employees.id, claimed.id),
              eq(employees.setupCodeHash, claimed.codeHash!),
              isNull(employees.passwordHash),
            ),
          );
        if (set.rowsAffected !== 1) return false;
        // Whatever sessions the account had (before a reset) end now.
        await bumpSessionVersion({ ...deps, db: tx }, claimed.id);
        await revokeEmployeeTokens(tx, claimed.id);
        return true;
      });
      if (!done) throw new ApiError(400, "first_set_not_allowed");
      await attempt.succeeded();
      return c.body(null, 204);
    } catch (error) {
      throw asApiError(c, error);
    }
  });

  // A manager resets a password: the employee is signed out everywhere at once (their access
  // tokens too) and sets a new one with the code.
  defineRoute(app, passwordsApi.reset, async (c, { params: { id } }) => {
    const deps = c.get("deps");
    const { db } = deps;
    const { claims } = caller(c);
    const [target] = await db
      .select({ rank: roles.rank, firstName: employees.firstName, lastName: employees.lastName })
      .from(employees)
      .innerJoin(roles, eq(roles.id, employees.roleId))
      .where(eq(employees.id, id));
    if (!target) throw new ApiError(400, "user_not_exist");
    // The code lets whoever holds it into the account: only for a strictly lower rank (a higher
    // number), never a peer's, a senior's or one's own (that is a password change).
    if (target.rank <= claims.role_rank) throw new ApiError(403, "forbidden");
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const expiresAt = new Date(Date.now() + RESET_CODE_DAYS * DAY_MS);
    let setupCodeHash: string;
    try {
      setupCodeHash = await hashSecret(code);
    } catch (error) {
      throw asApiError(c, error);
    }
    // Hashed first, then written in one transaction: scrypt never runs while holding the writer,
    // and the answer, which holds the code, is never kept for a replay (the route is declared
    // `mutates: false`: no Idempotency-Key store).
    await writeTransaction(db, async (tx) => {
      await tx
        .update(employees)
        .set({
          passwordHash: null,
          setupCodeHash,
          setupCodeExpiresAt: expiresAt,
          setupCodeAttempts: 0,
        })
        .where(eq(employees.id, id));
      await bumpSessionVersion({ ...deps, db: tx }, id);
      await revokeEmployeeTokens(tx, id);
      await logAction(tx, {
        type: "PasswordReset",
        machineName: backOfficeMachine(c),
        employeeId: caller(c).employeeId,
        detail: `${target.firstName} ${target.lastName}`,
      });
    });
    const answer: PasswordResetResponse = { code, expiresAt: expiresAt.toISOString() };
    return c.json(answer);
  });
}
