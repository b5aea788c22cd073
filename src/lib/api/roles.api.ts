import { roleSchema, rolesResponseSchema, type Role } from "@/contract/roles";
import type { Right } from "@/contract/rights";
import { http } from "../session/session";

export async function getRoles(): Promise<Role[]> {
  return (await http.get("/api/role/roles", undefined, rolesResponseSchema)).values;
}

export function updateRole(id: number, rights: Right[]): Promise<Role> {
  return http.put(`/api/role/${id}`, { rights }, roleSchema);
}
