// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardSchema } from "../../src/contract/cards";
import { DEMO_CARDS, DEMO_CUSTOMER, DEMO_OTHER_CUSTOMER } from "../seed/demo-cards.seed";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let agent: string;
beforeEach(async () => {
  t = await createTestApp();
  agent = (await t.signIn("agent")).access_token;
});
afterEach(() => t.close());

const send = (method: string, path: string, json?: unknown, token = agent) =>
  t.send(method, path, json, token);
const card = async (n: string) =>
  cardSchema.parse((await send("GET", `/api/card/number/${n}`)).body);
const { assigned, unassigned, disabled, otherCustomer, spare } = DEMO_CARDS;

describe("PUT /api/card/TransferCard/{old}/{new}", () => {
  it("moves balances, total and customer to the new card and disables the old one", async () => {
    const res = await send(
      "PUT",
      `/api/card/TransferCard/${assigned.number}/${unassigned.publicNumber}`,
    );
    expect(res.status).toBe(200);
    expect(cardSchema.parse(res.body)).toMatchObject({
      number: unassigned.number,
      isActive: true,
      balanceTokens: assigned.balanceTokens,
      balanceFreeTokens: assigned.balanceFreeTokens,
      totalPurchasedTokens: assigned.totalPurchasedTokens,
      customerId: DEMO_CUSTOMER.id,
    });
    expect(await card(assigned.number)).toMatchObject({
      isActive: false,
      balanceTokens: 0,
      balanceFreeTokens: 0,
      customerId: null,
    });
  });

  it("refuses a new card linked to another customer with card_already_linked", async () => {
    const res = await send(
      "PUT",
      `/api/card/TransferCard/${assigned.number}/${otherCustomer.number}`,
    );
    expect(res).toEqual({ status: 400, body: { code: "card_already_linked" } });
    expect((await card(assigned.number)).balanceTokens).toBe(assigned.balanceTokens);
  });

  it("refuses the same card (400 same_card), an unknown one (404) and a caller without CARD_TRANSFER", async () => {
    expect(
      await send("PUT", `/api/card/TransferCard/${assigned.number}/${assigned.publicNumber}`),
    ).toEqual({
      status: 400,
      body: { code: "same_card" },
    });
    expect((await send("PUT", `/api/card/TransferCard/${assigned.number}/NOPE`)).status).toBe(404);
    const token = await t.forgeToken({ role_rights: ["CARD_READ", "CARD_UPDATE"] });
    expect(
      (
        await send(
          "PUT",
          `/api/card/TransferCard/${disabled.number}/${spare.number}`,
          undefined,
          token,
        )
      ).status,
    ).toBe(403);
  });
});

describe("POST /api/card/FreeTokenBalanceUpdate/{cardNumber}", () => {
  const bonus = (n: string, json: unknown) =>
    send("POST", `/api/card/FreeTokenBalanceUpdate/${n}`, json);

  it("adds and removes bonus units, refusing to go below zero", async () => {
    const added = await bonus(assigned.number, { amount: 5, comment: "Geste commercial" });
    expect(cardSchema.parse(added.body).balanceFreeTokens).toBe(assigned.balanceFreeTokens + 5);
    const removed = await bonus(assigned.publicNumber, { amount: -20, comment: "Erreur" });
    expect(cardSchema.parse(removed.body).balanceFreeTokens).toBe(0);
    expect(await bonus(assigned.number, { amount: -1, comment: "Trop" })).toEqual({
      status: 400,
      body: { code: "insufficient_bonus" },
    });
  });

  it("applies a bonus sent twice with one Idempotency-Key once (the offline outbox replays)", async () => {
    const sendOnce = () =>
      t.call("POST", `/api/card/FreeTokenBalanceUpdate/${assigned.number}`, {
        token: agent,
        json: { amount: 3, comment: "Hors ligne" },
        headers: { "Idempotency-Key": "bonus-1" },
      });
    const first = await sendOnce();
    const again = await sendOnce();
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect((await card(assigned.number)).balanceFreeTokens).toBe(assigned.balanceFreeTokens + 3);
  });

  it("refuses a zero or fractional amount, a missing comment, and a disabled card", async () => {
    const bad = await bonus(assigned.number, { amount: 0, comment: "" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: "validation_failed",
      issues: expect.arrayContaining([
        { path: "amount", rule: "required" },
        { path: "comment", rule: "required" },
      ]) as unknown,
    });
    const fraction = await bonus(assigned.number, { amount: 1.5, comment: "x" });
    expect(fraction.body).toMatchObject({ issues: [{ path: "amount", rule: "min_value" }] });
    expect(await bonus(disabled.number, { amount: 1, comment: "x" })).toEqual({
      status: 400,
      body: { code: "card_inactive" },
    });
  });
});

