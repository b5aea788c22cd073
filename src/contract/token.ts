/**
 * The token endpoint's answer and the access token's claims. Written with zod/mini: these are read
 * at start-up on every screen, and the mini build keeps them out of the first download's weight.
 */
import * as z from "zod/mini";
import { normalizeRights, type Right } from "./rights";

/** POST /connect/token answer (form-encoded request, client basic credentials). */
export const tokenResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  expires_in: z.number().check(z.int(), z.positive()),
  token_type: z._default(z.string(), "Bearer"),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * Claims the PWA reads from the access token. Identity servers send a one-element list as a plain
 * string and numbers as strings: both are accepted and normalised here.
 */
export const claimsSchema = z.object({
  sub: z.optional(z.string()),
  exp: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  role_id: z.coerce.number().check(z.int()),
  role_rank: z.coerce.number().check(z.int()),
  role_rights: z.pipe(
    z.union([z.array(z.string()), z.string()]),
    z.transform((v): Right[] => normalizeRights(typeof v === "string" ? [v] : v)),
  ),
});
export type Claims = z.infer<typeof claimsSchema>;
