/**
 * Employees (spec section 7, "Authentication" and "Staff cards"): their passwords, the one-time
 * setup codes that give a (new) one, and the list of employees a staff card can belong to.
 * The first sign-in screen imports this module: keep its imports few.
 */
import { z } from "zod";
import { passwordChangeSchema, passwordResetResponseSchema, passwordSetSchema } from "./auth";
import { endpoint } from "./endpoint";
import { valuesSchema } from "./paging";
import { idParamsSchema } from "./params";
import { employeeOptionSchema } from "./staff-cards";

const TAG = "Employees";

export const passwordsApi = {
  change: endpoint({
    method: "put",
    path: "/api/employee/password/change",
    requirement: "signedIn",
    // Not one transaction: scrypt must not run while holding the single writer.
    mutates: false,
    summary: "Changes the caller's own password; their other sessions end",
    tag: TAG,
    body: passwordChangeSchema,
    answers: { 204: null },
    errors: {
      400: ["user_not_exist", "old_password_invalid", "new_password_equals_old"],
      429: ["too_many_attempts"],
      503: ["server_busy"],
    },
  }),
  /** The forms' `password` async validator (spec section 5): 200 when the rule holds. */
  check: endpoint({
    method: "post",
    path: "/api/employee/password/check",
    requirement: "public",
    // A check that writes nothing: never a transaction, never the writer.
    mutates: false,
    summary: "Whether a password follows the password rule (form-encoded)",
    tag: TAG,
    body: z.object({ password: z.string().optional() }),
    bodyFormat: "form",
    answers: { 200: z.object({ valid: z.literal(true) }) },
    errors: { 400: ["password_rule"] },
  }),
  set: endpoint({
    method: "put",
    path: "/api/employee/password/set",
    requirement: "public",
    // Not one transaction: the try must stay counted when the answer is a 400, and scrypt must
    // not run while holding the database's single writer.
    mutates: false,
    summary: "Sets an account's first password (or the next one after a reset) with its code",
    tag: TAG,
    body: passwordSetSchema,
    answers: { 204: null },
    errors: { 400: ["first_set_not_allowed"], 429: ["too_many_attempts"], 503: ["server_busy"] },
  }),
  reset: endpoint({
    method: "put",
    path: "/api/employee/password/reset/:id",
    requirement: "EMPLOYEE_ADD_UPDATE",
    // Its own transaction, after the code is hashed; its answer holds the one-time code, so it is
    // never stored for an Idempotency-Key replay: a retry makes a new code.
    mutates: false,
    summary:
      "Resets the password of an employee of a strictly lower rank: they are signed out and get a one-time setup code (shown once; never stored for a replay)",
    tag: TAG,
    params: idParamsSchema,
    answers: { 200: passwordResetResponseSchema },
    errors: { 400: ["user_not_exist"], 503: ["server_busy"] },
  }),
};

export const employeesApi = {
  list: endpoint({
    method: "get",
    path: "/api/employee/employees",
    requirement: { anyOf: ["EMPLOYEE_READ", "STAFFCARD_ADD_UPDATE"] },
    summary: "The employees, by name (whom a staff card can belong to)",
    tag: TAG,
    answers: { 200: valuesSchema(employeeOptionSchema) },
  }),
};
