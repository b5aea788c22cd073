// @vitest-environment node
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RIGHTS } from "../../src/contract/rights";
import { basicAuth, claimsOf, createTestApp, tokensOf, type TestApp } from "../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const adminGrant = () => ({
  grant_type: "password",
  username: t.accounts.admin.email,
  password: "Admin#2026!",
});

describe("POST /connect/token, password grant", () => {
  it("answers tokens with the spec's claims, no-store", async () => {
    const res = await t.token({ ...adminGrant(), scope: "api offline_access" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await tokensOf(res);
    expect(body.token_type).toBe("Bearer");
    expect(body.expires_in).toBe(900);
    const raw = decodeJwt(body.access_token);
    const claims = claimsOf(body.access_token);
    expect(claims).toMatchObject({
      email: "admin@parc-demo.fr",
      name: "Claire Martin",
      role: "Administrateur",
      role_id: 3,
      role_rank: 10,
    });
    expect(raw.sub).toMatch(/^\d+$/);
    expect(raw.exp! - raw.iat!).toBe(900);
    expect([...claims.role_rights].sort()).toEqual([...RIGHTS].sort());
  });

  it("accepts the e-mail in any case and the client in the body", async () => {
    const res = await t.token(
      {
        ...adminGrant(),
        username: "ADMIN@Parc-Demo.fr",
        client_id: "backoffice-pwa",
        client_secret: "backoffice-demo-secret",
      },
      { authorization: "" },
    );
    expect(res.status).toBe(200);
  });

  it("carries the agent's rights only", async () => {
    const { access_token } = await t.signIn("agent");
    const claims = claimsOf(access_token);
    expect(claims.role_rights).toContain("CARD_READ");
    expect(claims.role_rights).not.toContain("EMPLOYEE_READ");
  });

  it("refuses a bad password and an unknown user with the same answer", async () => {
    const wrong = await t.token({ ...adminGrant(), password: "Wrong#2026!" });
    const unknown = await t.token({ ...adminGrant(), username: "personne@parc-demo.fr" });
    const noPassword = await t.token({
      ...adminGrant(),
      username: t.accounts.nouveau.email,
      password: "482913",
    });
    for (const res of [wrong, unknown, noPassword]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: "invalid_grant", error: "invalid_grant" });
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("answers invalid_request when a field is missing", async () => {
    const cases: Record<string, string>[] = [
      { grant_type: "password", username: "a@b.fr" },
      { grant_type: "refresh_token" },
      {},
    ];
    for (const fields of cases) {
      const res = await t.token(fields);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_request", error: "invalid_request" });
    }
  });

  it("answers unsupported_grant_type for another grant", async () => {
    const res = await t.token({ grant_type: "client_credentials" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "unsupported_grant_type" });
  });

  it("answers 401 invalid_client without the right client", async () => {
    const cases = [
      { authorization: basicAuth("backoffice-pwa", "wrong") },
      { authorization: basicAuth("other", "backoffice-demo-secret") },
      { authorization: "Basic !!!" },
      { authorization: "" },
    ];
    for (const headers of cases) {
      const res = await t.token(adminGrant(), headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: "invalid_client", error: "invalid_client" });
    }
  });
});
