// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteCategorySchema } from "../../src/contract/site";
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
