/**
 * Employees (spec sections 3, 5 and 7): who signs in to the back office, with which role, on
 * which site, shared across sites or not, and how many units a day their staff card may play.
 *
 * Decisions where the spec is silent:
 * - The role/status rule (spec section 5 names only its message): an account shared across sites
 *   (MultiSite or MultiSiteCategory) is for staff who manage staff, so its role must hold
 *   EMPLOYEE_READ; every other role is local (NotShared). Refused with 400 `role_status_conflict`
 *   ("Un employé avec le rôle {role} ne peut pas avoir le statut {status}").
 * - One e-mail, one employee, case ignored (the database's unique lower(email) index): 409
 *   `employee_already_exist`, with the field issue `email: required_email_not_exist`.
 * - Rank: an editor creates, edits, deletes and resets only employees of a strictly lower rank
 *   (a higher number), and gives only such roles: 403 `rank_too_high`; nobody deletes
 *   themselves (400 `cannot_delete_self`).
 * - A new employee has no password: the create answer holds nothing secret; the manager gives
 *   them a one-time code with the password reset (employees.endpoints.ts `passwordsApi.reset`).
 * - The daily units cap is 0 to 500 (30 by default, spec section 9).
 * - The list is paged and filtered by the API like the other lists (20 a page, up to
 *   LIMITS.pageSize): the staff card form's owner picker asks for one page of LIMITS.pageSize
 *   by name, which is more than a venue's staff.
 * - The e-mail check of the form is GET /api/employee/email-exists?email= (204 taken, 404 free,
 *   as spec section 5's `required_email_not_exist` rule reads a status); `exceptId` leaves out
 *   the employee being edited.
 * - Without a site, a new employee gets their manager's; the form does not show the site (the
 *   demo venue has one).
 */
import { z } from "zod";
import { rowId } from "./bounded";
import { moment } from "./dates";
import { LIMITS } from "./limits";
import { pageQuery } from "./paging";
import { hasRight } from "./rights";
import { email, FIELD_LIMITS, text } from "./rules";

export const EMPLOYEE_STATUSES = ["MultiSite", "MultiSiteCategory", "NotShared"] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
/** A local account (spec section 3's default). */
export const DEFAULT_STATUS: EmployeeStatus = "NotShared";

/** Units an employee's staff card may play a day (spec section 9: 30 by default). */
export const DAILY_UNITS_CAP = { min: 0, max: 500, default: 30 } as const;

/** The right a role needs for an account shared across sites. */
export const SHARED_ACCOUNT_RIGHT = "EMPLOYEE_READ" as const;

/** Whether a role with these rights cannot have this status (the rule above). */
export function roleStatusConflict(roleRights: readonly string[], status: EmployeeStatus): boolean {
  return status !== "NotShared" && !hasRight(roleRights, SHARED_ACCOUNT_RIGHT);
}

export const employeeSchema = z.object({
  id: rowId(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roleId: rowId(),
  roleName: z.string(),
  /** Lower = more senior (the administrator is 10). */
  roleRank: z.number().int().min(0).max(LIMITS.rank),
  siteId: rowId().nullable(),
  siteName: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  maxTokensDailyPlayed: z.number().int().min(DAILY_UNITS_CAP.min).max(DAILY_UNITS_CAP.max),
  /** No password yet (new, or after a reset): they sign in first on /first-login with a code. */
  awaitingFirstLogin: z.boolean(),
  createdAt: moment(),
});
export type Employee = z.infer<typeof employeeSchema>;

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** POST /api/employee and PUT /api/employee/{id}. */
export const employeeInputSchema = z.object({
  firstName: text({ required: true, max: FIELD_LIMITS.name, trim: true }),
  lastName: text({ required: true, max: FIELD_LIMITS.name, trim: true }),
  email: email({ required: true }),
  roleId: z.coerce.number({ error: "required" }).int().positive("required").max(LIMITS.id),
  siteId: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().positive().max(LIMITS.id).optional(),
  ),
  status: z.preprocess(blankToUndefined, z.enum(EMPLOYEE_STATUSES).default(DEFAULT_STATUS)),
  maxTokensDailyPlayed: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "min_value" })
      .int("min_value")
      .min(DAILY_UNITS_CAP.min, `min_value:${DAILY_UNITS_CAP.min}`)
      .max(DAILY_UNITS_CAP.max, `max_value:${DAILY_UNITS_CAP.max}`)
      .default(DAILY_UNITS_CAP.default),
  ),
});
export type EmployeeInput = z.input<typeof employeeInputSchema>;
export type EmployeeValues = z.output<typeof employeeInputSchema>;

export const EMPLOYEE_ORDERS = ["name", "email", "role", "createdAt"] as const;

/**
 * GET /api/employee/employees: 20 a page; filters on the name (every word in the first or last
 * name), the e-mail (contains), the role and the status; ordered by name, e-mail, role (most
 * senior first) or creation (newest first).
 */
export const employeeListQuerySchema = pageQuery(20).extend({
  filterOnName: z.string().trim().max(FIELD_LIMITS.name).optional(),
  filterOnEmail: z.string().trim().max(FIELD_LIMITS.email).optional(),
  filterOnRoleId: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().positive().max(LIMITS.id).optional(),
  ),
  filterOnStatus: z.preprocess(blankToUndefined, z.enum(EMPLOYEE_STATUSES).optional()),
  orderByColumn: z.preprocess(blankToUndefined, z.enum(EMPLOYEE_ORDERS).default("name")),
});
export type EmployeeListQuery = z.input<typeof employeeListQuerySchema>;
export type EmployeeListFilters = z.output<typeof employeeListQuerySchema>;

/** GET /api/employee/email-exists: whether an address is taken (by another than `exceptId`). */
export const emailExistsQuerySchema = z.object({
  email: z.string().trim().min(1, "required").max(FIELD_LIMITS.email, "max_length:254"),
  exceptId: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().positive().max(LIMITS.id).optional(),
  ),
});
