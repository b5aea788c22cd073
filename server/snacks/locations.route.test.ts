// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { valuesSchema } from "../../src/contract/paging";
import { snackArticleSchema, snackLocationSchema } from "../../src/contract/snacks";
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
const zones = async (query = "", token = manager) =>
  valuesSchema(snackLocationSchema).parse(
    (await send("GET", `/api/snacklocation/snackslocation${query}`, undefined, token)).body,
  ).values;
const zone = {
  name: "Crêperie",
  printerName: "EPSON-CREPES",
  type: "Snack",
  amberAfterMinutes: 5,
  redAfterMinutes: 12,
};

describe("rights", () => {
  it("lists with SNACKLOCATION_READ or SNACKING_READ; edits and deletes with their own", async () => {
    const forge = (...rights: string[]) => t.forgeToken({ role_rights: rights });
    expect((await t.call("GET", "/api/snacklocation/snackslocation")).status).toBe(401);
    for (const rights of [["SNACKLOCATION_READ"], ["SNACKING_READ"]])
      expect(await zones("", await forge(...rights))).toHaveLength(3);
    const none = await forge("PRODUCT_READ");
    expect((await send("GET", "/api/snacklocation/snackslocation", undefined, none)).status).toBe(
      403,
    );
    const reader = await forge("SNACKLOCATION_READ", "SNACKING_READ", "SNACKING_ADD_UPDATE");
    expect((await send("POST", "/api/snacklocation", zone, reader)).status).toBe(403);
    expect((await send("PUT", "/api/snacklocation/1", zone, reader)).status).toBe(403);
    expect((await send("DELETE", "/api/snacklocation/1", undefined, reader)).status).toBe(403);
    const editor = await forge("SNACKLOCATION_READ", "SNACKLOCATION_ADD_UPDATE");
    expect((await send("POST", "/api/snacklocation", zone, editor)).status).toBe(201);
    expect((await send("DELETE", "/api/snacklocation/1", undefined, editor)).status).toBe(403);
    expect((await t.call("DELETE", "/api/snacklocation/1")).status).toBe(401);
  });
});

describe("preparation zones", () => {
  it("lists the zones of a type by name (snack by default, any case)", async () => {
    expect((await zones()).map((z) => z.name)).toEqual(["Bar", "Comptoir glaces", "Cuisine"]);
    expect((await zones("?productType=MERCHANDISING")).map((z) => [z.id, z.name])).toEqual([
      [5, "Accueil"],
      [4, "Boutique"],
    ]);
    expect((await send("GET", "/api/snacklocation/snackslocation?productType=food")).status).toBe(
      400,
    );
  });

  it("creates, updates and deletes a zone", async () => {
    const res = await send("POST", "/api/snacklocation", zone);
    expect(res.status).toBe(201);
    const created = snackLocationSchema.parse(res.body);
    expect(created).toMatchObject(zone);
    expect((await zones()).map((z) => z.name)).toEqual([
      "Bar",
      "Comptoir glaces",
      "Crêperie",
      "Cuisine",
    ]);
    const moved = { ...zone, name: "Stand", type: "Merchandising", redAfterMinutes: 30 };
    const updated = await send("PUT", `/api/snacklocation/${created.id}`, moved);
    expect(updated).toEqual({ status: 200, body: { id: created.id, ...moved } });
    expect((await zones("?productType=merchandising")).map((z) => z.name)).toContain("Stand");
    expect(await send("DELETE", `/api/snacklocation/${created.id}`)).toEqual({
      status: 204,
      body: null,
    });
    expect((await send("DELETE", `/api/snacklocation/${created.id}`)).status).toBe(404);
    expect((await send("PUT", `/api/snacklocation/${created.id}`, zone)).status).toBe(404);
  });

  it("refuses bad fields: too long, red not after amber, out of range", async () => {
    const bad = await send("POST", "/api/snacklocation", {
      ...zone,
      name: "x".repeat(91),
      printerName: "",
      amberAfterMinutes: 10,
      redAfterMinutes: 10,
    });
    expect(bad.body).toMatchObject({
      code: "validation_failed",
      issues: expect.arrayContaining([
        { path: "name", rule: "max_length:90" },
        { path: "printerName", rule: "required" },
        { path: "redAfterMinutes", rule: "min_value:11" },
      ]) as unknown,
    });
    const range = await send("POST", "/api/snacklocation", {
      ...zone,
      amberAfterMinutes: 0,
      redAfterMinutes: 241,
      type: "Food",
    });
    expect(range.status).toBe(400);
    expect(range.body).toMatchObject({
      issues: expect.arrayContaining([
        { path: "amberAfterMinutes", rule: "min_value:1" },
        { path: "redAfterMinutes", rule: "max_value:240" },
      ]) as unknown,
    });
    expect((await zones()).map((z) => z.name)).toEqual(["Bar", "Comptoir glaces", "Cuisine"]);
  });

  it("keeps the type of a zone that prepares articles", async () => {
    const bar = (await zones()).find((z) => z.id === 1)!;
    expect(await send("PUT", "/api/snacklocation/1", { ...bar, type: "Merchandising" })).toEqual({
      status: 400,
      body: { code: "unknown_reference" },
    });
    const renamed = await send("PUT", "/api/snacklocation/1", { ...bar, name: "Grand bar" });
    expect(renamed.body).toMatchObject({ id: 1, name: "Grand bar", type: "Snack" });
  });

  it("is kept while it has orders; without, its articles are left prepared nowhere", async () => {
    // Comptoir glaces (3) has today's orders: the sales history keeps it.
    expect(await send("DELETE", "/api/snacklocation/3")).toEqual({
      status: 400,
      body: { code: "location_in_use" },
    });
    const spare = { name: "Glaces 2", printerName: "STAR-2", type: "Snack" };
    const made = await send("POST", "/api/snacklocation", {
      ...spare,
      amberAfterMinutes: 5,
      redAfterMinutes: 10,
    });
    const id = (made.body as { id: number }).id;
    const cone = snackArticleSchema.parse((await send("GET", "/api/snack/19")).body);
    const { id: _id, categories: _c, snackLocationName: _z, imgProduct: _p, ...values } = cone;
    await send("PUT", "/api/snack/19", { ...values, snackLocationId: id });
    expect((await send("DELETE", `/api/snacklocation/${id}`)).status).toBe(204);
    expect(snackArticleSchema.parse((await send("GET", "/api/snack/19")).body)).toMatchObject({
      name: "Cornet deux boules",
      snackLocationId: null,
      snackLocationName: null,
    });
    expect((await zones()).map((z) => z.name)).toEqual(["Bar", "Comptoir glaces", "Cuisine"]);
  });
});
