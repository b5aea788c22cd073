import type { PasswordChange, PasswordSet } from "@/contract/auth";
import { http } from "../session/session";

/** Spec section 7, Authentication: the employee password calls. */
export function setFirstPassword(body: PasswordSet): Promise<void> {
  return http.put<void>("/api/employee/password/set", body);
}

export function changePassword(body: PasswordChange): Promise<void> {
  return http.put<void>("/api/employee/password/change", body);
}
