// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardSchema, cardSuggestionsSchema } from "../../src/contract/cards";
import { pagedSchema, valuesSchema } from "../../src/contract/paging";
import { DEMO_CARDS, DEMO_CUSTOMER } from "../seed/demo-cards.seed";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: string;
let agent: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("admin")).access_token;
  agent = (await t.signIn("agent")).access_token;
  manager = (await t.signIn("manager")).access_token;
});
afterAll(() => t.close());

const get = async (path: string, token = admin) => {
  const res = await t.call("GET", path, { token });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe("GET /api/card/cards", () => {
  it("pages the cards (size 20 by default) with the total and the page", async () => {
    const first = pagedSchema(cardSchema).parse((await get("/api/card/cards", agent)).body);
    expect(first.results).toHaveLength(20);
    expect(first.total).toBe(200);
    expect(first.currentPage).toBe(0);
    expect(first.results[0]).toMatchObject({
      number: DEMO_CARDS.assigned.number,
      customerLastName: DEMO_CUSTOMER.lastName,
    });
    const last = pagedSchema(cardSchema).parse((await get("/api/card/cards?page=9&size=21")).body);
    expect([last.results.length, last.currentPage]).toEqual([200 - 9 * 21, 9]);
  });

  it("filters on a number (either number, contained) and on the customer's names", async () => {
    const byPublic = pagedSchema(cardSchema).parse(
      (await get("/api/card/cards?filterOnNumber=pc-000004")).body,
    );
    expect(byPublic.results.map((c) => c.number)).toEqual([DEMO_CARDS.otherCustomer.number]);
    const byName = pagedSchema(cardSchema).parse(
      (
        await get(
          `/api/card/cards?filterOnLastName=${DEMO_CUSTOMER.lastName}&filterOnFirstName=cam`,
        )
      ).body,
    );
    expect(byName.results.map((c) => c.number)).toContain(DEMO_CARDS.assigned.number);
    expect(byName.results.every((c) => c.customerLastName === DEMO_CUSTOMER.lastName)).toBe(true);
  });

  it("refuses a bad page with validation_failed, and a caller without CARD_READ", async () => {
    const bad = await get("/api/card/cards?page=-1&size=abc");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "validation_failed" });
    const none = await t.forgeToken({ role_rights: ["CUSTOMER_READ"] });
    expect((await get("/api/card/cards", none)).status).toBe(403);
  });
});

describe("GET /api/card/number/{number}", () => {
  it("finds a card by technical or public number (any case)", async () => {
    for (const n of [DEMO_CARDS.assigned.number, DEMO_CARDS.assigned.publicNumber, "pc-000001"]) {
      const { status, body } = await get(`/api/card/number/${encodeURIComponent(n)}`, agent);
      expect(status).toBe(200);
      expect(cardSchema.parse(body)).toMatchObject({
        number: DEMO_CARDS.assigned.number,
        balanceTokens: DEMO_CARDS.assigned.balanceTokens,
        balanceFreeTokens: DEMO_CARDS.assigned.balanceFreeTokens,
        customerId: DEMO_CUSTOMER.id,
        customerFirstName: DEMO_CUSTOMER.firstName,
      });
    }
  });

  it("answers 404 not_found for an unknown number, 400 for an over-long one", async () => {
    expect(await get("/api/card/number/NOPE-1")).toEqual({
      status: 404,
      body: { code: "not_found" },
    });
    expect((await get(`/api/card/number/${encodeURIComponent("a/b %?é")}`)).status).toBe(404);
    const long = await get(`/api/card/number/${"9".repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ issues: [{ path: "number", rule: "max_length:100" }] });
  });
});

describe("GET /api/card/search and /api/card/autocomplete", () => {
  it("searches by number start and names", async () => {
    const { body } = await get(
      `/api/card/search?number=PC-00000&lastName=${DEMO_CUSTOMER.lastName}`,
    );
    const { values } = valuesSchema(cardSchema).parse(body);
    expect(values.map((c) => c.number)).toEqual([DEMO_CARDS.assigned.number]);
  });

  it("suggests nothing under 2 characters, then up to 10 cards by number, then by name", async () => {
    const one = cardSuggestionsSchema.parse((await get("/api/card/autocomplete?text=0")).body);
    expect(one.values).toEqual([]);
    const two = cardSuggestionsSchema.parse((await get("/api/card/autocomplete?text=04")).body);
    expect(two.values).toHaveLength(10);
    expect(two.values[0]).toMatchObject({
      number: DEMO_CARDS.assigned.number,
      publicNumber: DEMO_CARDS.assigned.publicNumber,
      customerName: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`,
    });
    const pub = cardSuggestionsSchema.parse(
      (await get("/api/card/autocomplete?text=pc-000003")).body,
    );
    expect(pub.values).toMatchObject([
      { number: DEMO_CARDS.disabled.number, publicNumber: "PC-000003", customerName: null },
    ]);
    const name = cardSuggestionsSchema.parse((await get("/api/card/autocomplete?text=durA")).body);
    expect(name.values.map((v) => v.number)).toContain(DEMO_CARDS.assigned.number);
    expect(name.values.every((v) => v.customerName?.includes("Durand"))).toBe(true);
  });
});

