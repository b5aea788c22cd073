/**
 * POST /connect/token (RFC 6749): the password and refresh_token grants for the PWA's client.
 * Errors carry `code` (the API's convention) and `error` (what OAuth clients read), and every
 * answer is `Cache-Control: no-store`. A failed sign-in never says which part was wrong.
 * Failed sign-ins are slowed per account and per address (sign-in-limiter.ts): 429
 * too_many_attempts with a short Retry-After; a tablet that signed in to the account before
 * sends its `device_proof` and keeps its own budget; a saturated password check queue is 503
 * server_busy.
 * POST /connect/revoke (RFC 7009) is in revoke.route.ts.
 */
import { eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import type { TokenResponse } from "../../src/contract/token";
import { employees } from "../db/schema/employees.schema";
import { writeTransaction } from "../db/write-transaction";
import { ApiError } from "../http/api-error";
import type { AppDeps, AppEnv } from "../http/app-env";
import { formBody } from "../http/validation";
import { signAccessToken } from "./access-token.service";
import { clientMatches, readClientCredentials } from "./client-credentials";
import { findIdentityByEmail, findIdentityById, type Identity } from "./identity.service";
import { hashSecret, needsRehash, verifySecret } from "./password-hash.service";
import { rotateRefreshToken, startFamily, type Issued } from "./refresh-token.service";
import { registerRevokeRoute } from "./revoke.route";
import { makeDeviceProof, readDeviceProof } from "./device-proof";
import { asApiError, logSignIn, reserveAttempt } from "./sign-in-guard";

export const refreshPolicy = (config: AppDeps["config"]) => ({
  ttlSeconds: config.refreshTokenTtl,
  sessionMaxAge: config.sessionMaxAge,
  graceSeconds: config.refreshGrace,
});

interface Grant {
  identity: Identity;
  issued: Issued;
  /** A password grant's proof for the tablet (device-proof.ts). */
  deviceProof?: string;
}

async function passwordGrant(c: Context<AppEnv>, form: Record<string, string>): Promise<Grant> {
  const deps = c.get("deps");
  const { username, password } = form;
  if (!username || !password) throw new ApiError(400, "invalid_request");
  // A tablet that signed in to this account before has its own budget (sign-in-limiter.ts).
  const device = readDeviceProof(deps.jwtKey, username, form.device_proof);
  const attempt = await reserveAttempt(c, username, device);
  const identity = await findIdentityByEmail(deps.db, username);
  // verifySecret does the full scrypt work even without an account or a password.
  const valid = await verifySecret(password, identity?.passwordHash);
  if (!identity?.passwordHash || !valid) {
    await logSignIn(c, "SignInRefused", username, identity?.id);
    throw new ApiError(400, "invalid_grant");
  }
  await attempt.succeeded();
  if (needsRehash(identity.passwordHash)) {
    const passwordHash = await hashSecret(password);
    await writeTransaction(deps.db, (tx) =>
      tx.update(employees).set({ passwordHash }).where(eq(employees.id, identity.id)),
    );
  }
  const issued = await startFamily(deps.db, identity.id, refreshPolicy(deps.config));
  return { identity, issued, deviceProof: makeDeviceProof(deps.jwtKey, username, device) };
}

async function refreshGrant(c: Context<AppEnv>, form: Record<string, string>): Promise<Grant> {
  const deps = c.get("deps");
  if (!form.refresh_token) throw new ApiError(400, "invalid_request");
  const rotated = await rotateRefreshToken(
    deps.db,
    deps.jwtKey,
    form.refresh_token,
    refreshPolicy(deps.config),
  );
  if (!rotated.ok) throw new ApiError(400, "invalid_grant");
  // Read again: the role's rights may have changed since the last token (spec section 6).
  const identity = await findIdentityById(deps.db, rotated.employeeId);
  if (!identity?.passwordHash) throw new ApiError(400, "invalid_grant");
  return { identity, issued: rotated };
}

const GRANTS: Record<string, (c: Context<AppEnv>, form: Record<string, string>) => Promise<Grant>> =
  {
    password: passwordGrant,
    refresh_token: refreshGrant,
  };

async function handleToken(c: Context<AppEnv>): Promise<Response> {
  const { config, jwtKey } = c.get("deps");
  const form = await formBody(c);
  const client = readClientCredentials(c.req.header("authorization"), form);
  if (!clientMatches(client, config.oauth)) throw new ApiError(401, "invalid_client");
  if (!form.grant_type) throw new ApiError(400, "invalid_request");
  const grant = Object.hasOwn(GRANTS, form.grant_type) ? GRANTS[form.grant_type] : undefined;
  if (!grant) throw new ApiError(400, "unsupported_grant_type");

  const { identity, issued, deviceProof } = await grant(c, form);
  // Signed at the pair's issue time: a retry within the grace period gets the same bytes.
  const accessToken = await signAccessToken(
    jwtKey,
    identity,
    config.accessTokenTtl,
    {
      issuer: config.tokenIssuer,
      audience: config.tokenAudience,
      sid: issued.familyId,
      sv: identity.sessionVersion,
    },
    issued.issuedAt,
  );
  const body: TokenResponse = {
    access_token: accessToken,
    refresh_token: issued.token,
    expires_in: config.accessTokenTtl,
    token_type: "Bearer",
    ...(deviceProof ? { device_proof: deviceProof } : {}),
  };
  return c.json(body, 200);
}

export function registerTokenRoute(app: Hono<AppEnv>): void {
  app.post("/connect/token", async (c) => {
    c.header("Cache-Control", "no-store");
    c.header("Pragma", "no-cache");
    try {
      return await handleToken(c);
    } catch (caught) {
      const err = asApiError(c, caught);
      if (!(err instanceof ApiError)) throw err;
      return c.json({ code: err.code, error: err.code }, err.status);
    }
  });
  registerRevokeRoute(app);
}
