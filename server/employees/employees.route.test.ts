// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { employeeSchema } from "../../src/contract/employees";
import { countSchema, pagedSchema } from "../../src/contract/paging";
import { monitorActions } from "../db/schema/monitor.schema";
import { createTestApp, tokensOf, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
beforeEach(async () => {
  t = await createTestApp();
  const tokens = await Promise.all(
    (["admin", "manager", "agent"] as const).map(async (k) => (await t.signIn(k)).access_token),
  );
  [admin, manager, agent] = tokens as [string, string, string];
});
afterEach(() => t.close());

const AGENT_ROLE = 1;
const MANAGER_ROLE = 2;
const ADMIN_ROLE = 3;
const page = pagedSchema(employeeSchema);
const input = (over: Record<string, unknown> = {}) => ({
  firstName: "Anaïs",
  lastName: "Perrin",
  email: "anais.perrin@parc-demo.fr",
  roleId: AGENT_ROLE,
  ...over,
});
const list = async (query: string, token = admin) =>
  page.parse(await (await t.call("GET", `/api/employee/employees?${query}`, { token })).json());
const idOf = async (email: string) => (await list(`filterOnEmail=${email}`)).results[0]!.id;

describe("reads", () => {
  it("refuses those without EMPLOYEE_READ (the list: nor STAFFCARD_ADD_UPDATE)", async () => {
    expect((await t.call("GET", "/api/employee/count", { token: agent })).status).toBe(403);
    expect((await t.call("GET", "/api/employee/employees", { token: agent })).status).toBe(403);
    expect((await t.call("GET", "/api/employee/1", { token: agent })).status).toBe(403);
    const staffCards = await t.forgeToken({ role_rights: ["STAFFCARD_ADD_UPDATE"] });
    expect((await t.call("GET", "/api/employee/employees", { token: staffCards })).status).toBe(
      200,
    );
  });

  it("counts, pages, filters and orders", async () => {
    const counted = countSchema.parse(
      await (await t.call("GET", "/api/employee/count", { token: manager })).json(),
    );
    const first = await list("size=5", manager);
    expect(first.total).toBe(counted.count);
    expect(first.results).toHaveLength(5);
    const second = await list("size=5&page=1", manager);
    expect(second.currentPage).toBe(1);
    expect(second.results[0]!.id).not.toBe(first.results[0]!.id);
    const names = first.results.map((e) => e.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await list("filterOnName=claire%20mart")).results.map((e) => e.email)).toEqual([
      "admin@parc-demo.fr",
    ]);
    // Accents and case ignored both ways, as the other searches (src/contract/search.ts).
    for (const text of ["ines%20rousseau", "IN%C3%88S", "In%C3%A8s%20Rousseau", "th%C3%A9o"])
      expect((await list(`filterOnName=${text}`)).results.map((e) => e.firstName)).toEqual([
        text.startsWith("th") ? "Théo" : "Inès",
      ]);
    const agents = await list(`filterOnRoleId=${AGENT_ROLE}&size=200`);
    expect(agents.results.every((e) => e.roleName === "Agent d'accueil")).toBe(true);
    const shared = await list("filterOnStatus=MultiSite&orderByColumn=role");
    expect(shared.results.every((e) => e.status === "MultiSite")).toBe(true);
    expect(shared.results[0]!.roleRank).toBe(10);
    const nouveau = (await list("filterOnEmail=NOUVEAU@")).results[0]!;
    expect(nouveau).toMatchObject({ awaitingFirstLogin: true, maxTokensDailyPlayed: 30 });
    expect(JSON.stringify(nouveau)).not.toMatch(/hash/i);
  });

  it("refuses a bad query with 400 and a code, an unknown id with 404", async () => {
    const bad = await t.call("GET", "/api/employee/employees?filterOnStatus=Everywhere", {
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "validation_failed" });
    expect((await t.call("GET", "/api/employee/99999", { token: admin })).status).toBe(404);
  });

  it("says whether an address is taken, case ignored, except the employee's own", async () => {
    const exists = (q: string) =>
      t.call("GET", `/api/employee/email-exists?${q}`, { token: manager });
    expect((await exists("email=Agent@PARC-demo.fr")).status).toBe(204);
    expect((await exists("email=personne@parc-demo.fr")).status).toBe(404);
    expect((await exists("email=agent@parc-demo.fr&exceptId=3")).status).toBe(404);
    expect((await exists("email=")).status).toBe(400);
    const noRight = await t.call("GET", "/api/employee/email-exists?email=a@b.fr", {
      token: agent,
    });
    expect(noRight.status).toBe(403);
  });
});

