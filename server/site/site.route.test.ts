// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../src/contract/limits";
import { siteCategorySchema } from "../../src/contract/site";
import { DEFAULT_VENUE_SETTINGS, venueSettingsSchema } from "../../src/contract/venue-settings";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/site/sitecategory", () => {
  it("answers the caller's site category to any signed-in employee", async () => {
    const token = (await t.signIn("agent")).access_token;
    const res = await t.call("GET", "/api/site/sitecategory", { token });
    expect(res.status).toBe(200);
    expect(siteCategorySchema.parse(await res.json())).toEqual({
      id: 1,
      name: "ParcsLoisirs",
      siteName: "Parc Demo",
      siteNumber: "0042",
      customerAccountEnabled: true,
    });
  });

  it("needs a token", async () => {
    expect((await t.call("GET", "/api/site/sitecategory")).status).toBe(401);
  });
});

describe("/api/site/settings", () => {
  it("answers the default threshold to anyone signed in until a manager sets it", async () => {
    const agent = (await t.signIn("agent")).access_token;
    expect(await t.send("GET", "/api/site/settings", undefined, agent)).toEqual({
      status: 200,
      body: DEFAULT_VENUE_SETTINGS,
    });
    expect((await t.call("GET", "/api/site/settings")).status).toBe(401);
  });

  it("is set by a manager (ROLE_UPDATE), within its bounds, and never by a floor agent", async () => {
    const manager = (await t.signIn("manager")).access_token;
    const agent = (await t.signIn("agent")).access_token;
    expect(
      (await t.send("PUT", "/api/site/settings", { bonusConfirmAbove: 50 }, agent)).status,
    ).toBe(403);
    for (const bonusConfirmAbove of [0, LIMITS.bonusChange + 1, 2.5, "many", null])
      expect(
        await t.send("PUT", "/api/site/settings", { bonusConfirmAbove }, manager),
      ).toMatchObject({ status: 400, body: { code: "validation_failed" } });
    expect(await t.send("PUT", "/api/site/settings", { bonusConfirmAbove: 50 }, manager)).toEqual({
      status: 200,
      body: { bonusConfirmAbove: 50 },
    });
    expect(
      venueSettingsSchema.parse((await t.send("GET", "/api/site/settings", undefined, agent)).body),
    ).toEqual({
      bonusConfirmAbove: 50,
    });
  });
});
