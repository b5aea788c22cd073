// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardSchema } from "../../src/contract/cards";
import { customerSchema } from "../../src/contract/customers";
import { pagedSchema, valuesSchema } from "../../src/contract/paging";
import { DEMO_CARDS, DEMO_CUSTOMER } from "../seed/demo-cards.seed";
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
const newCustomer = {
  title: "Madame",
  firstName: "Zoé",
  lastName: "Abadie",
  email: "zoe@exemple.fr",
};

describe("GET /api/customer/customers", () => {
  it("pages the customers newest first (size 10 by default)", async () => {
    const page = pagedSchema(customerSchema).parse(
      (await send("GET", "/api/customer/customers")).body,
    );
    expect([page.total, page.currentPage, page.results.length]).toEqual([30, 0, 10]);
    const dates = page.results.map((c) => c.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = pagedSchema(customerSchema).parse(
      (await send("GET", "/api/customer/customers?page=2&size=12&orderByColumn=lastName")).body,
    );
    expect([last.currentPage, last.results.length]).toEqual([2, 6]);
  });

  it("filters on a name and an e-mail; refuses a bad order column", async () => {
    const page = pagedSchema(customerSchema).parse(
      (await send("GET", `/api/customer/customers?filterOnName=urAN&filterOnEmail=camille`)).body,
    );
    expect(page.results.map((c) => c.id)).toEqual([DEMO_CUSTOMER.id]);
    expect(page.results[0]?.cards.map((c) => c.number)).toContain(DEMO_CARDS.assigned.number);
    const bad = await send("GET", "/api/customer/customers?orderByColumn=email");
    expect(bad.status).toBe(400);
  });
});

describe("one customer", () => {
  it("reads a customer with its cards, 404 when unknown or not an id, 400 out of bounds", async () => {
    const res = await send("GET", `/api/customer/${DEMO_CUSTOMER.id}`);
    expect(customerSchema.parse(res.body)).toMatchObject({
      ...DEMO_CUSTOMER,
      siteName: "Parc Demo",
    });
    expect(await send("GET", "/api/customer/99999")).toEqual({
      status: 404,
      body: { code: "not_found" },
    });
    expect((await send("GET", "/api/customer/0x1")).status).toBe(404);
    expect((await send("GET", "/api/customer/0")).status).toBe(400);
  });

  it("creates and updates with the form rules", async () => {
    const created = await send("POST", "/api/customer", newCustomer);
    expect(created.status).toBe(201);
    const customer = customerSchema.parse(created.body);
    expect(customer).toMatchObject({
      ...newCustomer,
      newsLetter: false,
      cards: [],
      phoneNumber: null,
    });
    const updated = await send("PUT", `/api/customer/${customer.id}`, {
      ...newCustomer,
      city: "Nancy",
      newsLetter: true,
    });
    expect(customerSchema.parse(updated.body)).toMatchObject({ city: "Nancy", newsLetter: true });
    const bad = await send("POST", "/api/customer", {
      firstName: "",
      lastName: "x".repeat(255),
      phoneNumber: "0".repeat(26),
      emailSponsor: "not-an-email",
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: "validation_failed",
      issues: expect.arrayContaining([
        { path: "firstName", rule: "required" },
        { path: "lastName", rule: "max_length:254" },
        { path: "phoneNumber", rule: "max_length:25" },
        { path: "emailSponsor", rule: "email" },
      ]) as unknown,
    });
    expect((await send("PUT", "/api/customer/99999", newCustomer)).status).toBe(404);
  });

  it("keeps a valid phone number in its E.164 form and refuses one that is not a number", async () => {
    const french = await send("POST", "/api/customer", {
      ...newCustomer,
      email: "tel.fr@example.fr",
      phoneNumber: " 06 12 34 56 78 ",
    });
    expect(french.status).toBe(201);
    expect(customerSchema.parse(french.body).phoneNumber).toBe("+33612345678");
    const belgian = await send("POST", "/api/customer", {
      ...newCustomer,
      email: "tel.be@example.fr",
      phoneNumber: "+32 470 12 34 56",
    });
    expect(customerSchema.parse(belgian.body).phoneNumber).toBe("+32470123456");
    for (const phoneNumber of ["12", "06 12 34", "+33 6 12 34 56 78 99", "pas un numéro"]) {
      const bad = await send("POST", "/api/customer", { ...newCustomer, phoneNumber });
      expect([bad.status, bad.body], phoneNumber).toMatchObject([
        400,
        { code: "validation_failed", issues: [{ path: "phoneNumber", rule: "phone" }] },
      ]);
    }
  });

  it("refuses an e-mail another customer has, case and spaces ignored, keeps one's own", async () => {
    const first = customerSchema.parse((await send("POST", "/api/customer", newCustomer)).body);
    const refused = {
      status: 400,
      body: {
        code: "validation_failed",
        issues: [{ path: "email", rule: "required_email_not_exist" }],
      },
    };
    expect(
      await send("POST", "/api/customer", { ...newCustomer, email: "  ZOE@Exemple.fr " }),
    ).toEqual(refused);
    // Its owner saves it again; another customer cannot take it.
    const kept = await send("PUT", `/api/customer/${first.id}`, { ...newCustomer, city: "Metz" });
    expect(kept.status).toBe(200);
    expect(
      await send("PUT", `/api/customer/${DEMO_CUSTOMER.id}`, {
        ...newCustomer,
        email: "Zoe@exemple.fr",
      }),
    ).toEqual(refused);
    // Without an e-mail, any number of customers.
    const { email: _none, ...anonymous } = newCustomer;
    expect((await send("POST", "/api/customer", anonymous)).status).toBe(201);
    expect((await send("POST", "/api/customer", anonymous)).status).toBe(201);
  });

  it("deletes a customer and unlinks its cards (a manager's: the floor agent may not)", async () => {
    expect((await send("DELETE", `/api/customer/${DEMO_CUSTOMER.id}`)).status).toBe(403);
    const manager = (await t.signIn("manager")).access_token;
    const asManager = (method: string, path: string, json?: unknown) =>
      t.send(method, path, json, manager);
    expect((await asManager("DELETE", `/api/customer/${DEMO_CUSTOMER.id}`)).status).toBe(204);
    const card = cardSchema.parse(
      (await asManager("GET", `/api/card/number/${DEMO_CARDS.assigned.number}`)).body,
    );
    expect([card.customerId, card.balanceTokens]).toEqual([
      null,
      DEMO_CARDS.assigned.balanceTokens,
    ]);
    expect((await asManager("GET", `/api/customer/${DEMO_CUSTOMER.id}`)).status).toBe(404);
    expect((await asManager("DELETE", `/api/customer/${DEMO_CUSTOMER.id}`)).status).toBe(404);
  });

  it("asks for the right of each action", async () => {
    const reader = await t.forgeToken({ role_rights: ["CUSTOMER_READ"] });
    expect((await send("POST", "/api/customer", newCustomer, reader)).status).toBe(403);
    expect((await send("DELETE", "/api/customer/1", undefined, reader)).status).toBe(403);
    const none = await t.forgeToken({ role_rights: ["CARD_READ"] });
    expect((await send("GET", "/api/customer/search", undefined, none)).status).toBe(403);
  });
});

describe("search and card customers", () => {
  it("searches by e-mail and name starts", async () => {
    const res = await send("GET", `/api/customer/search?email=CAMILLE.durand&lastName=dur`);
    const { values } = valuesSchema(customerSchema).parse(res.body);
    expect(values.map((c) => c.id)).toEqual([DEMO_CUSTOMER.id]);
  });

  it("lists the customer of a card (none for a stock card, 404 for an unknown card)", async () => {
    const linked = valuesSchema(customerSchema).parse(
      (await send("GET", `/api/customer/cardCustomer/${DEMO_CARDS.assigned.publicNumber}`)).body,
    );
    expect(linked.values.map((c) => c.id)).toEqual([DEMO_CUSTOMER.id]);
    const stock = await send("GET", `/api/customer/cardCustomer/${DEMO_CARDS.unassigned.number}`);
    expect(stock.body).toEqual({ values: [] });
    expect((await send("GET", "/api/customer/cardCustomer/NOPE")).status).toBe(404);
  });
});
