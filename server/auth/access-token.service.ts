/**
 * Access tokens: HS256 JWTs carrying the claims the PWA reads (spec section 3, "Session user
 * data"), plus `iss` and `aud` (TOKEN_ISSUER / TOKEN_AUDIENCE, checked on every call), `sid` (the
 * refresh family, i.e. the sign-in it belongs to) and `sv` (the employee's session version, see
 * session-version.service.ts). Rights are copied from the role at issue time.
 */
import { jwtVerify, SignJWT } from "jose";
import { readClaims, type Claims } from "../../src/contract/token";
import type { Identity } from "./identity.service";

export interface TokenAudience {
  issuer: string;
  audience: string;
}

export interface TokenSession {
  /** The refresh token family. */
  sid: string;
  /** The employee's session version at issue time. */
  sv: number;
}

export async function signAccessToken(
  key: Uint8Array,
  identity: Identity,
  ttlSeconds: number,
  { issuer, audience, sid, sv }: TokenAudience & TokenSession,
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
    sid,
    sv,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(identity.id))
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
}

export interface VerifiedToken {
  employeeId: number;
  claims: Claims;
  /** Refresh family of the sign-in (absent on tokens forged by tests). */
  sid: string | undefined;
  sv: number;
}

/** The verified claims of a bearer token (signature, expiry, iss, aud), or undefined. */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  expected: TokenAudience,
): Promise<VerifiedToken | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: expected.issuer,
      audience: expected.audience,
    });
    const claims = readClaims(payload);
    const employeeId = Number(payload.sub);
    if (!claims || !Number.isSafeInteger(employeeId) || employeeId <= 0) return undefined;
    const sv = payload.sv === undefined ? 0 : payload.sv;
    if (typeof sv !== "number" || !Number.isSafeInteger(sv)) return undefined;
    const sid = typeof payload.sid === "string" ? payload.sid : undefined;
    return { employeeId, claims, sid, sv };
  } catch {
    return undefined;
  }
}
