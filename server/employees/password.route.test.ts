// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

// A fresh database per test: these tests change passwords.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe("PUT /api/employee/password/change", () => {
  it("checks the old password, refuses the same one, then changes it", async () => {
    const token = (await t.signIn("manager")).access_token;
    const change = (json: Record<string, string>) =>
      t.call("PUT", "/api/employee/password/change", { token, json });
    const next = "Nouveau#2027!";
    const bad = await change({
      oldPassword: "Faux#2026!",
      newPassword: next,
      confirmPassword: next,
    });
    expect([bad.status, await bad.json()]).toEqual([400, { code: "old_password_invalid" }]);
    const same = await change({
      oldPassword: "Manager#2026!",
      newPassword: "Manager#2026!",
      confirmPassword: "Manager#2026!",
    });
    expect([same.status, await same.json()]).toEqual([400, { code: "new_password_equals_old" }]);
    const weak = await change({
      oldPassword: "Manager#2026!",
      newPassword: "abc",
      confirmPassword: "abc",
    });
    expect(await weak.json()).toMatchObject({
      code: "validation_failed",
      issues: [{ path: "newPassword", rule: "password" }],
    });
    expect(
      (await change({ oldPassword: "Manager#2026!", newPassword: next, confirmPassword: next }))
        .status,
    ).toBe(204);
    expect(
      (await t.token({ grant_type: "password", username: "manager@parc-demo.fr", password: next }))
        .status,
    ).toBe(200);
    expect(
      (
        await t.token({
          grant_type: "password",
          username: "manager@parc-demo.fr",
          password: "Manager#2026!",
        })
      ).status,
    ).toBe(400);
  });

  it("needs a signed-in caller", async () => {
    expect((await t.call("PUT", "/api/employee/password/change", { json: {} })).status).toBe(401);
  });
});

describe("POST /api/employee/password/check", () => {
  const check = (password: string) =>
    t.call("POST", "/api/employee/password/check", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ password }).toString(),
    });

  it("answers 200 {valid:true} for a strong password", async () => {
    for (const strong of ["Fort#2026", "aB3!efgh", "Mot de passe 1"]) {
      const res = await check(strong);
      expect([strong, res.status, await res.json()]).toEqual([strong, 200, { valid: true }]);
    }
  });

  it("answers 400 password_rule for a weak or missing password", async () => {
    for (const weak of [
      "",
      "aB3!efg",
      "sansmajuscule#1",
      "SANSMINUSCULE#1",
      "SansChiffre#",
      "SansSpecial1",
    ]) {
      const res = await check(weak);
      expect([weak, res.status, await res.json()]).toEqual([weak, 400, { code: "password_rule" }]);
    }
    const none = await t.call("POST", "/api/employee/password/check", { body: "" });
    expect([none.status, await none.json()]).toEqual([400, { code: "password_rule" }]);
  });
});
