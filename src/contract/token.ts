/**
 * The token endpoint's answer and the access token's claims, read by the PWA at start-up on every
 * screen and by the server when it verifies a token. Plain readers rather than zod schemas: they
 * run before the first screen, and zod's parsing engine would double the weight of that download.
 */
import { normalizeRights, type Right } from "./rights";

/** POST /connect/token answer (form-encoded request, client basic credentials). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
  /**
   * A password grant's proof that this tablet signed in to the account (the reference server's
   * server/auth/device-proof.ts): sent back with the next password grants for that e-mail, it
   * gives the tablet its own budget of failed attempts. Optional: other servers may not send it.
   */
  device_proof?: string;
}

/** The claims the PWA reads; rights normalised (upper case, trimmed, catalogue names only). */
export interface Claims {
  sub?: string;
  exp: number;
  email: string;
  name: string;
  role: string;
  role_id: number;
  role_rank: number;
  role_rights: Right[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const isText = (value: unknown, minLength = 0): value is string =>
  typeof value === "string" && value.length >= minLength;

/** Identity servers send numbers as strings sometimes: "3" and 3 are both read as 3. */
function integer(value: unknown): number | undefined {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) ? n : undefined;
}

export function readTokenResponse(value: unknown): TokenResponse | undefined {
  if (!isObject(value) || !isText(value.access_token, 1) || !isText(value.refresh_token, 1))
    return undefined;
  const expiresIn = integer(value.expires_in);
  if (expiresIn === undefined || expiresIn <= 0) return undefined;
  const tokenType = isText(value.token_type, 1) ? value.token_type : "Bearer";
  return {
    access_token: value.access_token,
    refresh_token: value.refresh_token,
    expires_in: expiresIn,
    token_type: tokenType,
    ...(isText(value.device_proof, 1) ? { device_proof: value.device_proof } : {}),
  };
}

/** A one-element list may come as a plain string: both are accepted. */
export function readClaims(value: unknown): Claims | undefined {
  if (!isObject(value)) return undefined;
  const { sub, exp, email, name, role, role_rights: rights } = value;
  const roleId = integer(value.role_id);
  const roleRank = integer(value.role_rank);
  if (typeof exp !== "number" || !isText(email) || !isText(name) || !isText(role)) return undefined;
  if (roleId === undefined || roleRank === undefined) return undefined;
  const list = typeof rights === "string" ? [rights] : Array.isArray(rights) ? rights : undefined;
  if (!list?.every((r) => typeof r === "string")) return undefined;
  return {
    ...(isText(sub) ? { sub } : {}),
    exp,
    email,
    name,
    role,
    role_id: roleId,
    role_rank: roleRank,
    role_rights: normalizeRights(list),
  };
}
