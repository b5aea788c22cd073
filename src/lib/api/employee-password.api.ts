import {
  passwordResetResponseSchema,
  type PasswordChange,
  type PasswordSet,
} from "@/contract/auth";
import { http } from "../session/session";

/** Spec section 7, Authentication: the employee password calls. */
export const PASSWORD_CHECK_PATH = "/api/employee/password/check";

export function setFirstPassword(body: PasswordSet): Promise<void> {
  return http.put<void>("/api/employee/password/set", body);
}

export function changePassword(body: PasswordChange): Promise<void> {
  return http.put<void>("/api/employee/password/change", body);
}

export function resetPassword(employeeId: number) {
  return http.put(
    `/api/employee/password/reset/${employeeId}`,
    undefined,
    passwordResetResponseSchema,
  );
}
