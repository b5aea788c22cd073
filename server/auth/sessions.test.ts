// @vitest-environment node
import { decodeJwt } from "jose";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { refreshTokens } from "../db/schema/auth.schema";
import { employees } from "../db/schema/employees.schema";
import { basicAuth, claimsOf, createTestApp, tokensOf, type TestApp } from "../testing/test-app";

let t: TestApp;
afterEach(() => t.close());

const refresh = (refresh_token: string) => t.token({ grant_type: "refresh_token", refresh_token });
const me = (token: string) => t.call("GET", "/api/card/cards", { token });

function revoke(fields: Record<string, string>, auth = true) {
  return t.app.request("/connect/revoke", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(auth
        ? { authorization: basicAuth(t.config.oauth.clientId, t.config.oauth.clientSecret) }
        : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("POST /connect/revoke (RFC 7009)", () => {
  it("revokes a refresh token's whole family: the copy and its successors get invalid_grant", async () => {
    t = await createTestApp();
    const first = await t.signIn("manager");
    const rotated = await tokensOf(await refresh(first.refresh_token));
    const res = await revoke({ token: first.refresh_token, token_type_hint: "refresh_token" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    for (const token of [first.refresh_token, rotated.refresh_token]) {
      const again = await refresh(token);
      expect([again.status, await again.json()]).toEqual([
        400,
        { code: "invalid_grant", error: "invalid_grant" },
      ]);
    }
    // Another sign-in of the same employee goes on.
    const other = await t.signIn("manager");
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it("answers 200 for an unknown or already revoked token, 400 without one, 401 without the client", async () => {
    t = await createTestApp();
    expect((await revoke({ token: "not-a-token" })).status).toBe(200);
    const { refresh_token } = await t.signIn("agent");
    expect((await revoke({ token: refresh_token })).status).toBe(200);
    expect((await revoke({ token: refresh_token })).status).toBe(200);
    expect((await revoke({})).status).toBe(400);
    const anonymous = await revoke({ token: refresh_token }, false);
    expect([anonymous.status, await anonymous.json()]).toMatchObject([
      401,
      { code: "invalid_client" },
    ]);
  });

  it("ends the sign-in's access tokens at once, not at their expiry; another sign-in goes on", async () => {
    t = await createTestApp();
    const session = await t.signIn("manager");
    const other = await t.signIn("manager");
    expect((await me(session.access_token)).status).toBe(200);
    expect((await revoke({ token: session.refresh_token })).status).toBe(200);
    expect((await me(session.access_token)).status).toBe(401);
    expect((await me(other.access_token)).status).toBe(200);
  });

  it("revokes the family of an access token given instead", async () => {
    t = await createTestApp();
    const session = await t.signIn("agent");
    expect(
      (await revoke({ token: session.access_token, token_type_hint: "access_token" })).status,
    ).toBe(200);
    expect((await refresh(session.refresh_token)).status).toBe(400);
    expect((await me(session.access_token)).status).toBe(401);
  });
});

describe("a password change or reset ends the other sessions", () => {
  it("change: other sessions end at once; the caller's goes on through a refresh", async () => {
    t = await createTestApp();
    const mine = await t.signIn("manager");
    const other = await t.signIn("manager");
    const res = await t.call("PUT", "/api/employee/password/change", {
      token: mine.access_token,
      json: {
        oldPassword: "Manager#2026!",
        newPassword: "Neuf#2027!",
        confirmPassword: "Neuf#2027!",
      },
    });
    expect(res.status).toBe(204);
    expect((await me(other.access_token)).status).toBe(401);
    expect((await refresh(other.refresh_token)).status).toBe(400);
    // The caller's access token is of the old version too: their refresh gives a new one.
    expect((await me(mine.access_token)).status).toBe(401);
    const renewed = await tokensOf(await refresh(mine.refresh_token));
    expect((await me(renewed.access_token)).status).toBe(200);
  });

  it("reset: the employee's access tokens stop working at once, not in 15 minutes", async () => {
    t = await createTestApp();
    const admin = (await t.signIn("admin")).access_token;
    const agent = await t.signIn("agent");
    expect((await t.call("GET", "/api/card/cards", { token: agent.access_token })).status).toBe(
      200,
    );
    const [row] = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.email, "agent@parc-demo.fr"));
    expect(
      (await t.call("PUT", `/api/employee/password/reset/${row!.id}`, { token: admin })).status,
    ).toBe(200);
    expect((await t.call("GET", "/api/card/cards", { token: agent.access_token })).status).toBe(
      401,
    );
    expect((await refresh(agent.refresh_token)).status).toBe(400);
  });
});

describe("a session's absolute lifetime (SESSION_MAX_AGE)", () => {
  it("is not extended by rotations, and past it the refresh fails", async () => {
    t = await createTestApp({ SESSION_MAX_AGE: "3600", REFRESH_TOKEN_TTL: "43200" });
    const before = Date.now();
    const first = await t.signIn("agent");
    const second = await tokensOf(await refresh(first.refresh_token));
    const rows = await t.db.select().from(refreshTokens);
    expect(rows).toHaveLength(2);
    const ends = new Set(rows.map((r) => r.sessionEndsAt!.getTime()));
    expect(ends.size).toBe(1);
    const end = [...ends][0]!;
    expect(end - before).toBeGreaterThanOrEqual(3600_000 - 50);
    expect(end - before).toBeLessThanOrEqual(3600_000 + 2000);
    // Each token's own lifetime (12 h) is capped by the session's end (1 h).
    for (const r of rows) expect(r.expiresAt.getTime()).toBeLessThanOrEqual(end);
    // The shift is over.
    await t.db.update(refreshTokens).set({ sessionEndsAt: new Date(Date.now() - 1) });
    const late = await refresh(second.refresh_token);
    expect([late.status, await late.json()]).toEqual([
      400,
      { code: "invalid_grant", error: "invalid_grant" },
    ]);
  });
});

describe("the grace period after a rotation", () => {
  it("gives the same pair to the same token sent again within it (a lost answer)", async () => {
    t = await createTestApp();
    const first = await t.signIn("agent");
    const a = await tokensOf(await refresh(first.refresh_token));
    const b = await tokensOf(await refresh(first.refresh_token));
    expect(b).toEqual(a);
    expect((await me(b.access_token)).status).toBe(200);
    // Once the successor was used, the old token is a reuse even within the grace period.
    await tokensOf(await refresh(a.refresh_token));
    expect((await refresh(first.refresh_token)).status).toBe(400);
    expect(
      (
        await t.db
          .select()
          .from(refreshTokens)
          .where(sql`revoked_at is null`)
      ).length,
    ).toBe(0);
  });

  it("is configurable: REFRESH_GRACE=0 makes any reuse revoke", async () => {
    t = await createTestApp({ REFRESH_GRACE: "0" });
    const first = await t.signIn("agent");
    const a = await tokensOf(await refresh(first.refresh_token));
    await new Promise((r) => setTimeout(r, 5));
    expect((await refresh(first.refresh_token)).status).toBe(400);
    expect((await refresh(a.refresh_token)).status).toBe(400);
  });
});

describe("access tokens: iss, aud, and an employee who still exists", () => {
  it("carry the configured iss and aud, and a token for another audience or issuer is refused", async () => {
    t = await createTestApp({ TOKEN_ISSUER: "venue-42", TOKEN_AUDIENCE: "venue-42-api" });
    const { access_token } = await t.signIn("admin");
    expect(decodeJwt(access_token)).toMatchObject({ iss: "venue-42", aud: "venue-42-api" });
    expect((await me(access_token)).status).toBe(200);
    const other = await createTestApp();
    try {
      // Same signing key, default iss/aud: not for this API.
      const foreign = (await other.signIn("admin")).access_token;
      expect((await me(foreign)).status).toBe(401);
    } finally {
      other.close();
    }
  });

  it("refuses the token of an employee who no longer exists", async () => {
    t = await createTestApp();
    const ghost = await t.forgeToken({ sub: "99999", role_rights: ["CARD_READ"] });
    expect((await me(ghost)).status).toBe(401);
    const alive = await t.forgeToken({ sub: "1", role_rights: ["CARD_READ"] });
    expect((await me(alive)).status).toBe(200);
  });
});

describe("a role's rights change", () => {
  it("reaches its members at once: their token is refused, the refresh carries the new rights", async () => {
    t = await createTestApp();
    const admin = (await t.signIn("admin")).access_token;
    const agent = await t.signIn("agent");
    const agentRole = claimsOf(agent.access_token).role_id;
    const roles = (await (await t.call("GET", "/api/role/roles", { token: admin })).json()) as {
      values: { id: number; rights: string[] }[];
    };
    const before = roles.values.find((r) => r.id === agentRole)!.rights;
    const res = await t.call("PUT", `/api/role/${agentRole}`, {
      token: admin,
      json: { rights: before.filter((r) => r !== "CARD_READ" && !r.startsWith("CARD_")) },
    });
    expect(res.status).toBe(200);
    expect((await me(agent.access_token)).status).toBe(401);
    const renewed = await tokensOf(await refresh(agent.refresh_token));
    expect(claimsOf(renewed.access_token).role_rights).not.toContain("CARD_READ");
    expect((await me(renewed.access_token)).status).toBe(403);
  });
});
