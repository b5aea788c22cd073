// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  animationSchema,
  gameCategorySchema,
  gameSchema,
  gameTypeSchema,
  productSchema,
} from "../../src/contract/catalogue";
import { linkableDeviceSchema } from "../../src/contract/devices";
import { pagedSchema, valuesSchema } from "../../src/contract/paging";
import { DEMO_CATALOGUE } from "../seed/catalogue.seed";
import { DEMO_DEVICES } from "../seed/demo-cards.seed";
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
const codeOf = (res: { body: unknown }) => (res.body as { code?: string }).code;

const types = async () =>
  valuesSchema(gameTypeSchema).parse((await send("GET", "/api/gameType/gameTypes")).body).values;
const devices = async () =>
  valuesSchema(linkableDeviceSchema).parse((await send("GET", "/api/smarttouch/smarttouchs")).body)
    .values;

/** A new game of a type that takes at least `devices` devices. */
async function newGame(overrides: Record<string, unknown> = {}, minDevices = 2) {
  const type = (await types()).find((ty) => ty.nbMaxSmartouchs >= minDevices)!;
  return {
    type,
    body: {
      gameTypeId: type.id,
      code: "TEST-001",
      version: "1.0.0",
      dateInstallation: "2026-11-20",
      purchaseDate: "2026-11-01",
      purchasePrice: 12499.99,
      seller: "Loisirs Diffusion",
      gameCategoryId: type.gameCategoryDefault,
      tokenPrice: 3,
      tva: 20,
      smartTouchIds: [DEMO_DEVICES.free, DEMO_DEVICES.free + 1],
      ...overrides,
    },
  };
}

describe("game types, categories and animations", () => {
  it("counts and lists the types with their maxima, read only", async () => {
    expect((await send("GET", "/api/gametype/count")).body).toEqual({
      count: DEMO_CATALOGUE.types,
    });
    const values = await types();
    expect(values).toHaveLength(DEMO_CATALOGUE.types);
    expect(new Set(values.map((ty) => ty.nbMaxSmartouchs))).toEqual(new Set([1, 2, 4]));
    expect((await send("POST", "/api/gameType/gameTypes", {})).status).toBe(404);
  });

  it("lists, reads and edits categories; VAT 0 to 100, a known animation, 404 when unknown", async () => {
    expect((await send("GET", "/api/gamecategory/count")).body).toEqual({
      count: DEMO_CATALOGUE.categories,
    });
    const list = valuesSchema(gameCategorySchema).parse(
      (await send("GET", "/api/gamecategory/gamecategories")).body,
    ).values;
    expect(list).toHaveLength(DEMO_CATALOGUE.categories);
    expect(list.every((c) => c.animationName)).toBe(true);
    const first = list[0]!;
    expect(
      gameCategorySchema.parse((await send("GET", `/api/gamecategory/${first.id}`)).body),
    ).toEqual(first);
    for (const bad of [
      { tva: 100.5 },
      { tva: -1 },
      { tokenPrice: -1 },
      { animationId: undefined },
    ]) {
      const res = await send("PUT", `/api/gamecategory/${first.id}`, {
        tva: 20,
        tokenPrice: 2,
        animationId: 1,
        ...bad,
      });
      expect([res.status, codeOf(res)]).toEqual([400, "validation_failed"]);
    }
    const unknown = await send("PUT", `/api/gamecategory/${first.id}`, {
      tva: 20,
      tokenPrice: 2,
      animationId: 999,
    });
    expect([unknown.status, codeOf(unknown)]).toEqual([400, "unknown_reference"]);
    const ok = await send("PUT", `/api/gamecategory/${first.id}`, {
      tva: "5,5",
      tokenPrice: 4,
      animationId: 2,
    });
    expect(ok.status).toBe(200);
    expect(gameCategorySchema.parse(ok.body)).toMatchObject({
      tva: 5.5,
      tokenPrice: 4,
      animationId: 2,
    });
    expect((await send("GET", "/api/gamecategory/999")).status).toBe(404);
    expect(
      (await send("PUT", "/api/gamecategory/999", { tva: 1, tokenPrice: 1, animationId: 1 }))
        .status,
    ).toBe(404);
  });

  it("adds a category with a unique code", async () => {
    const body = { code: "LAS", name: "Laser", tva: 20, tokenPrice: 4, animationId: 5 };
    const created = await send("POST", "/api/gamecategory", body);
    expect(created.status).toBe(201);
    expect(gameCategorySchema.parse(created.body)).toMatchObject(body);
    const again = await send("POST", "/api/gamecategory", body);
    expect([again.status, codeOf(again)]).toEqual([400, "code_duplicated"]);
  });

  it("lists the LED animations", async () => {
    const values = valuesSchema(animationSchema).parse(
      (await send("GET", "/api/smarttouch/all-animation")).body,
    ).values;
    expect(values).toHaveLength(DEMO_CATALOGUE.animations);
  });
});

