// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardSchema, cardSuggestionsSchema } from "../../src/contract/cards";
import { customerSchema } from "../../src/contract/customers";
import { pagedSchema, valuesSchema } from "../../src/contract/paging";
import { rankCards, SEARCH_LIMITS } from "../../src/contract/search";
import { DEMO_CARDS, DEMO_CUSTOMER } from "../seed/demo-cards.seed";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let agent: string;
let all: ReturnType<typeof cardSchema.parse>[];
beforeAll(async () => {
  t = await createTestApp();
  agent = (await t.signIn("agent")).access_token;
  all = pagedSchema(cardSchema).parse(await get("/api/card/cards?size=200")).results;
  // A customer whose names carry accents, with a card, to find without them.
  const created = customerSchema.parse(
    await send("POST", "/api/customer", {
      firstName: "Jean",
      lastName: "Testeur-Hélène",
      birthDate: null,
      newsLetter: false,
    }),
  );
  await send("PUT", `/api/card/AssignCustomer/${DEMO_CARDS.unassigned.number}/${created.id}`);
});
afterAll(() => t.close());

async function get(path: string): Promise<unknown> {
  const res = await t.call("GET", path, { token: agent });
  expect(res.status).toBe(200);
  return res.json();
}
async function send(method: "POST" | "PUT", path: string, json?: unknown): Promise<unknown> {
  const res = await t.call(method, path, { token: agent, json });
  expect(res.status).toBeLessThan(300);
  return res.json();
}
const suggest = async (text: string) =>
  cardSuggestionsSchema.parse(await get(`/api/card/autocomplete?text=${encodeURIComponent(text)}`));

describe("one search rule for cards (src/contract/search.ts)", () => {
  it("finds the digits printed on a card anywhere in its numbers, and says when there are more", async () => {
    for (const digits of ["01", "000001"]) {
      const { values } = await suggest(digits);
      expect(values.map((v) => v.publicNumber)).toContain("PC-000001");
    }
    const pc = await suggest("PC");
    expect(pc.values).toHaveLength(SEARCH_LIMITS.suggestions);
    expect(pc.more).toBe(true);
    const one = await suggest("pc-000003");
    expect([one.values.map((v) => v.publicNumber), one.more]).toEqual([["PC-000003"], false]);
  });

  it("finds a first name, a full name in either order, accents and case ignored", async () => {
    const name = `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`;
    const byFirst = await suggest("camil");
    expect(byFirst.values.map((v) => v.number)).toContain(DEMO_CARDS.assigned.number);
    expect(byFirst.values.every((v) => /camil/i.test(v.customerName ?? ""))).toBe(true);
    for (const text of [`${DEMO_CUSTOMER.lastName} ${DEMO_CUSTOMER.firstName}`, "CAMILLE durand"]) {
      const { values } = await suggest(text);
      expect(values.map((v) => v.number)).toContain(DEMO_CARDS.assigned.number);
      expect(values.every((v) => v.customerName === name)).toBe(true);
    }
    const accents = await suggest("jean testeur-helene");
    expect(accents.values.map((v) => v.number)).toEqual([DEMO_CARDS.unassigned.number]);
    expect(accents.values[0]?.customerName).toBe("Jean Testeur-Hélène");
  });

  it("ranks as the app's offline search does: exact, prefix, contained, then by number", async () => {
    for (const text of ["03", "PC-00001", "0420000010", "du", "mar", "1 9"]) {
      const { values } = await suggest(text);
      const searchable = all.map((c) => ({
        ...c,
        firstName: c.customerFirstName,
        lastName: c.customerLastName,
      }));
      const offline = rankCards(searchable, text).slice(0, SEARCH_LIMITS.suggestions);
      expect(
        values.map((v) => v.number),
        text,
      ).toEqual(offline.map((c) => c.number));
    }
  });

  it("is the rule of the search form and of the list filters too", async () => {
    const found = valuesSchema(cardSchema).parse(
      await get("/api/card/search?number=000001&firstName=CAMI"),
    );
    expect(found.values.map((c) => c.number)).toEqual([DEMO_CARDS.assigned.number]);
    const listed = pagedSchema(cardSchema).parse(
      await get("/api/card/cards?filterOnLastName=helene&filterOnFirstName=jean"),
    );
    expect(listed.results.map((c) => c.number)).toEqual([DEMO_CARDS.unassigned.number]);
  });

  it("bounds the text: over the limit is a 400 validation_failed", async () => {
    const res = await t.call(
      "GET",
      `/api/card/autocomplete?text=${"9".repeat(SEARCH_LIMITS.chars + 1)}`,
      {
        token: agent,
      },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "validation_failed" });
  });
});

describe("one search rule for customers", () => {
  it("finds 'Jean Testeur' in the customers list, and in the assign dialog's box by name or e-mail", async () => {
    const listed = pagedSchema(customerSchema).parse(
      await get("/api/customer/customers?filterOnName=jean%20testeur"),
    );
    expect(listed.results.map((c) => c.lastName)).toEqual(["Testeur-Hélène"]);
    const reversed = valuesSchema(customerSchema).parse(
      await get("/api/customer/search?text=helene%20jean"),
    );
    expect(reversed.values.map((c) => c.lastName)).toEqual(["Testeur-Hélène"]);
    const byEmail = valuesSchema(customerSchema).parse(
      await get(`/api/customer/search?text=${encodeURIComponent(DEMO_CUSTOMER.email)}`),
    );
    expect(byEmail.values.map((c) => c.id)).toEqual([DEMO_CUSTOMER.id]);
  });
});
