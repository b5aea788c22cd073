// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pagedSchema, valuesSchema } from "../../src/contract/paging";
import {
  snackArticleSchema,
  snackCategorySchema,
  snackTreeSchema,
  type SnackTreeNode,
} from "../../src/contract/snacks";
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
const list = async (query = "") =>
  pagedSchema(snackArticleSchema).parse(
    (await send("GET", `/api/snack/snackproductswithcategories${query}`)).body,
  );
const tree = async (type = "snack") =>
  snackTreeSchema.parse((await send("GET", `/api/snack/snackcategorytree/${type}`)).body).values;
const names = (nodes: SnackTreeNode[]) => nodes.map((n) => n.name);
const find = (nodes: SnackTreeNode[], name: string): SnackTreeNode | undefined =>
  nodes.find((n) => n.name === name) ?? nodes.map((n) => find(n.children, name)).find(Boolean);
const article = (overrides: Record<string, unknown> = {}) => ({
  name: "Churros",
  nameEN: "Churros",
  nameES: "",
  tokenPrice: 3,
  fidelityPointPrice: 30,
  taxesPercent: 10,
  order: 60,
  snackLocationId: 2,
  snackCategoryId: [17],
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await send("POST", "/api/snack", article(overrides));
  expect(res.status).toBe(201);
  return snackArticleSchema.parse(res.body);
};
const move = (id: number, body: Record<string, unknown>) =>
  send("PUT", `/api/snack/move/${id}`, { fromParentId: null, position: 0, ...body });
const invalid = (path: string) => ({
  status: 400,
  body: { code: "validation_failed", issues: [{ path, rule: "is_valid" }] },
});

describe("rights", () => {
  it("reads with SNACKING_READ, writes with ADD_UPDATE, deletes with DELETE; 401 without token", async () => {
    const reader = await t.forgeToken({ role_rights: ["SNACKING_READ"] });
    const editor = await t.forgeToken({ role_rights: ["SNACKING_READ", "SNACKING_ADD_UPDATE"] });
    const none = await t.forgeToken({ role_rights: ["SNACKLOCATION_READ"] });
    expect((await t.call("GET", "/api/snack/snackproductswithcategories")).status).toBe(401);
    expect(
      (await send("GET", "/api/snack/snackproductswithcategories", undefined, none)).status,
    ).toBe(403);
    for (const path of [
      "/api/snack/snackproductswithcategories",
      "/api/snack/1",
      "/api/snack/snackcategories",
      "/api/snack/snackcategorytree/snack",
    ])
      expect((await send("GET", path, undefined, reader)).status).toBe(200);
    expect((await send("POST", "/api/snack", article(), reader)).status).toBe(403);
    expect((await send("PUT", "/api/snack/3", article(), reader)).status).toBe(403);
    expect((await move(3, { parentId: 2, fromParentId: 2 })).status).toBe(200);
    expect((await send("PUT", "/api/snack/move/3", {}, reader)).status).toBe(403);
    expect((await send("POST", "/api/snack", article(), editor)).status).toBe(201);
    expect((await send("DELETE", "/api/snack/3", undefined, editor)).status).toBe(403);
    expect((await t.call("DELETE", "/api/snack/3")).status).toBe(401);
  });
});

describe("listing articles", () => {
  it("pages the articles of a type (no category) by order then name", async () => {
    const page = await list();
    expect([page.total, page.currentPage, page.results.length]).toEqual([18, 0, 18]);
    expect(page.results.every((a) => !a.isCategory && a.type === "Snack")).toBe(true);
    const keys = page.results.map((a) => [a.order, a.name] as const);
    // Names in code point order, as SQLite compares them.
    const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || byName(a[1], b[1])));
    const second = await list("?size=5&page=1");
    expect([second.total, second.currentPage, second.results]).toEqual([
      18,
      1,
      page.results.slice(5, 10),
    ]);
    expect((await list("?type=MERCHANDISING")).total).toBe(7);
    expect((await send("GET", "/api/snack/snackproductswithcategories?type=food")).status).toBe(
      400,
    );
    expect((await send("GET", "/api/snack/snackproductswithcategories?size=0")).status).toBe(400);
  });

  it("gives each article its categories and zone; filters on category, availability, name", async () => {
    const cold = await list("?categoryId=2");
    expect(cold.results.map((a) => a.name)).toEqual([
      "Eau minérale 50 cl",
      "Coca-Cola 33 cl",
      "Jus d'orange",
      "Limonade artisanale",
    ]);
    expect(cold.results[0]).toMatchObject({
      id: 3,
      categories: [{ id: 2, name: "Boissons fraîches" }],
      snackCategoryId: [2],
      snackLocationId: 1,
      snackLocationName: "Bar",
      imgProduct: null,
      tokenPrice: 2,
      isAvailable: true,
    });
    // Directly in it only: Boissons holds categories, no article.
    expect((await list("?categoryId=1")).total).toBe(0);
    expect((await list("?isAvailable=false")).results.map((a) => a.name)).toEqual([
      "Part de pizza",
    ]);
    expect((await list("?isAvailable=true")).total).toBe(17);
    expect((await list("?search=WATER")).results.map((a) => a.id)).toEqual([3]);
    expect((await list("?search=zumo")).results.map((a) => a.id)).toEqual([5]);
    expect((await list("?search=pizza&isAvailable=true")).total).toBe(0);
    expect((await list("?search=%25")).total).toBe(0);
    expect((await list("?type=merchandising&search=casquette")).total).toBe(2);
  });

  it("reads one entry, 404 when unknown", async () => {
    const one = snackArticleSchema.parse((await send("GET", "/api/snack/2")).body);
    expect(one).toMatchObject({
      name: "Boissons fraîches",
      isCategory: true,
      snackCategoryId: [1],
    });
    expect((await send("GET", "/api/snack/9999")).status).toBe(404);
  });
});

