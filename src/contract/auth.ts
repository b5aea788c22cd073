import { z } from "zod";
import { normalizeRights, type Right } from "./rights";
import { confirmed, email, password, required } from "./rules";

/** POST /connect/token answer (form-encoded request, client basic credentials). */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  token_type: z.string().default("Bearer"),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * Claims the PWA reads from the access token. Identity servers send a one-element list as a plain
 * string and numbers as strings: both are accepted and normalised here.
 */
export const claimsSchema = z.object({
  sub: z.string().optional(),
  exp: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  role_id: z.coerce.number().int(),
  role_rank: z.coerce.number().int(),
  role_rights: z
    .union([z.array(z.string()), z.string()])
    .transform((v): Right[] => normalizeRights(typeof v === "string" ? [v] : v)),
});
export type Claims = z.infer<typeof claimsSchema>;

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

/** The sign-in form (sent to the token endpoint as a password grant). */
export const signInSchema = z.object({
  email: email({ required: true }),
  password: required(z.string()),
});
export type SignIn = z.infer<typeof signInSchema>;
