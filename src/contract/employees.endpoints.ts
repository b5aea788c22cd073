/**
 * Employees (spec section 7, "Authentication" and "Employees and roles"): their passwords, the
 * one-time setup codes that give a (new) one, and the employees themselves (rules and decisions:
 * src/contract/employees.ts). The first sign-in screen imports this module: keep its imports few
 * (the contract's own modules only).
 */
import { z } from "zod";
import { passwordChangeSchema, passwordResetResponseSchema, passwordSetSchema } from "./auth";
import { endpoint } from "./endpoint";
import {
  emailExistsQuerySchema,
  employeeInputSchema,
  employeeListQuerySchema,
  employeeSchema,
} from "./employees";
import type { ErrorCode } from "./errors";
import { countSchema, pagedSchema, sortQuery } from "./paging";
import { idParamsSchema } from "./params";

const TAG = "Employees";
/**
 * The employees list's orders (`sort`, the list's column keys: the name, the e-mail, the role by
 * seniority, the account type, the daily units), before `orderByColumn`; then the id.
 */
const EMPLOYEE_SORTS = ["name", "email", "role", "status", "cap"] as const;

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

const ROLE_STATUS_RULE =
  "Role/status rule: an account shared across sites (MultiSite or MultiSiteCategory) needs a role holding EMPLOYEE_READ; any other role is NotShared (400 role_status_conflict). Rank rule: only roles and employees of a strictly lower rank than the caller's (a higher number; 403 rank_too_high). The e-mail is unique, case ignored (409 employee_already_exist, field issue email: required_email_not_exist).";

const SAVE_ERRORS = {
  400: ["role_status_conflict", "unknown_reference"],
  403: ["rank_too_high"],
  409: ["employee_already_exist"],
} satisfies Partial<Record<400 | 403 | 404 | 409, ErrorCode[]>>;

export const employeesApi = {
  count: endpoint({
    method: "get",
    path: "/api/employee/count",
    requirement: "EMPLOYEE_READ",
    summary: "How many employees the venue has",
    tag: TAG,
    answers: { 200: countSchema },
  }),
  list: endpoint({
    method: "get",
    path: "/api/employee/employees",
    requirement: { anyOf: ["EMPLOYEE_READ", "STAFFCARD_ADD_UPDATE"] },
    summary:
      "Employees, one page, filtered on the name, e-mail, role and status (also whom a staff card can belong to)",
    tag: TAG,
    query: employeeListQuerySchema.extend(sortQuery(EMPLOYEE_SORTS).shape),
    answers: { 200: pagedSchema(employeeSchema) },
  }),
  one: endpoint({
    method: "get",
    path: "/api/employee/:id{[0-9]+}",
    requirement: "EMPLOYEE_READ",
    summary: "One employee",
    tag: TAG,
    params: idParamsSchema,
    answers: { 200: employeeSchema },
    errors: { 404: ["not_found"] },
  }),
  /** The form's `required_email_not_exist` rule (spec section 5): free when the answer is 404. */
  emailExists: endpoint({
    method: "get",
    path: "/api/employee/email-exists",
    requirement: "EMPLOYEE_ADD_UPDATE",
    summary:
      "Whether an employee has this e-mail, case ignored (204: taken; 404: free). The spec names only the rule code required_email_not_exist; this path is the reference server's",
    tag: TAG,
    query: emailExistsQuerySchema,
    answers: { 204: null },
    errors: { 404: ["not_found"] },
  }),
  create: endpoint({
    method: "post",
    path: "/api/employee",
    requirement: "EMPLOYEE_ADD_UPDATE",
    summary:
      "Adds an employee, without a password: a password reset gives them their first one-time code",
    description: ROLE_STATUS_RULE,
    tag: TAG,
    body: employeeInputSchema,
    answers: { 201: employeeSchema },
    errors: SAVE_ERRORS,
  }),
  update: endpoint({
    method: "put",
    path: "/api/employee/:id{[0-9]+}",
    requirement: "EMPLOYEE_ADD_UPDATE",
    summary: "Updates an employee; a change of role ends their sessions at once",
    description: ROLE_STATUS_RULE,
    tag: TAG,
    params: idParamsSchema,
    body: employeeInputSchema,
    answers: { 200: employeeSchema },
    errors: { ...SAVE_ERRORS, 404: ["not_found"] },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/employee/:id{[0-9]+}",
    requirement: "EMPLOYEE_DELETE",
    summary:
      "Deletes an employee of a lower rank (never oneself): their sessions end at once and their staff cards go with them",
    tag: TAG,
    params: idParamsSchema,
    answers: { 204: null },
    errors: { 400: ["cannot_delete_self"], 403: ["rank_too_high"], 404: ["not_found"] },
  }),
};
