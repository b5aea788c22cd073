import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { passwordsApi } from "../../src/contract/employees.endpoints";
import { password } from "../../src/contract/rules";
import { hashSecret, verifySecret } from "../auth/password-hash.service";
import { revokeEmployeeTokens } from "../auth/refresh-token.service";
import { bumpSessionVersion } from "../auth/session-version.service";
import { asApiError, reserveAttempt } from "../auth/sign-in-guard";
import { employees } from "../db/schema/employees.schema";
import { writeTransaction } from "../db/write-transaction";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { caller } from "../http/rights.middleware";

const passwordRule = password();

export function registerPasswordRoutes(app: Hono<AppEnv>): void {
  // The signed-in employee changes their own password. Their other sessions end (refresh
  // families revoked, access tokens refused at once by the session version); the caller's own
  // sign-in goes on: its access token is refused too, and its refresh gives one of the new version.
  // Wrong old passwords count as failed sign-ins (429 too_many_attempts past the limit).
  // Not one transaction (mutates: false): scrypt must not run while holding the single writer.
  defineRoute(app, passwordsApi.change, async (c, { body }) => {
    const deps = c.get("deps");
    const { employeeId, claims, sessionId } = caller(c);
    const attempt = await reserveAttempt(c, claims.email);
    try {
      const [employee] = await deps.db.select().from(employees).where(eq(employees.id, employeeId));
      if (!employee) throw new ApiError(400, "user_not_exist");
      if (!(await verifySecret(body.oldPassword, employee.passwordHash))) {
        throw new ApiError(400, "old_password_invalid");
      }
      await attempt.succeeded();
      if (body.newPassword === body.oldPassword) {
        throw new ApiError(400, "new_password_equals_old");
      }
      const passwordHash = await hashSecret(body.newPassword);
      await writeTransaction(deps.db, async (tx) => {
        await tx.update(employees).set({ passwordHash }).where(eq(employees.id, employeeId));
        await bumpSessionVersion({ ...deps, db: tx }, employeeId);
        await revokeEmployeeTokens(tx, employeeId, { keepFamily: sessionId });
      });
      return c.body(null, 204);
    } catch (error) {
      throw asApiError(c, error);
    }
  });

  // The forms' `password` async validator (spec section 5), form-encoded: 200 when the rule holds.
  defineRoute(app, passwordsApi.check, async (c, { body }) => {
    if (!passwordRule.safeParse(body.password ?? "").success) {
      throw new ApiError(400, "password_rule");
    }
    return c.json({ valid: true });
  });
}
