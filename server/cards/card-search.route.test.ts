// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardHitSchema, cardSuggestionsSchema } from "../../src/contract/cards";
import { valuesSchema } from "../../src/contract/paging";
import { DEMO_CARDS } from "../seed/demo-cards.seed";
import { createTestApp, type TestApp } from "../testing/test-app";

// Two customers of one name (issue 27, point 3): "jade leroy" finds cards of both.
const JADES = [
  { city: "Lyon", email: "jade.leroy@exemple.fr", cards: ["0429900001", "0429900002"] },
  { city: "Metz", email: "jleroy@exemple.fr", cards: ["0429900003"] },
];

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("admin")).access_token;
  for (const jade of JADES) {
    const customer = { title: "Madame", firstName: "Jade", lastName: "Leroy", ...jade };
    const { cards, ...body } = customer;
    const created = await t.send("POST", "/api/customer", body, admin);
    const { id } = created.body as { id: number };
    for (const number of cards) {
      const card = { number, publicNumber: `PJ-${number.slice(-4)}` };
      await t.send("POST", "/api/card", card, admin);
      await t.send("PUT", `/api/card/AssignCustomer/${number}/${id}`, undefined, admin);
    }
  }
});
afterAll(() => t.close());

const get = async (path: string, token = admin) => {
  const res = await t.call("GET", path, { token });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe("GET /api/card/search?text=", () => {
  it("finds every word anywhere, and tells customers of one name apart", async () => {
    const { values } = valuesSchema(cardHitSchema).parse(
      (await get("/api/card/search?text=LEROY%20jade")).body,
    );
    expect(values.map((c) => [c.number, c.customerCity, c.customerEmail])).toEqual([
      ["0429900001", "Lyon", "jade.leroy@exemple.fr"],
      ["0429900002", "Lyon", "jade.leroy@exemple.fr"],
      ["0429900003", "Metz", "jleroy@exemple.fr"],
    ]);
    expect(values[0]).toMatchObject({ isActive: true, balanceTokens: 0, balanceFreeTokens: 0 });
  });

  it("ranks an exact number first, and keeps the spec's separate fields", async () => {
    const { number, publicNumber } = DEMO_CARDS.assigned;
    const exact = valuesSchema(cardHitSchema).parse(
      (await get(`/api/card/search?text=${publicNumber.toLowerCase()}`)).body,
    );
    expect(exact.values[0]?.number).toBe(number);
    const both = valuesSchema(cardHitSchema).parse(
      (await get("/api/card/search?text=jade&lastName=leroy&number=0003")).body,
    );
    expect(both.values.map((c) => c.number)).toEqual(["0429900003"]);
  });

  it("hides the city and e-mail from a caller who may not read customers", async () => {
    const cardsOnly = await t.forgeToken({ role_rights: ["CARD_READ"] });
    const found = valuesSchema(cardHitSchema).parse(
      (await get("/api/card/search?text=jade%20leroy", cardsOnly)).body,
    );
    expect(found.values).toHaveLength(3);
    expect(found.values.every((c) => c.customerCity === null && c.customerEmail === null)).toBe(
      true,
    );
    const suggested = cardSuggestionsSchema.parse(
      (await get("/api/card/autocomplete?text=jade%20leroy", cardsOnly)).body,
    );
    expect(suggested.values.map((s) => s.customerEmail)).toEqual([null, null, null]);
  });

  it("refuses an over-long text with validation_failed", async () => {
    const { status, body } = await get(`/api/card/search?text=${"a".repeat(101)}`);
    expect([status, body]).toMatchObject([400, { code: "validation_failed" }]);
  });
});

describe("GET /api/card/autocomplete: what tells the suggestions apart", () => {
  it("gives each card's state, balances, and its customer's city and e-mail", async () => {
    await t.send("PUT", "/api/card/0429900002", { isActive: false }, admin);
    const { values, more } = cardSuggestionsSchema.parse(
      (await get("/api/card/autocomplete?text=jade%20le")).body,
    );
    expect(more).toBe(false);
    expect(values).toEqual([
      {
        number: "0429900001",
        publicNumber: "PJ-0001",
        customerName: "Jade Leroy",
        isActive: true,
        balanceTokens: 0,
        balanceFreeTokens: 0,
        customerCity: "Lyon",
        customerEmail: "jade.leroy@exemple.fr",
      },
      expect.objectContaining({ number: "0429900002", isActive: false, customerCity: "Lyon" }),
      expect.objectContaining({ number: "0429900003", customerEmail: "jleroy@exemple.fr" }),
    ]);
  });
});
