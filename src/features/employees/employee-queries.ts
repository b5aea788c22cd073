/**
 * What the employees' screen reads besides the list: the roles (the form's choice and the list's
 * filter) and whether an address is taken (the form's `required_email_not_exist` rule).
 */
import { i18n } from "@lingui/core";
import { employeesApi } from "@/contract/employees.endpoints";
import { rolesApi } from "@/contract/roles.endpoints";
import { call, valuesOf } from "@/lib/api/call";
import { ruleMessage } from "@/contract/rules";
import { roleName } from "@/lib/i18n/role-names";

export const loadRoles = () => valuesOf(rolesApi.list);

/** The role filter's choices, most senior first, named in the interface's language. */
export const roleOptions = async () =>
  (await loadRoles()).map((role) => ({ value: String(role.id), label: roleName(role.name, i18n) }));

/**
 * "required_email_not_exist" when another employee than `exceptId` has the address (the server
 * answers 204; 404 when it is free); undefined when it is free or cannot be checked now (offline,
 * a refusal): the server checks again on save.
 */
export async function emailTakenRule(email: string, exceptId?: number) {
  const value = email.trim();
  if (value === "") return undefined;
  try {
    await call(employeesApi.emailExists, { query: { email: value, exceptId } });
    return ruleMessage("required_email_not_exist");
  } catch {
    return undefined;
  }
}
