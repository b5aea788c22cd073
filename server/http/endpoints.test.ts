// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyEndpoint } from "../../src/contract/endpoint";
import { ENDPOINTS, NAMED_ENDPOINTS, TEST_ENDPOINTS } from "../../src/contract/endpoints";
import { createTestApp, type TestApp } from "../testing/test-app";
import { declaredRoutes } from "./define-route";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_HOOKS: "1" });
});
afterAll(() => t.close());

const label = (e: AnyEndpoint) => `${e.method.toUpperCase()} ${e.path}`;

describe("the endpoints of the contract (src/contract/endpoints.ts)", () => {
  it("each have their handler on the reference server", () => {
    const served = new Set(declaredRoutes(t.app).map((r) => r.endpoint));
    const missing = [...ENDPOINTS, ...TEST_ENDPOINTS].filter((e) => !served.has(e)).map(label);
    expect(missing).toEqual([]);
  });

  it("are all the server serves: no handler without its declaration", () => {
    const declared = new Set([...ENDPOINTS, ...TEST_ENDPOINTS]);
    const undeclared = declaredRoutes(t.app)
      .filter((r) => !declared.has(r.endpoint))
      .map((r) => label(r.endpoint));
    expect(undeclared).toEqual([]);
  });

  it("are each served once, and no two share a method and path", () => {
    const served = declaredRoutes(t.app).map((r) => label(r.endpoint));
    expect(served.filter((l, i) => served.indexOf(l) !== i)).toEqual([]);
    const names = NAMED_ENDPOINTS.map(([name]) => name);
    expect(new Set(ENDPOINTS).size).toBe(ENDPOINTS.length);
    expect(new Set(names).size).toBe(names.length);
  });
});
