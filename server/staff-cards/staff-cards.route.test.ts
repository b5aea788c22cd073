// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { employeeSchema } from "../../src/contract/employees";
import { pagedSchema, valuesSchema } from "../../src/contract/paging";
import { staffCardSchema } from "../../src/contract/staff-cards";
import { DEMO_CARDS } from "../seed/demo-cards.seed";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let manager: string;
beforeEach(async () => {
  t = await createTestApp();
  manager = (await t.signIn("manager")).access_token;
});
afterEach(() => t.close());

const send = (method: string, path: string, json?: unknown, token = manager) =>
  t.send(method, path, json, token);
const list = async () =>
  valuesSchema(staffCardSchema).parse((await send("GET", "/api/staffcard/staffcards")).body).values;

describe("staff cards", () => {
  it("lists the 12 seeded staff cards with their owner's name", async () => {
    const values = await list();
    expect(values).toHaveLength(12);
    expect(values[0]).toMatchObject({
      number: "0990000001",
      publicNumber: "STAFF-001",
      employeeId: 1,
      employeeName: `${t.accounts.admin.firstName} ${t.accounts.admin.lastName}`,
      active: true,
    });
  });

  it("creates, updates (number locked) and deletes a staff card", async () => {
    const json = { number: "0990000100", publicNumber: "STAFF-100", employeeId: 3 };
    const created = await send("POST", "/api/staffcard", json);
    expect(created.status).toBe(201);
    expect(staffCardSchema.parse(created.body)).toMatchObject({ ...json, active: true });
    const updated = await send("PUT", "/api/staffcard/0990000100", {
      ...json,
      number: "IGNORED",
      publicNumber: "STAFF-101",
      active: false,
    });
    expect(staffCardSchema.parse(updated.body)).toMatchObject({
      number: "0990000100",
      publicNumber: "STAFF-101",
      active: false,
    });
    expect((await send("DELETE", "/api/staffcard/0990000100")).status).toBe(204);
    expect(await list()).toHaveLength(12);
    expect((await send("DELETE", "/api/staffcard/0990000100")).status).toBe(404);
  });

  it("refuses a number already used by a staff card or a play card with number_duplicated", async () => {
    for (const json of [
      { number: "0990000001", publicNumber: "STAFF-200", employeeId: 1 },
      { number: "0990000200", publicNumber: "staff-002", employeeId: 1 },
      { number: DEMO_CARDS.unassigned.number, publicNumber: "STAFF-200", employeeId: 1 },
    ]) {
      expect(await send("POST", "/api/staffcard", json)).toEqual({
        status: 400,
        body: { code: "number_duplicated" },
      });
    }
    const clash = await send("PUT", "/api/staffcard/0990000001", {
      number: "0990000001",
      publicNumber: "STAFF-002",
      employeeId: 1,
    });
    expect(clash.body).toEqual({ code: "number_duplicated" });
  });

  it("refuses bad input and an unknown employee with validation_failed", async () => {
    const bad = await send("POST", "/api/staffcard", { number: "", publicNumber: "x".repeat(101) });
    expect(bad.body).toMatchObject({
      code: "validation_failed",
      issues: expect.arrayContaining([
        { path: "number", rule: "required" },
        { path: "publicNumber", rule: "max_length:100" },
      ]) as unknown,
    });
    const nobody = await send("POST", "/api/staffcard", {
      number: "0990000300",
      publicNumber: "STAFF-300",
      employeeId: 9999,
    });
    expect(nobody).toEqual({
      status: 400,
      body: { code: "validation_failed", issues: [{ path: "employeeId", rule: "is_valid" }] },
    });
  });

  it("keeps staff cards from the floor agent", async () => {
    const agent = (await t.signIn("agent")).access_token;
    expect((await send("GET", "/api/staffcard/staffcards", undefined, agent)).status).toBe(403);
    const reader = await t.forgeToken({ role_rights: ["STAFFCARD_READ"] });
    expect((await send("DELETE", "/api/staffcard/0990000001", undefined, reader)).status).toBe(403);
  });
});

describe("GET /api/employee/employees", () => {
  it("lists the employees to whoever may read employees or edit staff cards", async () => {
    const staffEditor = await t.forgeToken({ role_rights: ["STAFFCARD_ADD_UPDATE"] });
    const res = await send("GET", "/api/employee/employees", undefined, staffEditor);
    const { results } = pagedSchema(employeeSchema.strict()).parse(res.body);
    expect(results.length).toBeGreaterThanOrEqual(14);
    const agent = (await t.signIn("agent")).access_token;
    expect((await send("GET", "/api/employee/employees", undefined, agent)).status).toBe(403);
  });
});
