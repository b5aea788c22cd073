/**
 * Access tokens: HS256 JWTs carrying the claims the PWA reads (spec section 3, "Session user
 * data"). Rights are copied from the role at issue time, so a role change reaches a user at
 * their next sign-in or refresh, and the API trusts the token's rights until it expires.
 */
import { jwtVerify, SignJWT } from "jose";
import { readClaims, type Claims } from "../../src/contract/token";
import type { Identity } from "./identity.service";

export async function signAccessToken(
  key: Uint8Array,
  identity: Identity,
  ttlSeconds: number,
  nowMs = Date.now(),
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({
    email: identity.email,
    name: `${identity.firstName} ${identity.lastName}`,
    role: identity.roleName,
    role_id: identity.roleId,
    role_rank: identity.roleRank,
    role_rights: identity.roleRights,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(identity.id))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
}

/** The verified claims and employee id of a bearer token, or undefined for any bad token. */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
): Promise<{ employeeId: number; claims: Claims } | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
    const claims = readClaims(payload);
    const employeeId = Number(payload.sub);
    if (!claims || !Number.isSafeInteger(employeeId) || employeeId <= 0) return undefined;
    return { employeeId, claims };
  } catch {
    return undefined;
  }
}
