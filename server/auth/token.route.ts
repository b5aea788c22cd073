/**
 * POST /connect/token (RFC 6749): the password and refresh_token grants for the PWA's client.
 * Errors carry `code` (the API's convention) and `error` (what OAuth clients read), and every
 * answer is `Cache-Control: no-store`. A failed sign-in never says which part was wrong.
 */
import { eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "../../src/contract/errors";
import type { TokenResponse } from "../../src/contract/token";
import { employees } from "../db/schema/employees.schema";
import type { AppDeps, AppEnv } from "../http/app-env";
import { formBody } from "../http/validation";
import { signAccessToken } from "./access-token.service";
import { clientMatches, readClientCredentials } from "./client-credentials";
import { findIdentityByEmail, findIdentityById, type Identity } from "./identity.service";
import { hashSecret, needsRehash, verifySecret } from "./password-hash.service";
import { consumeRefreshToken, issueRefreshToken } from "./refresh-token.service";

class TokenError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
  ) {
    super(code);
  }
}

interface Grant {
  identity: Identity;
  /** The refresh token family to continue; a sign-in starts a new one. */
  familyId?: string;
}

async function passwordGrant(deps: AppDeps, form: Record<string, string>): Promise<Grant> {
  const { username, password } = form;
  if (!username || !password) throw new TokenError(400, "invalid_request");
  const identity = await findIdentityByEmail(deps.db, username);
  // verifySecret does the full scrypt work even without an account or a password.
  const valid = await verifySecret(password, identity?.passwordHash);
  if (!identity?.passwordHash || !valid) throw new TokenError(400, "invalid_grant");
  if (needsRehash(identity.passwordHash)) {
    const passwordHash = await hashSecret(password);
    await deps.db.update(employees).set({ passwordHash }).where(eq(employees.id, identity.id));
  }
  return { identity };
}

async function refreshGrant(deps: AppDeps, form: Record<string, string>): Promise<Grant> {
  if (!form.refresh_token) throw new TokenError(400, "invalid_request");
  const used = await consumeRefreshToken(deps.db, form.refresh_token);
  if (!used.ok) throw new TokenError(400, "invalid_grant");
  // Read again: the role's rights may have changed since the last token (spec section 6).
  const identity = await findIdentityById(deps.db, used.employeeId);
  if (!identity?.passwordHash) throw new TokenError(400, "invalid_grant");
  return { identity, familyId: used.familyId };
}

const GRANTS: Record<string, (deps: AppDeps, form: Record<string, string>) => Promise<Grant>> = {
  password: passwordGrant,
  refresh_token: refreshGrant,
};

async function handleToken(c: Context<AppEnv>): Promise<Response> {
  const deps = c.get("deps");
  const { config } = deps;
  const form = await formBody(c);
  const client = readClientCredentials(c.req.header("authorization"), form);
  if (!clientMatches(client, config.oauth)) throw new TokenError(401, "invalid_client");
  if (!form.grant_type) throw new TokenError(400, "invalid_request");
  const grant = Object.hasOwn(GRANTS, form.grant_type) ? GRANTS[form.grant_type] : undefined;
  if (!grant) throw new TokenError(400, "unsupported_grant_type");

  const { identity, familyId } = await grant(deps, form);
  const refreshToken = await issueRefreshToken(
    deps.db,
    identity.id,
    config.refreshTokenTtl,
    familyId,
  );
  if (!refreshToken) throw new TokenError(400, "invalid_grant");
  const body: TokenResponse = {
    access_token: await signAccessToken(deps.jwtKey, identity, config.accessTokenTtl),
    refresh_token: refreshToken,
    expires_in: config.accessTokenTtl,
    token_type: "Bearer",
  };
  return c.json(body, 200);
}

export function registerTokenRoute(app: Hono<AppEnv>): void {
  app.post("/connect/token", async (c) => {
    c.header("Cache-Control", "no-store");
    c.header("Pragma", "no-cache");
    try {
      return await handleToken(c);
    } catch (err) {
      if (!(err instanceof TokenError)) throw err;
      return c.json({ code: err.code, error: err.code }, err.status);
    }
  });
}
