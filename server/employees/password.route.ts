import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { passwordChangeSchema } from "../../src/contract/auth";
import { password } from "../../src/contract/rules";
import { hashSecret, verifySecret } from "../auth/password-hash.service";
import { employees } from "../db/schema/employees.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { caller } from "../http/rights.middleware";
import { formBody, jsonBody } from "../http/validation";

const passwordRule = password();

export function registerPasswordRoutes(app: Hono<AppEnv>): void {
  // The signed-in employee changes their own password; their other sessions are kept.
  defineRoute(app, "put", "/api/employee/password/change", "signedIn", async (c) => {
    const { db } = c.get("deps");
    const { employeeId } = caller(c);
    const body = await jsonBody(c, passwordChangeSchema);
    const [employee] = await db.select().from(employees).where(eq(employees.id, employeeId));
    if (!employee) throw new ApiError(400, "user_not_exist");
    if (!(await verifySecret(body.oldPassword, employee.passwordHash))) {
      throw new ApiError(400, "old_password_invalid");
    }
    if (body.newPassword === body.oldPassword) throw new ApiError(400, "new_password_equals_old");
    const passwordHash = await hashSecret(body.newPassword);
    await db.update(employees).set({ passwordHash }).where(eq(employees.id, employeeId));
    return c.body(null, 204);
  });

  // The forms' `password` async validator (spec section 5), form-encoded: 200 when the rule holds.
  defineRoute(app, "post", "/api/employee/password/check", "public", async (c) => {
    const form = await formBody(c);
    if (!passwordRule.safeParse(form.password ?? "").success) {
      throw new ApiError(400, "password_rule");
    }
    return c.json({ valid: true });
  });
}