describe("POST /api/employee", () => {
  it("adds an employee without a password, nothing secret in the answer", async () => {
    const res = await t.send("POST", "/api/employee", input(), manager);
    expect(res.status).toBe(201);
    const created = employeeSchema.parse(res.body);
    expect(created).toMatchObject({
      roleId: AGENT_ROLE,
      status: "NotShared",
      maxTokensDailyPlayed: 30,
      awaitingFirstLogin: true,
    });
    expect(created.siteId).not.toBeNull();
    expect(JSON.stringify(res.body)).not.toMatch(/hash|code/i);
  });

  it("refuses a duplicate e-mail in another case with 409 and its field issue", async () => {
    const res = await t.send(
      "POST",
      "/api/employee",
      input({ email: "AGENT@parc-demo.fr" }),
      admin,
    );
    expect(res).toEqual({
      status: 409,
      body: {
        code: "employee_already_exist",
        issues: [{ path: "email", rule: "required_email_not_exist" }],
      },
    });
  });

  it("refuses bad input with 400 and the rules' codes", async () => {
    const res = await t.send(
      "POST",
      "/api/employee",
      input({ firstName: "", email: "pas-une-adresse", maxTokensDailyPlayed: 501 }),
      admin,
    );
    expect(res.status).toBe(400);
    const { issues } = res.body as { issues: { path: string; rule: string }[] };
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "firstName", rule: "required" },
        { path: "email", rule: "email" },
        { path: "maxTokensDailyPlayed", rule: "max_value:500" },
      ]),
    );
    const unknownRole = await t.send("POST", "/api/employee", input({ roleId: 77 }), admin);
    expect(unknownRole).toMatchObject({ status: 400, body: { code: "unknown_reference" } });
  });

  it("gives only roles below the caller's, and needs EMPLOYEE_ADD_UPDATE", async () => {
    expect((await t.send("POST", "/api/employee", input(), agent)).status).toBe(403);
    const peer = await t.send("POST", "/api/employee", input({ roleId: MANAGER_ROLE }), manager);
    expect(peer).toMatchObject({ status: 403, body: { code: "rank_too_high" } });
    const senior = await t.send("POST", "/api/employee", input({ roleId: ADMIN_ROLE }), admin);
    expect(senior).toMatchObject({ status: 403, body: { code: "rank_too_high" } });
    const below = await t.send("POST", "/api/employee", input({ roleId: MANAGER_ROLE }), admin);
    expect(below.status).toBe(201);
  });

  it("refuses a shared account for a role without EMPLOYEE_READ", async () => {
    for (const status of ["MultiSite", "MultiSiteCategory"]) {
      const res = await t.send("POST", "/api/employee", input({ status }), admin);
      expect(res).toMatchObject({ status: 400, body: { code: "role_status_conflict" } });
      expect((res.body as { message: string }).message).toBe(
        `An employee with role Agent d'accueil cannot have status ${status}`,
      );
    }
    const manager = input({ roleId: MANAGER_ROLE, status: "MultiSite" });
    expect((await t.send("POST", "/api/employee", manager, admin)).status).toBe(201);
  });
});