describe("games", () => {
  it("counts, pages by code and filters on code, type and category", async () => {
    expect((await send("GET", "/api/game/count")).body).toEqual({ count: DEMO_CATALOGUE.games });
    const page = pagedSchema(gameSchema).parse((await send("GET", "/api/game/games")).body);
    expect([page.total, page.currentPage, page.results.length]).toEqual([
      DEMO_CATALOGUE.games,
      0,
      20,
    ]);
    const codes = page.results.map((g) => g.code);
    expect(codes).toEqual([...codes].sort());
    const second = pagedSchema(gameSchema).parse(
      (await send("GET", "/api/game/games?page=1")).body,
    );
    expect(second.results).toHaveLength(DEMO_CATALOGUE.games - 20);
    const byCode = pagedSchema(gameSchema).parse(
      (await send("GET", "/api/game/games?filterOnCode=cb-00")).body,
    );
    expect(byCode.results.map((g) => g.code)).toContain(DEMO_CATALOGUE.firstGame.code);
    const first = gameSchema.parse(
      (await send("GET", `/api/game/${DEMO_CATALOGUE.firstGame.id}`)).body,
    );
    expect(first.smartTouchIds).toEqual([DEMO_DEVICES.withGame]);
    const sameType = pagedSchema(gameSchema).parse(
      (await send("GET", `/api/game/games?filterOnGameTypeId=${first.gameTypeId}&size=50`)).body,
    );
    expect(sameType.results.every((g) => g.gameTypeId === first.gameTypeId)).toBe(true);
    const sameCategory = pagedSchema(gameSchema).parse(
      (await send("GET", `/api/game/games?filterOnCategoryId=${first.gameCategoryId}&size=50`))
        .body,
    );
    expect(sameCategory.results.every((g) => g.gameCategoryId === first.gameCategoryId)).toBe(true);
    expect((await send("GET", "/api/game/games?filterOnGameTypeId=abc")).status).toBe(400);
    expect((await send("GET", "/api/game/games?size=100000")).status).toBe(400);
    expect((await send("GET", "/api/game/999")).status).toBe(404);
  });

  it("adds a game with two free devices, prices to the cent, and frees them when deleted", async () => {
    const { body, type } = await newGame();
    const created = await send("POST", "/api/game", body);
    expect(created.status).toBe(201);
    const game = gameSchema.parse(created.body);
    expect(game).toMatchObject({
      code: "TEST-001",
      purchasePrice: 12499.99,
      sellingPrice: null,
      gameTypeName: type.name,
      nbMaxSmartouchs: type.nbMaxSmartouchs,
      smartTouchIds: [DEMO_DEVICES.free, DEMO_DEVICES.free + 1],
    });
    const linked = (await devices()).find((d) => d.id === DEMO_DEVICES.free);
    expect(linked).toMatchObject({ gameId: game.id, gameCode: "TEST-001" });
    expect((await send("GET", "/api/game/count")).body).toEqual({
      count: DEMO_CATALOGUE.games + 1,
    });

    // The code is unique, case and accents aside.
    const dup = await send("POST", "/api/game", { ...body, code: " test-001 ", smartTouchIds: [] });
    expect([dup.status, codeOf(dup)]).toEqual([400, "code_duplicated"]);

    expect((await send("DELETE", `/api/game/${game.id}`)).status).toBe(204);
    expect((await devices()).find((d) => d.id === DEMO_DEVICES.free)?.gameId).toBeNull();
    expect((await send("DELETE", `/api/game/${game.id}`)).status).toBe(404);
  });

  it("refuses a device on a kiosk or another game, past the type's maximum, or unknown", async () => {
    const { body } = await newGame();
    const cases: [number[], string][] = [
      [[DEMO_DEVICES.onKiosk], "device_unavailable"],
      [[DEMO_DEVICES.withGame], "device_unavailable"],
      [[999], "unknown_reference"],
    ];
    for (const [smartTouchIds, code] of cases) {
      const res = await send("POST", "/api/game", { ...body, smartTouchIds });
      expect([res.status, codeOf(res)]).toEqual([400, code]);
    }
    const single = await newGame({}, 1);
    const oneOnly = (await types()).find((ty) => ty.nbMaxSmartouchs === 1)!;
    const tooMany = await send("POST", "/api/game", {
      ...single.body,
      gameTypeId: oneOnly.id,
      smartTouchIds: [DEMO_DEVICES.free, DEMO_DEVICES.free + 1],
    });
    expect([tooMany.status, codeOf(tooMany)]).toEqual([400, "too_many_devices"]);
    const unknownType = await send("POST", "/api/game", { ...body, gameTypeId: 999 });
    expect([unknownType.status, codeOf(unknownType)]).toEqual([400, "unknown_reference"]);
    // Nothing was written by the refusals.
    expect((await send("GET", "/api/game/count")).body).toEqual({ count: DEMO_CATALOGUE.games });
  });

  it("validates every field with its rule", async () => {
    const { body } = await newGame();
    const bad = [
      { gameTypeId: "" },
      { code: "" },
      { code: "x".repeat(255) },
      { version: "" },
      { purchasePrice: -1 },
      { sellingPrice: 1_000_001 },
      { gameCategoryId: undefined },
      { tokenPrice: -1 },
      { tokenPrice: 1.5 },
      { tva: 101 },
      { purchaseDate: "2026-13-01" },
      { smartTouchIds: "1" },
      { smartTouchIds: Array.from({ length: 9 }, (_, k) => k + 100) },
    ];
    for (const change of bad) {
      const res = await send("POST", "/api/game", { ...body, ...change });
      expect([JSON.stringify(change), res.status, codeOf(res)]).toEqual([
        JSON.stringify(change),
        400,
        "validation_failed",
      ]);
    }
  });

  it("updates a game: its devices become exactly the ones sent", async () => {
    const { body } = await newGame();
    const game = gameSchema.parse((await send("POST", "/api/game", body)).body);
    const updated = await send("PUT", `/api/game/${game.id}`, {
      ...body,
      version: "1.1.0",
      smartTouchIds: [DEMO_DEVICES.free + 1, DEMO_DEVICES.free + 2],
    });
    expect(updated.status).toBe(200);
    expect(gameSchema.parse(updated.body)).toMatchObject({
      version: "1.1.0",
      smartTouchIds: [DEMO_DEVICES.free + 1, DEMO_DEVICES.free + 2],
    });
    const byId = new Map((await devices()).map((d) => [d.id, d.gameId]));
    expect(byId.get(DEMO_DEVICES.free)).toBeNull();
    // Keeping its own code is not a duplicate; another game's code is.
    const other = await send("PUT", `/api/game/${game.id}`, {
      ...body,
      code: DEMO_CATALOGUE.firstGame.code,
      smartTouchIds: [],
    });
    expect([other.status, codeOf(other)]).toEqual([400, "code_duplicated"]);
    expect((await send("PUT", "/api/game/999", body)).status).toBe(404);
  });
});

