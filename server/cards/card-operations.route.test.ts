// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardOperationSchema, cardSchema } from "../../src/contract/cards";
import { pagedSchema } from "../../src/contract/paging";
import { DEMO_CARDS, DEMO_CUSTOMER } from "../seed/demo-cards.seed";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let agent: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = (await t.signIn("agent")).access_token;
  manager = (await t.signIn("manager")).access_token;
});
afterAll(() => t.close());

const { assigned, unassigned, spare } = DEMO_CARDS;
const ok = async (method: string, path: string, json?: unknown, token = agent) => {
  const res = await t.send(method, path, json, token);
  expect(res.status, `${method} ${path}`).toBe(200);
  return res.body;
};
// The floor agent acts; reading the trail takes HISTORY_READ (the agent's too, since issue 25).
const operations = async (number: string, token = manager) =>
  pagedSchema(cardOperationSchema).parse(
    await ok("GET", `/api/card/operations?cardNumber=${number}&size=50`, undefined, token),
  );

describe("GET /api/card/operations: the trail of manual operations", () => {
  it("records each action with who did it, newest first, and its figures", async () => {
    const before = cardSchema.parse(await ok("GET", `/api/card/number/${assigned.number}`));
    await ok("POST", `/api/card/FreeTokenBalanceUpdate/${assigned.number}`, {
      amount: 25,
      comment: "Anniversaire de Léo",
    });
    await ok("PUT", `/api/card/${assigned.number}`, { isActive: false });
    await ok("PUT", `/api/card/${assigned.number}`, { isActive: true });
    await ok("PUT", `/api/card/TransferCard/${assigned.number}/${unassigned.number}`);

    const from = await operations(assigned.publicNumber);
    expect(from.results.map((o) => o.kind)).toEqual(["transfer_out", "enable", "disable", "bonus"]);
    expect(from.results[3]).toMatchObject({
      amount: 25,
      comment: "Anniversaire de Léo",
      employeeName: "Sophie Petit",
      cardNumber: assigned.number,
    });
    expect(from.results[0]).toMatchObject({
      otherCard: unassigned.publicNumber,
      tokens: before.balanceTokens,
      freeTokens: before.balanceFreeTokens + 25,
      customerName: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`,
    });
    const to = await operations(unassigned.number);
    expect(to.results[0]).toMatchObject({ kind: "transfer_in", otherCard: assigned.publicNumber });
  });

  it("records assign, remove and recycle with the customer and the units lost", async () => {
    await ok("PUT", `/api/card/AssignCustomer/${spare.number}/${DEMO_CUSTOMER.id}`);
    await ok("POST", `/api/card/FreeTokenBalanceUpdate/${spare.number}`, {
      amount: 40,
      comment: "Geste commercial",
    });
    await ok("DELETE", `/api/card/deleteCardCustomer/${spare.number}`);
    await ok("GET", `/api/card/recyclecard?id=${spare.number}`, undefined, manager);
    const { results } = await operations(spare.number);
    const name = `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`;
    expect(results.map((o) => [o.kind, o.customerName])).toEqual([
      ["recycle", null],
      ["unassign", name],
      ["bonus", null],
      ["assign", name],
    ]);
    expect(results[0]).toMatchObject({ freeTokens: 40, employeeName: "Julien Bernard" });
  });

  it("lists every card's without a number, an unknown card's as empty, and needs HISTORY_READ", async () => {
    const all = pagedSchema(cardOperationSchema).parse(
      await ok("GET", "/api/card/operations", undefined, manager),
    );
    expect(all.total).toBeGreaterThanOrEqual(9);
    expect((await operations("NOPE-1")).results).toEqual([]);
    const none = await t.forgeToken({ role_rights: ["CARD_READ"] });
    expect((await t.send("GET", "/api/card/operations", undefined, none)).status).toBe(403);
  });

  it("keeps no trail of a refused action", async () => {
    const res = await t.send(
      "POST",
      `/api/card/FreeTokenBalanceUpdate/${unassigned.number}`,
      {
        amount: -1_000_000,
        comment: "trop",
      },
      agent,
    );
    expect(res.status).toBe(400);
    const { results } = await operations(unassigned.number);
    expect(results.filter((o) => o.comment === "trop")).toEqual([]);
  });
});
