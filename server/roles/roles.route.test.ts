// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RIGHTS } from "../../src/contract/rights";
import { roleSchema, rolesResponseSchema } from "../../src/contract/roles";
import { claimsOf, createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await t.signIn("admin")).access_token;
});
afterEach(() => t.close());

const putRole = (id: number, rights: string[], token = admin) =>
  t.call("PUT", `/api/role/${id}`, { token, json: { rights } });

describe("GET /api/role/roles", () => {
  it("lists the seeded roles by rank", async () => {
    const res = await t.call("GET", "/api/role/roles", { token: admin });
    const { values } = rolesResponseSchema.parse(await res.json());
    expect(values.map((r) => [r.id, r.name, r.rank])).toEqual([
      [3, "Administrateur", 10],
      [2, "Responsable", 20],
      [1, "Agent d'accueil", 30],
    ]);
    expect(values[0]!.rights).toHaveLength(RIGHTS.length);
    expect(values[1]!.rights).toContain("ROLE_UPDATE");
    expect(values[1]!.rights).not.toContain("EMPLOYEE_DELETE");
    expect(values[1]!.rights).toContain("EMPLOYEE_ADD_UPDATE");
    expect([...values[2]!.rights].sort()).toEqual([
      "BIRTHDAY_READ",
      "BOOKED_READ",
      "CARD_ADD",
      "CARD_ASSIGN",
      "CARD_READ",
      "CARD_TRANSFER",
      "CARD_UPDATE",
      "CUSTOMER_ADD_UPDATE",
      "CUSTOMER_READ",
      "HISTORY_READ",
      "INVOICE_READ",
    ]);
  });
});

describe("PUT /api/role/{id}", () => {
  it("stores the rights with the ones they need and answers the role", async () => {
    const res = await putRole(1, ["card_add", "KIOSK_RESTART", "INVOICE_PDF", "NOT_A_RIGHT"]);
    expect(res.status).toBe(200);
    const role = roleSchema.parse(await res.json());
    expect(role).toMatchObject({ id: 1, name: "Agent d'accueil", rank: 30 });
    expect([...role.rights].sort()).toEqual([
      "CARD_ADD",
      "CARD_READ",
      "INVOICE_PDF",
      "INVOICE_READ",
      "KIOSK_READ",
      "KIOSK_RESTART",
    ]);
    const listed = rolesResponseSchema.parse(
      await (await t.call("GET", "/api/role/roles", { token: admin })).json(),
    );
    expect(listed.values.find((r) => r.id === 1)).toEqual(role);
  });

  it("reaches the user's token at the next refresh", async () => {
    const agent = await t.signIn("agent");
    expect((await putRole(1, ["CARD_READ", "LOG_READ"])).status).toBe(200);
    const refreshed = (await (
      await t.token({ grant_type: "refresh_token", refresh_token: agent.refresh_token })
    ).json()) as {
      access_token: string;
    };
    const claims = claimsOf(refreshed.access_token);
    expect([...claims.role_rights].sort()).toEqual(["CARD_READ", "LOG_READ"]);
  });

  it("refuses a change to the caller's own role", async () => {
    const res = await putRole(3, [...RIGHTS]);
    expect([res.status, await res.json()]).toEqual([400, { code: "own_role_rights" }]);
  });

  it("refuses adding or removing a right the caller does not hold", async () => {
    // A role-updater who lacks LOG_READ and KIOSK_READ.
    const limited = await t.forgeToken({
      role_id: 3,
      role_rank: 10,
      role_rights: ["ROLE_UPDATE", "EMPLOYEE_READ", "CARD_READ", "CARD_ADD"],
    });
    const add = await putRole(1, ["CARD_READ", "LOG_READ"], limited);
    expect([add.status, ((await add.json()) as { code: string }).code]).toEqual([
      400,
      "right_not_held",
    ]);
    // KIOSK_RESTART is held but brings KIOSK_READ, which is not.
    const dependency = await putRole(
      1,
      ["KIOSK_RESTART"],
      await t.forgeToken({
        role_id: 3,
        role_rank: 10,
        role_rights: ["ROLE_UPDATE", "KIOSK_RESTART"],
      }),
    );
    expect(((await dependency.json()) as { code: string }).code).toBe("right_not_held");
    const removal = await putRole(2, ["CARD_READ"], limited);
    expect(((await removal.json()) as { code: string }).code).toBe("right_not_held");
    // Changing only rights the caller holds is fine: the agent role loses CARD_ADD.
    const allowed = await t.call("GET", "/api/role/roles", { token: admin });
    const agentRights = rolesResponseSchema
      .parse(await allowed.json())
      .values.find((r) => r.id === 1)!.rights;
    const ok = await putRole(
      1,
      agentRights.filter((r) => r !== "CARD_ADD"),
      limited,
    );
    expect(ok.status).toBe(200);
    expect(roleSchema.parse(await ok.json()).rights).not.toContain("CARD_ADD");
  });

  it("answers 404 for an unknown role and 403 without ROLE_UPDATE", async () => {
    const unknown = await putRole(42, []);
    expect([unknown.status, await unknown.json()]).toEqual([404, { code: "not_found" }]);
    const agent = (await t.signIn("agent")).access_token;
    const res = await putRole(2, [], agent);
    expect([res.status, await res.json()]).toEqual([403, { code: "forbidden" }]);
  });

  it("refuses a change to a role more senior than the caller's", async () => {
    const manager = (await t.signIn("manager")).access_token;
    const senior = await putRole(3, ["CARD_READ"], manager);
    expect([senior.status, await senior.json()]).toEqual([403, { code: "role_rank" }]);
    const junior = await putRole(1, ["CARD_READ"], manager);
    expect(junior.status).toBe(200);
  });
});