describe("categories and the tree", () => {
  it("lists the categories of a type flat, with their parent", async () => {
    const get = async (type: string) =>
      valuesSchema(snackCategorySchema).parse(
        (await send("GET", `/api/snack/snackcategories?productType=${type}`)).body,
      ).values;
    const snack = await get("snack");
    expect(snack.map((c) => [c.name, c.parentId])).toEqual([
      ["Boissons", null],
      ["Boissons fraîches", 1],
      ["Glaces", 17],
      ["Boissons chaudes", 1],
      ["Salé", null],
      ["Sucré", null],
    ]);
    expect((await get("merchandising")).map((c) => c.name)).toEqual([
      "Casquettes",
      "Peluches",
      "Accessoires",
    ]);
  });

  it("nests the seeded menu, sub-categories and articles by order, then articles in none", async () => {
    const snack = await tree();
    expect(names(snack)).toEqual(["Boissons", "Salé", "Sucré"]);
    expect(names(snack[0]!.children)).toEqual(["Boissons fraîches", "Boissons chaudes"]);
    expect(names(find(snack, "Boissons fraîches")!.children)).toEqual([
      "Eau minérale 50 cl",
      "Coca-Cola 33 cl",
      "Jus d'orange",
      "Limonade artisanale",
    ]);
    expect(names(find(snack, "Sucré")!.children)).toEqual([
      "Glaces",
      "Crêpe au sucre",
      "Gaufre au chocolat",
      "Barbe à papa",
      "Paquet de bonbons",
    ]);
    expect(find(snack, "Part de pizza")).toMatchObject({ isAvailable: false, children: [] });
    await create({ snackCategoryId: [], order: 0 });
    await create({ name: "Crêpe nature", snackCategoryId: [17, 11], order: 5 });
    const after = await tree();
    expect(names(after)).toEqual(["Boissons", "Salé", "Sucré", "Churros"]);
    // An article in two categories shows under each.
    expect(names(find(after, "Salé")!.children)[0]).toBe("Crêpe nature");
    expect(names(find(after, "Sucré")!.children)[0]).toBe("Crêpe nature");
    expect(names(await tree("Merchandising"))).toEqual(["Peluches", "Accessoires"]);
  });
});

