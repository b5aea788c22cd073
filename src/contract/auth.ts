import { z } from "zod";
import { confirmed, email, password, required } from "./rules";

/** PUT /api/employee/password/set: the first password of an account, with the code given by a manager. */
export const passwordSetSchema = confirmed(
  z.object({
    email: email({ required: true }),
    code: required(z.string().trim()),
    password: password(),
    confirmPassword: required(z.string()),
  }),
  "password",
  "confirmPassword",
);
export type PasswordSet = z.infer<typeof passwordSetSchema>;

/** PUT /api/employee/password/change, signed in. */
export const passwordChangeSchema = confirmed(
  z.object({
    oldPassword: required(z.string()),
    newPassword: password(),
    confirmPassword: required(z.string()),
  }),
  "newPassword",
  "confirmPassword",
);
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** PUT /api/employee/password/reset/{id} answer: the one-time code the employee sets a password with. */
export const passwordResetResponseSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;
