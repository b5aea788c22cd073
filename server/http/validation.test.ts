// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("admin")).access_token;
});
afterAll(() => t.close());

const raw = (method: string, path: string, body: string, token?: string) =>
  t.call(method, path, { token, body, headers: { "content-type": "application/json" } });

describe("bad input gets 400 validation_failed, never 500", () => {
  it("malformed or empty JSON", async () => {
    for (const body of ["{", "", "nul", '{"rights": [}']) {
      const res = await raw("PUT", "/api/role/1", body, admin);
      expect([body, res.status, await res.json()]).toEqual([
        body,
        400,
        { code: "validation_failed", issues: [{ path: "", rule: "invalid_json" }] },
      ]);
    }
  });

  it("an id that is not digits names no route: 404 not_found, never 500", async () => {
    for (const path of ["/api/role/abc", "/api/role/0x10", "/api/role/%ZZ", "/api/game/1e3"]) {
      const res = await t.call("PUT", path, { json: { rights: [] }, token: admin });
      expect([path, res.status, ((await res.json()) as { code: string }).code]).toEqual([
        path,
        404,
        "not_found",
      ]);
    }
  });

  it("wrong shapes, with the path and rule of each problem", async () => {
    const cases: [string, string, unknown, string | undefined][] = [
      ["PUT", "/api/role/1", { rights: "CARD_READ" }, admin],
      ["PUT", "/api/role/1", null, admin],
      ["PUT", "/api/role/1", [1, 2], admin],
      // A path id is digits (the route's pattern): out of its bounds, a 400.
      ["PUT", "/api/role/0", { rights: [] }, admin],
      ["PUT", "/api/role/99999999999", { rights: [] }, admin],
      ["PUT", "/api/employee/password/reset/-1", {}, admin],
      ["PUT", "/api/employee/password/set", { email: 42 }, undefined],
      ["PUT", "/api/employee/password/set", "text", undefined],
      ["PUT", "/api/employee/password/change", { oldPassword: ["x"], newPassword: {} }, admin],
      // A null body where a refinement reads the fields (it answered 500 once).
      ["POST", "/api/smarttouch/update", null, admin],
      ["PUT", "/api/smarttouch/update/1", null, admin],
      ["POST", "/api/smarttouch/update", 7, admin],
    ];
    for (const [method, path, json, token] of cases) {
      const res = await t.call(method, path, { json, token });
      const body = (await res.json()) as { code: string; issues: { path: string; rule: string }[] };
      expect([path, res.status, body.code]).toEqual([path, 400, "validation_failed"]);
      expect(body.issues.length).toBeGreaterThan(0);
      for (const issue of body.issues) {
        expect(Object.keys(issue).sort()).toEqual(["path", "rule"]);
        expect([typeof issue.path, typeof issue.rule, issue.rule.length > 0]).toEqual([
          "string",
          "string",
          true,
        ]);
      }
    }
  });

  it("names the rule codes of the contract", async () => {
    const res = await t.call("PUT", "/api/employee/password/set", {
      json: {
        email: "pas-un-email",
        code: "",
        password: "Fort#2026",
        confirmPassword: "Fort#2026",
      },
    });
    expect(await res.json()).toEqual({
      code: "validation_failed",
      issues: [
        { path: "email", rule: "email" },
        { path: "code", rule: "required" },
      ],
    });
  });

  it("an oversized body", async () => {
    const res = await raw(
      "PUT",
      "/api/employee/password/set",
      JSON.stringify({ email: "x".repeat(2 * 1024 * 1024) }),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "validation_failed" });
  });

  it("a bad Idempotency-Key", async () => {
    const res = await t.call("POST", "/api/card/FreeTokenBalanceUpdate/PC-000001", {
      token: admin,
      json: { amount: 1, comment: "clé invalide" },
      headers: { "idempotency-key": "é".repeat(3) },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "validation_failed",
      issues: [{ path: "Idempotency-Key" }],
    });
  });
});