describe("price products", () => {
  it("pages, adds, edits and deletes; a product gives units or bonus units", async () => {
    expect((await send("GET", "/api/product/count")).body).toEqual({
      count: DEMO_CATALOGUE.products,
    });
    const page = pagedSchema(productSchema).parse(
      (await send("GET", "/api/product/products")).body,
    );
    expect(page.results).toHaveLength(DEMO_CATALOGUE.products);
    const prices = page.results.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const body = { name: "Pack famille", price: "37,50", tokensAmount: 75, freeTokensAmount: 10 };
    const created = await send("POST", "/api/product", body);
    expect(created.status).toBe(201);
    const product = productSchema.parse(created.body);
    expect(product).toMatchObject({ name: "Pack famille", price: 37.5, tokensAmount: 75 });
    const edited = await send("PUT", `/api/product/${product.id}`, { ...body, price: 36 });
    expect(productSchema.parse(edited.body).price).toBe(36);

    for (const bad of [
      { tokensAmount: 0, freeTokensAmount: 0 },
      { price: -0.01 },
      { price: 1_000_001 },
      { name: " " },
      { tokensAmount: 2.5 },
    ]) {
      const res = await send("POST", "/api/product", { ...body, ...bad });
      expect([res.status, codeOf(res)]).toEqual([400, "validation_failed"]);
    }
    expect((await send("DELETE", `/api/product/${product.id}`)).status).toBe(204);
    expect((await send("DELETE", `/api/product/${product.id}`)).status).toBe(404);
    expect((await send("PUT", `/api/product/${product.id}`, body)).status).toBe(404);
  });
});

describe("rights", () => {
  it("asks CATALOG_READ / ADD_UPDATE / DELETE and PRODUCT_READ / ADD_UPDATE / DELETE", async () => {
    const agent = (await t.signIn("agent")).access_token;
    for (const path of ["/api/game/games", "/api/gameType/gameTypes", "/api/product/products"])
      expect((await send("GET", path, undefined, agent)).status).toBe(403);
    const reader = await t.forgeToken({ role_rights: ["CATALOG_READ", "PRODUCT_READ"] });
    expect((await send("GET", "/api/game/games", undefined, reader)).status).toBe(200);
    expect((await send("POST", "/api/game", {}, reader)).status).toBe(403);
    expect((await send("PUT", "/api/gamecategory/1", {}, reader)).status).toBe(403);
    expect((await send("DELETE", "/api/game/1", undefined, reader)).status).toBe(403);
    expect((await send("POST", "/api/product", {}, reader)).status).toBe(403);
    expect((await send("DELETE", "/api/product/1", undefined, reader)).status).toBe(403);
    const editor = await t.forgeToken({ role_rights: ["CATALOG_ADD_UPDATE"] });
    expect((await send("GET", "/api/smarttouch/smarttouchs", undefined, editor)).status).toBe(200);
    expect((await send("DELETE", "/api/game/1", undefined, editor)).status).toBe(403);
  });
});