describe("PUT and DELETE /api/employee/{id}", () => {
  it("updates a lower-ranked employee, refuses a peer, a senior and a taken e-mail", async () => {
    const agentId = await idOf("agent@parc-demo.fr");
    const changed = input({ email: "sophie.petit@parc-demo.fr", maxTokensDailyPlayed: 0 });
    const res = await t.send("PUT", `/api/employee/${agentId}`, changed, manager);
    expect(res.status).toBe(200);
    expect(employeeSchema.parse(res.body)).toMatchObject({
      firstName: "Anaïs",
      maxTokensDailyPlayed: 0,
    });
    const managerId = await idOf("manager@parc-demo.fr");
    const self = await t.send("PUT", `/api/employee/${managerId}`, input(), manager);
    expect(self).toMatchObject({ status: 403, body: { code: "rank_too_high" } });
    const adminId = await idOf("admin@parc-demo.fr");
    expect((await t.send("PUT", `/api/employee/${adminId}`, input(), manager)).status).toBe(403);
    const taken = input({ email: "Nouveau@Parc-Demo.fr" });
    expect((await t.send("PUT", `/api/employee/${agentId}`, taken, manager)).status).toBe(409);
    expect((await t.send("PUT", "/api/employee/99999", input(), manager)).status).toBe(404);
    expect((await t.send("PUT", `/api/employee/${agentId}`, input(), agent)).status).toBe(403);
  });

  it("ends the employee's sessions at once when their role changes", async () => {
    const tokens = await t.signIn("agent");
    const agentId = await idOf("agent@parc-demo.fr");
    const body = input({ email: "agent@parc-demo.fr", roleId: MANAGER_ROLE });
    expect((await t.send("PUT", `/api/employee/${agentId}`, body, admin)).status).toBe(200);
    const call = await t.call("GET", "/api/role/roles", { token: tokens.access_token });
    expect(call.status).toBe(401);
    const refresh = await t.token({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.status).toBe(400);
    // A new sign-in carries the new role.
    const again = await tokensOf(
      await t.token({
        grant_type: "password",
        username: "agent@parc-demo.fr",
        password: "Agent#2026!",
      }),
    );
    expect((await t.call("GET", "/api/employee/count", { token: again.access_token })).status).toBe(
      200,
    );
  });

  it("deletes by EMPLOYEE_DELETE only, never oneself nor a peer, and ends the sessions", async () => {
    const tokens = await t.signIn("agent");
    const agentId = await idOf("agent@parc-demo.fr");
    expect((await t.call("DELETE", `/api/employee/${agentId}`, { token: manager })).status).toBe(
      403,
    );
    const adminId = await idOf("admin@parc-demo.fr");
    const self = await t.send("DELETE", `/api/employee/${adminId}`, undefined, admin);
    expect(self).toMatchObject({ status: 400, body: { code: "cannot_delete_self" } });
    const peer = await t.forgeToken({ role_rank: 20, role_rights: ["EMPLOYEE_DELETE"] });
    const managerId = await idOf("manager@parc-demo.fr");
    const refused = await t.send("DELETE", `/api/employee/${managerId}`, undefined, peer);
    expect(refused).toMatchObject({ status: 403, body: { code: "rank_too_high" } });
    expect((await t.call("DELETE", `/api/employee/${agentId}`, { token: admin })).status).toBe(204);
    expect((await t.call("GET", `/api/employee/${agentId}`, { token: admin })).status).toBe(404);
    const call = await t.call("GET", "/api/customer/customers", { token: tokens.access_token });
    expect(call.status).toBe(401);
    const refresh = await t.token({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.status).toBe(400);
    expect((await t.call("DELETE", "/api/employee/99999", { token: admin })).status).toBe(404);
  });

  it("resets only a lower rank: the code lets a new employee in through the first login", async () => {
    const created = employeeSchema.parse(
      (await t.send("POST", "/api/employee", input(), manager)).body,
    );
    const managerId = await idOf("manager@parc-demo.fr");
    const peer = await t.call("PUT", `/api/employee/password/reset/${managerId}`, {
      token: manager,
    });
    expect(peer.status).toBe(403);
    const reset = await t.call("PUT", `/api/employee/password/reset/${created.id}`, {
      token: manager,
    });
    const { code } = (await reset.json()) as { code: string };
    const set = await t.send(
      "PUT",
      "/api/employee/password/set",
      { email: created.email, code, password: "Nouveau#2026!", confirmPassword: "Nouveau#2026!" },
      "",
    );
    expect(set.status).toBe(204);
    const one = employeeSchema.parse(
      await (await t.call("GET", `/api/employee/${created.id}`, { token: manager })).json(),
    );
    expect(one.awaitingFirstLogin).toBe(false);
    // Both actions are in the events log, by the manager.
    const logged = await t.db
      .select({
        type: monitorActions.type,
        by: monitorActions.employeeName,
        detail: monitorActions.detail,
      })
      .from(monitorActions);
    expect(logged.filter((l) => l.type === "EmployeeAdded" || l.type === "PasswordReset")).toEqual([
      { type: "EmployeeAdded", by: "Julien Bernard", detail: "Anaïs Perrin (Agent d'accueil)" },
      { type: "PasswordReset", by: "Julien Bernard", detail: "Anaïs Perrin" },
    ]);
  });
});
