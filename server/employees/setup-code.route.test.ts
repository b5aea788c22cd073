// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { passwordResetResponseSchema } from "../../src/contract/auth";
import { employees } from "../db/schema/employees.schema";
import { idempotencyKeys } from "../db/schema/idempotency.schema";
import { createTestApp, type TestApp } from "../testing/test-app";

// A fresh database per test: these tests change passwords and codes.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const idOf = async (email: string) =>
  (await t.db.select({ id: employees.id }).from(employees).where(eq(employees.email, email)))[0]!
    .id;

const setPassword = (json: Record<string, string>) =>
  t.call("PUT", "/api/employee/password/set", { json });

describe("PUT /api/employee/password/set", () => {
  const valid = {
    email: "nouveau@parc-demo.fr",
    code: "482913",
    password: "Nouveau#2026!",
    confirmPassword: "Nouveau#2026!",
  };

  it("refuses an unknown e-mail, a set password, a wrong code and a weak password", async () => {
    // Unknown and known accounts get the same answer: an anonymous caller learns nothing.
    const cases: [Record<string, string>, unknown][] = [
      [{ ...valid, email: "personne@parc-demo.fr" }, { code: "first_set_not_allowed" }],
      [{ ...valid, email: "agent@parc-demo.fr" }, { code: "first_set_not_allowed" }],
      [{ ...valid, code: "000000" }, { code: "first_set_not_allowed" }],
      [
        { ...valid, password: "faible", confirmPassword: "faible" },
        { code: "validation_failed", issues: [{ path: "password", rule: "password" }] },
      ],
      [
        { ...valid, confirmPassword: "Autre#2026!" },
        { code: "validation_failed", issues: [{ path: "confirmPassword", rule: "confirmed" }] },
      ],
    ];
    for (const [json, expected] of cases) {
      const res = await setPassword(json);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(expected);
    }
  });

  it("sets the password with the code, once, and the employee can sign in", async () => {
    expect(
      (await t.token({ grant_type: "password", username: valid.email, password: valid.password }))
        .status,
    ).toBe(400);
    expect((await setPassword(valid)).status).toBe(204);
    const signIn = await t.token({
      grant_type: "password",
      username: valid.email,
      password: valid.password,
    });
    expect(signIn.status).toBe(200);
    expect(await (await setPassword(valid)).json()).toEqual({ code: "first_set_not_allowed" });
  });

  it("refuses an expired code", async () => {
    const token = (await t.signIn("admin")).access_token;
    const id = await idOf("emma.leroy@parc-demo.fr");
    const reset = passwordResetResponseSchema.parse(
      await (await t.call("PUT", `/api/employee/password/reset/${id}`, { token })).json(),
    );
    await t.db
      .update(employees)
      .set({ setupCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(employees.id, id));
    const res = await setPassword({ ...valid, email: "emma.leroy@parc-demo.fr", code: reset.code });
    expect(await res.json()).toEqual({ code: "first_set_not_allowed" });
  });

  it("kills the code after five wrong tries", async () => {
    // Limits off, so the code's own counter is what refuses the sixth try.
    t.close();
    t = await createTestApp({ SIGNIN_ACCOUNT_FAILURES: "1000", SIGNIN_ADDRESS_FAILURES: "1000" });
    const token = (await t.signIn("admin")).access_token;
    const email = "hugo.roux@parc-demo.fr";
    const reset = passwordResetResponseSchema.parse(
      await (
        await t.call("PUT", `/api/employee/password/reset/${await idOf(email)}`, { token })
      ).json(),
    );
    const wrong = reset.code === "111111" ? "222222" : "111111";
    for (let i = 0; i < 5; i++) await setPassword({ ...valid, email, code: wrong });
    expect(await (await setPassword({ ...valid, email, code: reset.code })).json()).toEqual({
      code: "first_set_not_allowed",
    });
  });
});

describe("PUT /api/employee/password/set under a burst", () => {
  it("checks at most 5 of 200 concurrent wrong codes: each try is claimed before the check", async () => {
    t.close();
    t = await createTestApp({ SIGNIN_ACCOUNT_FAILURES: "1000", SIGNIN_ADDRESS_FAILURES: "1000" });
    const email = "nouveau@parc-demo.fr";
    const json = {
      email,
      code: "000000",
      password: "Nouveau#2026!",
      confirmPassword: "Nouveau#2026!",
    };
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => t.call("PUT", "/api/employee/password/set", { json })),
    );
    // Refused, or 503 server_busy when the password check queue is full: never set.
    const statuses = new Set(answers.map((r) => r.status));
    expect([...statuses].every((s) => s === 400 || s === 503)).toBe(true);
    const [row] = await t.db
      .select({ attempts: employees.setupCodeAttempts })
      .from(employees)
      .where(eq(employees.email, email));
    expect(row!.attempts).toBe(5);
    // The code is dead now, even the right one.
    const right = await setPassword({ ...json, code: "482913" });
    expect(await right.json()).toEqual({ code: "first_set_not_allowed" });
  });
});