describe("assigning and recycling", () => {
  it("assigns a stock card to a customer, refuses one of another customer, removes the link", async () => {
    const ok = await send("PUT", `/api/card/AssignCustomer/${spare.number}/${DEMO_CUSTOMER.id}`);
    expect(cardSchema.parse(ok.body).customerLastName).toBe(DEMO_CUSTOMER.lastName);
    expect(
      await send("PUT", `/api/card/AssignCustomer/${otherCustomer.number}/${DEMO_CUSTOMER.id}`),
    ).toEqual({
      status: 400,
      body: { code: "card_already_linked" },
    });
    expect((await send("PUT", `/api/card/AssignCustomer/${spare.number}/99999`)).status).toBe(404);
    expect((await send("PUT", `/api/card/AssignCustomer/${spare.number}/abc`)).status).toBe(400);
    const removed = await send("DELETE", `/api/card/deleteCardCustomer/${otherCustomer.number}`);
    expect(cardSchema.parse(removed.body).customerId).toBeNull();
    const again = await send(
      "PUT",
      `/api/card/AssignCustomer/${otherCustomer.number}/${DEMO_CUSTOMER.id}`,
    );
    expect(cardSchema.parse(again.body).customerId).toBe(DEMO_CUSTOMER.id);
    expect(DEMO_OTHER_CUSTOMER.id).not.toBe(DEMO_CUSTOMER.id);
  });

  it("recycles a card: no balances, no customer, inactive, back in stock", async () => {
    // A manager's action: the seeded floor agent has no CARD_RECYCLE.
    expect((await send("GET", `/api/card/recyclecard?id=${assigned.publicNumber}`)).status).toBe(
      403,
    );
    const manager = (await t.signIn("manager")).access_token;
    const asManager = (method: string, path: string, json?: unknown, token = manager) =>
      t.send(method, path, json, token);
    const res = await asManager("GET", `/api/card/recyclecard?id=${assigned.publicNumber}`);
    expect(cardSchema.parse(res.body)).toMatchObject({
      number: assigned.number,
      isActive: false,
      balanceTokens: 0,
      balanceFreeTokens: 0,
      totalPurchasedTokens: 0,
      customerId: null,
      activationDate: null,
    });
    expect((await asManager("GET", "/api/card/recyclecard")).status).toBe(400);
    expect((await asManager("GET", "/api/card/recyclecard?id=NOPE")).status).toBe(404);
    const token = await t.forgeToken({ role_rights: ["CARD_READ"] });
    expect(
      (await asManager("GET", `/api/card/recyclecard?id=${spare.number}`, undefined, token)).status,
    ).toBe(403);
  });

  it("recycles once per Idempotency-Key: a retry after a lost answer replays it", async () => {
    const manager = (await t.signIn("manager")).access_token;
    const recycle = () =>
      t.call("GET", `/api/card/recyclecard?id=${spare.number}`, {
        token: manager,
        headers: { "idempotency-key": "recycle-once" },
      });
    const first = await recycle();
    expect(first.status).toBe(200);
    // Meanwhile another device puts the card back in service: a replay must not disable it.
    const enabled = await send("PUT", `/api/card/${spare.number}`, {
      isActive: true,
      activationDate: null,
      expirationDate: null,
    });
    expect(enabled.status).toBe(200);
    const again = await recycle();
    expect([again.status, again.headers.get("idempotent-replayed")]).toEqual([200, "true"]);
    expect((await card(spare.number)).isActive).toBe(true);
  });
});
