/**
 * POST /connect/revoke (RFC 7009): form-encoded `token` (and an optional `token_type_hint`), the
 * PWA's client credentials as for /connect/token. A refresh token revokes its whole family (the
 * sign-in it belongs to), so a copy of it is useless after logout; an access token revokes the
 * family named by its `sid`; either way the sign-in's access tokens stop working at once. Unknown or already revoked tokens get 200 as well (section 2.2): the
 * answer tells nothing about the token.
 */
import type { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { formBody } from "../http/validation";
import { verifyAccessToken } from "./access-token.service";
import { clientMatches, readClientCredentials } from "./client-credentials";
import { sessionClosed } from "./open-session.service";
import { revokeByRefreshToken, revokeFamily } from "./refresh-token.service";

export function registerRevokeRoute(app: Hono<AppEnv>): void {
  app.post("/connect/revoke", async (c) => {
    c.header("Cache-Control", "no-store");
    const { db, config, jwtKey } = c.get("deps");
    const form = await formBody(c);
    const client = readClientCredentials(c.req.header("authorization"), form);
    if (!clientMatches(client, config.oauth)) {
      return c.json({ code: "invalid_client", error: "invalid_client" }, 401);
    }
    const token = form.token;
    if (!token) return c.json({ code: "invalid_request", error: "invalid_request" }, 400);
    if (token.length > 4096) return c.body(null, 200);
    // The hint only says where to look first (section 2.1): both kinds are tried.
    // The family's access tokens are refused from the next call too (open-session.service.ts).
    const family = await revokeByRefreshToken(db, token);
    if (family) sessionClosed(config, family);
    else {
      const access = await verifyAccessToken(jwtKey, token, {
        issuer: config.tokenIssuer,
        audience: config.tokenAudience,
      });
      if (access?.sid) {
        await revokeFamily(db, access.sid);
        sessionClosed(config, access.sid);
      }
    }
    return c.body(null, 200);
  });
}
