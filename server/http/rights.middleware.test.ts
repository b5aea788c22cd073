// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { declaredRoutes } from "./define-route";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A concrete path for a declared pattern (every parameter becomes 1), with a body unless GET.
const request = (method: string, path: string, token?: string) =>
  t.call(method.toUpperCase(), path.replace(/:[^/]+/g, "1"), {
    token,
    json: method === "get" ? undefined : {},
  });

describe("every declared /api route", () => {
  it("has been declared (the walk below is not empty)", () => {
    const paths = declaredRoutes(t.app).map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        "get /api/role/roles",
        "put /api/role/:id{[0-9]+}",
        "get /api/site/sitecategory",
        "get /api/card/number/:number",
        "put /api/card/TransferCard/:old/:new",
        "get /api/customer/customers",
        "post /api/staffcard",
        "put /api/kiosk/:serialNumber",
        "get /api/smarttouch/smarttouchs",
      ]),
    );
  });

  it("answers 401 without a token unless public, 403 to a token without rights when it needs one", async () => {
    const rightless = await t.forgeToken({ role_rights: [] });
    for (const route of declaredRoutes(t.app)) {
      const label = `${route.method} ${route.path}`;
      const bare = await request(route.method, route.path);
      if (route.requirement === "public") {
        expect([label, bare.status]).not.toEqual([label, 401]);
        continue;
      }
      expect([label, bare.status, await bare.json()]).toEqual([
        label,
        401,
        { code: "unauthorized" },
      ]);
      // No right is asked of these: a token is enough, or (a device) no token at all.
      if (route.requirement === "signedIn" || route.requirement === "device") continue;
      const res = await request(route.method, route.path, rightless);
      expect([label, res.status, await res.json()]).toEqual([label, 403, { code: "forbidden" }]);
    }
  });
});

describe("bearer tokens", () => {
  it("refuses an expired, a tampered and a foreign token with 401", async () => {
    const expired = await t.forgeToken({ role_rights: ["ROLE_UPDATE"] }, -5);
    const valid = await t.forgeToken({ role_rights: ["ROLE_UPDATE"] });
    const [head, payload] = valid.split(".");
    const tampered = `${head}.${payload}.${"A".repeat(43)}`;
    for (const token of [expired, tampered, "not.a.jwt"]) {
      const res = await t.call("GET", "/api/role/roles", { token });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: "unauthorized" });
    }
    const wrongScheme = await t.app.request("/api/role/roles", {
      headers: { authorization: `Basic ${valid}` },
    });
    expect(wrongScheme.status).toBe(401);
  });

  it("compares rights case-insensitively, trimmed, and accepts any right of an anyOf", async () => {
    for (const rights of [[" role_update "], ["Employee_Read"], "employee_read"]) {
      const token = await t.forgeToken({ role_rights: rights });
      expect((await t.call("GET", "/api/role/roles", { token })).status).toBe(200);
    }
    const other = await t.forgeToken({ role_rights: ["CARD_READ", "ROLE_UPDATER"] });
    expect((await t.call("GET", "/api/role/roles", { token: other })).status).toBe(403);
  });

  it("lets real sign-ins through according to their role", async () => {
    const agent = (await t.signIn("agent")).access_token;
    const manager = (await t.signIn("manager")).access_token;
    expect((await t.call("GET", "/api/role/roles", { token: agent })).status).toBe(403);
    expect((await t.call("GET", "/api/role/roles", { token: manager })).status).toBe(200);
    expect((await t.call("GET", "/api/site/sitecategory", { token: agent })).status).toBe(200);
  });
});

describe("unknown paths", () => {
  it("answers 404 not_found JSON under /api, with or without a token", async () => {
    const token = (await t.signIn("admin")).access_token;
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["POST", "/api/role/roles"],
      ["GET", "/api"],
    ] as const) {
      const res = await t.call(method, path, { token });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: "not_found" });
    }
    expect((await t.call("GET", "/api/nope")).status).toBe(404);
  });
});