describe("POST /api/card and PUT /api/card/{number}", () => {
  it("creates a card with zero balances, then refuses either number again", async () => {
    const res = await t.call("POST", "/api/card", {
      token: agent,
      json: { number: " 0777000001 ", publicNumber: "PC-777001", expirationDate: "" },
    });
    expect(res.status).toBe(201);
    expect(cardSchema.parse(await res.json())).toMatchObject({
      number: "0777000001",
      isActive: true,
      balanceTokens: 0,
      customerId: null,
      expirationDate: null,
    });
    for (const json of [
      { number: "0777000001", publicNumber: "PC-NEW" },
      { number: "0777000002", publicNumber: "pc-777001" },
      { number: "0777000003", publicNumber: DEMO_CARDS.assigned.number },
    ]) {
      const again = await t.call("POST", "/api/card", { token: agent, json });
      expect([again.status, await again.json()]).toEqual([400, { code: "number_duplicated" }]);
    }
  });

  it("refuses missing and over-long numbers with their rule codes", async () => {
    const res = await t.call("POST", "/api/card", {
      token: admin,
      json: { number: "", publicNumber: "x".repeat(101), activationDate: "31/12/2026" },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; issues: { path: string; rule: string }[] };
    expect(body.code).toBe("validation_failed");
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "number", rule: "required" },
        { path: "publicNumber", rule: "max_length:100" },
        { path: "activationDate", rule: "invalid_date" },
      ]),
    );
  });

  it("updates the active flag and dates only: numbers and balances stay", async () => {
    const res = await t.call("PUT", `/api/card/${DEMO_CARDS.otherCustomer.publicNumber}`, {
      token: manager,
      json: {
        isActive: false,
        activationDate: "2026-01-02",
        expirationDate: "2027-01-02",
        balanceTokens: 9999,
        number: "HACK",
      },
    });
    expect(res.status).toBe(200);
    expect(cardSchema.parse(await res.json())).toMatchObject({
      number: DEMO_CARDS.otherCustomer.number,
      isActive: false,
      activationDate: "2026-01-02",
      expirationDate: "2027-01-02",
      balanceTokens: DEMO_CARDS.otherCustomer.balanceTokens,
    });
    const none = await t.forgeToken({ role_rights: ["CARD_READ", "CARD_ADD"] });
    const denied = await t.call("PUT", `/api/card/${DEMO_CARDS.spare.number}`, {
      token: none,
      json: { isActive: true },
    });
    expect(denied.status).toBe(403);
    const missing = await t.call("PUT", "/api/card/UNKNOWN", { token: admin, json: {} });
    expect(missing.status).toBe(404);
  });
});