describe("saving articles and categories", () => {
  it("creates an article with its categories in order and its zone", async () => {
    const created = await create({ snackCategoryId: [17, 11] });
    expect(created).toMatchObject({
      name: "Churros",
      nameES: null,
      categories: [
        { id: 17, name: "Sucré" },
        { id: 11, name: "Salé" },
      ],
      snackLocationName: "Cuisine",
      isAvailable: true,
      isCategory: false,
      type: "Snack",
    });
    expect(snackArticleSchema.parse((await send("GET", `/api/snack/${created.id}`)).body)).toEqual(
      created,
    );
  });

  it("keeps a category's prices at 0, with no zone and one parent", async () => {
    const category = await create({ name: "Salades", isCategory: true, snackCategoryId: [11, 17] });
    expect(category).toMatchObject({
      tokenPrice: 0,
      fidelityPointPrice: 0,
      snackLocationId: null,
      snackCategoryId: [11],
    });
  });

  it("refuses bad fields with their rule codes", async () => {
    const res = await send(
      "POST",
      "/api/snack",
      article({
        name: "x".repeat(91),
        tokenPrice: 1001,
        taxesPercent: 101,
        nameEN: "y".repeat(91),
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "validation_failed",
      issues: expect.arrayContaining([
        { path: "name", rule: "max_length:90" },
        { path: "nameEN", rule: "max_length:90" },
        { path: "tokenPrice", rule: "max_value:1000" },
        { path: "taxesPercent", rule: "max_value:100" },
      ]) as unknown,
    });
  });

  it("refuses categories and zones that are not of the article's type (unknown_reference)", async () => {
    const refused = { status: 400, body: { code: "unknown_reference" } };
    for (const overrides of [
      { snackCategoryId: [25] }, // a Merchandising category
      { snackCategoryId: [3] }, // an article, not a category
      { snackCategoryId: [9999] },
      { snackLocationId: 4 }, // a Merchandising zone
      { snackLocationId: 9999 },
    ])
      expect(await send("POST", "/api/snack", article(overrides))).toEqual(refused);
    expect(
      await send("PUT", "/api/snack/3", article({ type: "Merchandising", snackLocationId: 4 })),
    ).toEqual(refused);
    expect(
      (
        await send(
          "POST",
          "/api/snack",
          article({ type: "Merchandising", snackLocationId: 4, snackCategoryId: [28] }),
        )
      ).status,
    ).toBe(201);
  });

  it("keeps categories at most 3 levels deep and never their own ancestor", async () => {
    // Glaces is at level 2: a category under it is at 3, nothing deeper.
    const third = await create({ name: "Sorbets", isCategory: true, snackCategoryId: [18] });
    expect(
      await send("POST", "/api/snack", article({ isCategory: true, snackCategoryId: [third.id] })),
    ).toEqual(invalid("snackCategoryId"));
    // An article may sit at any level.
    await create({ snackCategoryId: [third.id] });
    const boissons = snackArticleSchema.parse((await send("GET", "/api/snack/1")).body);
    const asBody = (over: Record<string, unknown>) => ({ ...boissons, ...over });
    expect(await send("PUT", "/api/snack/1", asBody({ snackCategoryId: [2] }))).toEqual(
      invalid("snackCategoryId"),
    );
    expect(await send("PUT", "/api/snack/1", asBody({ snackCategoryId: [1] }))).toEqual(
      invalid("snackCategoryId"),
    );
    // Boissons is two levels high: under Salé (level 1) it fits, under Glaces (2) it does not.
    expect(await send("PUT", "/api/snack/1", asBody({ snackCategoryId: [18] }))).toEqual(
      invalid("snackCategoryId"),
    );
    expect(await send("PUT", "/api/snack/1", asBody({ isCategory: false }))).toEqual(
      invalid("isCategory"),
    );
    const moved = await send("PUT", "/api/snack/1", asBody({ snackCategoryId: [11] }));
    expect(moved.status).toBe(200);
    expect(find(await tree(), "Salé")!.children[0]!.name).toBe("Boissons");
  });

  it("updates an article and rewrites its links; 404 when unknown", async () => {
    const res = await send(
      "PUT",
      "/api/snack/4",
      article({ name: "Coca zéro", snackCategoryId: [7, 2] }),
    );
    expect(snackArticleSchema.parse(res.body)).toMatchObject({
      id: 4,
      name: "Coca zéro",
      snackCategoryId: [7, 2],
      snackLocationName: "Cuisine",
    });
    expect((await send("PUT", "/api/snack/4", article({ snackCategoryId: [] }))).status).toBe(200);
    expect(names(await tree())).toContain("Churros");
    expect((await send("PUT", "/api/snack/9999", article())).status).toBe(404);
  });
});

describe("moving in the tree", () => {
  it("reorders among siblings, renumbered 10, 20, 30...", async () => {
    const res = await move(14, { parentId: 11, fromParentId: 11, position: 0 });
    expect(res.status).toBe(200);
    const salty = find(snackTreeSchema.parse(res.body).values, "Salé")!.children;
    expect(salty.map((n) => [n.name, n.order])).toEqual([
      ["Frites", 10],
      ["Hot-dog", 20],
      ["Croque-monsieur", 30],
      ["Nuggets (6)", 40],
      ["Part de pizza", 50],
    ]);
    // A position past the end puts it last.
    await move(14, { parentId: 11, fromParentId: 11, position: 99 });
    expect(names(find(await tree(), "Salé")!.children).at(-1)).toBe("Frites");
  });

  it("reparents an article, which keeps its other categories", async () => {
    await move(4, { parentId: 7, fromParentId: 2, position: 1 });
    const hot = find(await tree(), "Boissons chaudes")!.children;
    expect(names(hot)).toEqual(["Café expresso", "Coca-Cola 33 cl", "Chocolat chaud", "Thé"]);
    expect(
      snackArticleSchema.parse((await send("GET", "/api/snack/4")).body).snackCategoryId,
    ).toEqual([7]);
    const both = await create({ snackCategoryId: [11, 17] });
    await move(both.id, { parentId: 1, fromParentId: 17, position: 0 });
    expect(
      snackArticleSchema.parse((await send("GET", `/api/snack/${both.id}`)).body).snackCategoryId,
    ).toEqual([11, 1]);
    // To the top level: in no category, among the articles in none (after the categories).
    await create({ name: "Beignet", snackCategoryId: [], order: 10 });
    const top = await move(both.id, { parentId: null, fromParentId: 11, position: 0 });
    expect(
      snackTreeSchema.parse(top.body).values.map((n) => [n.name, n.children.length, n.order]),
    ).toEqual([
      ["Boissons", 2, 10],
      ["Salé", 5, 20],
      ["Sucré", 5, 30],
      ["Churros", 0, 10],
      ["Beignet", 0, 20],
    ]);
    expect(await move(3, { parentId: 7, fromParentId: 11 })).toEqual(invalid("fromParentId"));
  });

  it("moves a category with its children; refuses a cycle, too deep, another type", async () => {
    const res = await move(2, { parentId: null, position: 0 });
    const top = snackTreeSchema.parse(res.body).values;
    expect(names(top)).toEqual(["Boissons fraîches", "Boissons", "Salé", "Sucré"]);
    expect(top[0]!.children).toHaveLength(4);
    expect(await move(1, { parentId: 7 })).toEqual(invalid("parentId"));
    expect(await move(1, { parentId: 1 })).toEqual(invalid("parentId"));
    // Sucré holds Glaces: two levels, which do not fit under Boissons fraîches' sub-category.
    const sub = await create({ name: "Sodas", isCategory: true, snackCategoryId: [2] });
    expect(await move(17, { parentId: sub.id })).toEqual(invalid("parentId"));
    expect((await move(17, { parentId: 2 })).status).toBe(200);
    expect(await move(3, { parentId: 25, fromParentId: 2 })).toEqual({
      status: 400,
      body: { code: "unknown_reference" },
    });
    expect(await move(3, { parentId: 4, fromParentId: 2 })).toEqual({
      status: 400,
      body: { code: "unknown_reference" },
    });
    expect((await move(9999, { parentId: null })).status).toBe(404);
  });
});

describe("deleting", () => {
  it("moves a category's children up to its parent, or to the top level", async () => {
    const both = await create({ snackCategoryId: [11, 18] });
    expect(await send("DELETE", "/api/snack/18")).toEqual({ status: 204, body: null });
    const sweets = find(await tree(), "Sucré")!.children;
    expect(names(sweets)).toEqual(expect.arrayContaining(["Cornet deux boules", "Esquimau"]));
    expect(find(sweets, "Glaces")).toBeUndefined();
    expect(
      snackArticleSchema.parse((await send("GET", `/api/snack/${both.id}`)).body).snackCategoryId,
    ).toEqual([11]);
    await send("DELETE", "/api/snack/1");
    expect(names(await tree())).toEqual(["Boissons fraîches", "Boissons chaudes", "Salé", "Sucré"]);
    expect((await list("?categoryId=2")).total).toBe(4);
  });

  it("deletes an article; 404 when unknown", async () => {
    expect((await send("DELETE", "/api/snack/3")).status).toBe(204);
    expect((await send("GET", "/api/snack/3")).status).toBe(404);
    expect((await send("DELETE", "/api/snack/3")).status).toBe(404);
    expect((await list("?categoryId=2")).total).toBe(3);
  });
});
