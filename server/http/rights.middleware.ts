/**
 * Who may call a route. Every /api route states its requirement when it is declared (see
 * define-route.ts): "public", "signedIn", one right, or `{ anyOf }` rights. The bearer token is
 * verified here; no token, a bad or expired one -> 401 unauthorized; a valid token without the
 * right -> 403 forbidden. Rights are the token's role_rights, compared like the PWA does.
 */
import type { Context, MiddlewareHandler } from "hono";
import { hasRight, type Right } from "../../src/contract/rights";
import { verifyAccessToken } from "../auth/access-token.service";
import { ApiError } from "./api-error";
import type { AppEnv, AuthContext } from "./app-env";

export type Requirement = "public" | "signedIn" | Right | { anyOf: readonly Right[] };

export function satisfies(held: readonly string[], requirement: Requirement): boolean {
  if (requirement === "public" || requirement === "signedIn") return true;
  if (typeof requirement === "string") return hasRight(held, requirement);
  return requirement.anyOf.some((right) => hasRight(held, right));
}

export function authorize(requirement: Requirement): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (requirement !== "public") {
      const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "")?.[1];
      const auth = bearer ? await verifyAccessToken(c.get("deps").jwtKey, bearer) : undefined;
      if (!auth) throw new ApiError(401, "unauthorized");
      if (!satisfies(auth.claims.role_rights, requirement)) throw new ApiError(403, "forbidden");
      c.set("auth", auth);
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
