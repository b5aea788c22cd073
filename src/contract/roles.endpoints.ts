/**
 * Roles and their rights (spec section 5, "Role rights"). Rules: src/contract/roles.ts and
 * src/contract/rights.ts.
 */
import { endpoint } from "./endpoint";
import { idParamsSchema } from "./params";
import { roleSchema, rolesResponseSchema, roleUpdateSchema } from "./roles";

const TAG = "Roles";

export const rolesApi = {
  list: endpoint({
    method: "get",
    path: "/api/role/roles",
    requirement: { anyOf: ["ROLE_UPDATE", "EMPLOYEE_READ"] },
    summary: "The roles and their rights, most senior first",
    tag: TAG,
    answers: { 200: rolesResponseSchema },
  }),
  update: endpoint({
    method: "put",
    path: "/api/role/:id{[0-9]+}",
    requirement: "ROLE_UPDATE",
    summary: "Sets a role's rights (rights they need come along); its members' tokens renew",
    description:
      "Nobody changes their own role's rights, edits a more senior role, or adds or removes a right they do not hold.",
    tag: TAG,
    params: idParamsSchema,
    body: roleUpdateSchema,
    answers: { 200: roleSchema },
    errors: { 400: ["own_role_rights", "right_not_held"], 403: ["role_rank"], 404: ["not_found"] },
  }),
};
