// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { employees } from "../db/schema/employees.schema";
import { idempotencyKeys } from "../db/schema/idempotency.schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { defineRoute } from "./define-route";

let t: TestApp;
let admin: string;
let emmaId: number;
let flakyRuns = 0;

beforeAll(async () => {
  t = await createTestApp();
  // A route that fails once with a 500, then succeeds: routes must exist before the first request.
  defineRoute(t.app, "post", "/api/test/flaky", "signedIn", (c) => {
    flakyRuns += 1;
    if (flakyRuns === 1) throw new Error("boom");
    return c.json({ run: flakyRuns }, 201);
  });
  admin = (await t.signIn("admin")).access_token;
  emmaId = (
    await t.db.select().from(employees).where(eq(employees.email, "emma.leroy@parc-demo.fr"))
  )[0]!.id;
});
afterAll(() => t.close());

const reset = (key: string, token = admin, id = emmaId) =>
  t.call("PUT", `/api/employee/password/reset/${id}`, {
    token,
    headers: { "idempotency-key": key },
  });

describe("Idempotency-Key", () => {
  it("replays the first answer without running the handler again", async () => {
    const first = await reset("key-replay");
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const body: unknown = await first.json();
    const again = await reset("key-replay");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(body);
    // A new key runs again: another code.
    expect(await (await reset("key-other")).json()).not.toEqual(body);
  });

  it("runs concurrent requests with one key once", async () => {
    const answers = await Promise.all([
      reset("key-concurrent"),
      reset("key-concurrent"),
      reset("key-concurrent"),
    ]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    // The code answered is the one stored: the handler did not run a second time.
    const { code } = bodies[0] as { code: string };
    const set = await t.call("PUT", "/api/employee/password/set", {
      json: {
        email: "emma.leroy@parc-demo.fr",
        code,
        password: "Emma#2026!",
        confirmPassword: "Emma#2026!",
      },
    });
    expect(set.status).toBe(204);
  });

  it("refuses the same key on another method or path with 422", async () => {
    await reset("key-conflict");
    const res = await t.call("PUT", "/api/role/1", {
      token: admin,
      json: { rights: [] },
      headers: { "idempotency-key": "key-conflict" },
    });
    expect([res.status, await res.json()]).toEqual([422, { code: "idempotency_conflict" }]);
  });

  it("keeps keys per employee", async () => {
    const manager = (await t.signIn("manager")).access_token;
    const hugo = (
      await t.db.select().from(employees).where(eq(employees.email, "hugo.roux@parc-demo.fr"))
    )[0]!.id;
    await reset("key-shared");
    const other = await reset("key-shared", manager, hugo);
    expect(other.status).toBe(200);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
  });

  it("stores 4xx answers but not 5xx ones", async () => {
    const bad = {
      oldPassword: "Faux#2026!",
      newPassword: "Nouveau#2026!",
      confirmPassword: "Nouveau#2026!",
    };
    const headers = { "idempotency-key": "key-400" };
    const first = await t.call("PUT", "/api/employee/password/change", {
      token: admin,
      json: bad,
      headers,
    });
    const again = await t.call("PUT", "/api/employee/password/change", {
      token: admin,
      json: bad,
      headers,
    });
    expect([first.status, again.status, again.headers.get("idempotent-replayed")]).toEqual([
      400,
      400,
      "true",
    ]);
    expect(await again.json()).toEqual({ code: "old_password_invalid" });

    const flaky = () =>
      t.call("POST", "/api/test/flaky", {
        token: admin,
        json: {},
        headers: { "idempotency-key": "key-500" },
      });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failed = await flaky();
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect([failed.status, await failed.json()]).toEqual([500, { code: "server_error" }]);
    const retried = await flaky();
    expect([retried.status, await retried.json()]).toEqual([201, { run: 2 }]);
    const replayed = await flaky();
    expect([
      replayed.status,
      await replayed.json(),
      replayed.headers.get("idempotent-replayed"),
    ]).toEqual([201, { run: 2 }, "true"]);
    expect(flakyRuns).toBe(2);
  });

  it("forgets keys after 24 hours", async () => {
    await reset("key-old");
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeys.key, "key-old"));
    const res = await reset("key-old");
    expect(res.headers.get("idempotent-replayed")).toBeNull();
  });

  it("leaves requests without a key alone", async () => {
    const plain = () => t.call("PUT", `/api/employee/password/reset/${emmaId}`, { token: admin });
    const [a, b] = [await plain(), await plain()];
    expect([a.status, b.status, b.headers.get("idempotent-replayed")]).toEqual([200, 200, null]);
    expect(await a.json()).not.toEqual(await b.json());
  });
});