describe("PUT /api/employee/password/reset/{id}", () => {
  it("clears the password, answers a 7-day code and revokes the refresh tokens", async () => {
    const token = (await t.signIn("admin")).access_token;
    const agent = await t.signIn("agent");
    const res = await t.call(
      "PUT",
      `/api/employee/password/reset/${await idOf("agent@parc-demo.fr")}`,
      { token },
    );
    expect(res.status).toBe(200);
    const { code, expiresAt } = passwordResetResponseSchema.parse(await res.json());
    expect(code).toMatch(/^\d{6}$/);
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(
      (await t.token({ grant_type: "refresh_token", refresh_token: agent.refresh_token })).status,
    ).toBe(400);
    expect(
      (
        await t.token({
          grant_type: "password",
          username: "agent@parc-demo.fr",
          password: "Agent#2026!",
        })
      ).status,
    ).toBe(400);
    const set = await setPassword({
      email: "agent@parc-demo.fr",
      code,
      password: "Agent#2027!",
      confirmPassword: "Agent#2027!",
    });
    expect(set.status).toBe(204);
  });

  it("answers user_not_exist for an unknown id", async () => {
    const token = (await t.signIn("admin")).access_token;
    const res = await t.call("PUT", "/api/employee/password/reset/9999", { token });
    expect([res.status, await res.json()]).toEqual([400, { code: "user_not_exist" }]);
  });

  it("refuses 403 without EMPLOYEE_ADD_UPDATE, and for an employee of the same or a more senior role", async () => {
    const agent = (await t.signIn("agent")).access_token;
    const plain = await t.call(
      "PUT",
      `/api/employee/password/reset/${await idOf("emma.leroy@parc-demo.fr")}`,
      { token: agent },
    );
    expect([plain.status, await plain.json()]).toEqual([403, { code: "forbidden" }]);
    const manager = (await t.signIn("manager")).access_token;
    const senior = await t.call(
      "PUT",
      `/api/employee/password/reset/${await idOf("admin@parc-demo.fr")}`,
      { token: manager },
    );
    expect([senior.status, await senior.json()]).toEqual([403, { code: "forbidden" }]);
    // Another manager's code would let one manager into another's account.
    const peer = await t.call(
      "PUT",
      `/api/employee/password/reset/${await idOf("chloe.bonnet@parc-demo.fr")}`,
      { token: manager },
    );
    expect([peer.status, await peer.json()]).toEqual([403, { code: "forbidden" }]);
    const own = await t.call(
      "PUT",
      `/api/employee/password/reset/${await idOf("manager@parc-demo.fr")}`,
      { token: manager },
    );
    expect(own.status).toBe(403);
    const junior = await t.call(
      "PUT",
      `/api/employee/password/reset/${await idOf("agent@parc-demo.fr")}`,
      { token: manager },
    );
    expect(junior.status).toBe(200);
  });

  it("never keeps the one-time code for a replay: the same Idempotency-Key gets a new code", async () => {
    const token = (await t.signIn("admin")).access_token;
    const id = await idOf("agent@parc-demo.fr");
    const reset = () =>
      t.call("PUT", `/api/employee/password/reset/${id}`, {
        token,
        headers: { "idempotency-key": "reset-once" },
      });
    const first = passwordResetResponseSchema.parse(await (await reset()).json());
    const second = await reset();
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    const rows = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "reset-once"));
    expect(rows).toEqual([]);
    expect(passwordResetResponseSchema.parse(await second.json()).code).toMatch(/^\d{6}$/);
    expect(first.code).toMatch(/^\d{6}$/);
  });
});
