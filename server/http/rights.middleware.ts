/**
 * Who may call a route. Every /api route states its requirement when it is declared (see
 * define-route.ts): "public", "signedIn", one right, `{ anyOf }` rights, or "device" (a device's
 * own key in X-Device-Key instead of a token: server/devices/device-keys.ts). The bearer token is
 * verified here (signature, expiry, `iss`, `aud`); no token, a bad or expired one, one of an
 * employee who no longer exists or whose sessions were ended since (its `sv` is older than theirs,
 * see session-version.service.ts), or of a sign-in closed by a logout (open-session.service.ts)
 * -> 401 unauthorized; a valid token without the right -> 403
 * forbidden. Rights are the token's role_rights, compared like the PWA does.
 */
import type { Context, MiddlewareHandler } from "hono";
import { verifyAccessToken } from "../auth/access-token.service";
import { sessionIsOpen } from "../auth/open-session.service";
import { currentSessionVersion } from "../auth/session-version.service";
import { authenticateDevice } from "../devices/device-keys";
import { ApiError } from "./api-error";
import type { AppEnv, AuthContext } from "./app-env";

export type { Requirement } from "../../src/contract/endpoint";
export { satisfies } from "../../src/contract/rights";
import type { Requirement } from "../../src/contract/endpoint";
import { satisfies } from "../../src/contract/rights";

export function authorize(requirement: Requirement): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Checked before the route's transaction: a wrong key never queues for the writer, and a
    // replayed Idempotency-Key without the device's key gets nothing (mutation.middleware.ts).
    if (requirement === "device") {
      c.set("device", await authenticateDevice(c));
    } else if (requirement !== "public") {
      const deps = c.get("deps");
      const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "")?.[1];
      const auth = bearer
        ? await verifyAccessToken(deps.jwtKey, bearer, {
            issuer: deps.config.tokenIssuer,
            audience: deps.config.tokenAudience,
          })
        : undefined;
      if (!auth) throw new ApiError(401, "unauthorized");
      const version = await currentSessionVersion(deps, auth.employeeId);
      if (version === undefined || auth.sv < version) throw new ApiError(401, "unauthorized");
      // Logged out (or its refresh token reused): the sign-in is closed, its tokens with it.
      if (auth.sid && !(await sessionIsOpen(deps, auth.sid)))
        throw new ApiError(401, "unauthorized");
      if (!satisfies(auth.claims.role_rights, requirement)) throw new ApiError(403, "forbidden");
      c.set("auth", { employeeId: auth.employeeId, claims: auth.claims, sessionId: auth.sid });
    }
    await next();
  };
}

/** The caller of a route that is not public (the middleware has already refused anyone else). */
export function caller(c: Context<AppEnv>): AuthContext {
  const auth = c.get("auth");
  if (!auth) throw new ApiError(401, "unauthorized");
  return auth;
}
