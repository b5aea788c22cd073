// @vitest-environment node
import { endpoint } from "../../src/contract/endpoint";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { RIGHTS } from "../../src/contract/rights";
import { DEMO_CARDS, DEMO_CUSTOMER, demoDeviceKey } from "../seed/demo-cards.seed";
import { createTestApp, type TestApp } from "../testing/test-app";
import { declaredRoutes, defineRoute, type DeclaredRoute } from "./define-route";
import { openApiPath, rightLine, securityOf } from "./openapi";
import { parseWith } from "./validation";

type Json = Record<string, unknown>;

let t: TestApp;
let everyRight: string;
let doc: Json;
const probe = vi.fn();

beforeAll(async () => {
  t = await createTestApp();
  everyRight = await t.forgeToken({ role_rights: [...RIGHTS] });
  // A route declared after the app (before its first request): not in the document, but
  // validated like any other.
  defineRoute(
    t.app,
    endpoint({
      method: "post",
      path: "/api/test/probe/:id",
      requirement: "signedIn",
      summary: "test",
      tag: "Test",
      params: z.object({ id: z.string().regex(/^\d+$/) }),
      query: z.object({ n: z.coerce.number().int().min(0).max(9).default(0) }),
      body: z.object({ name: z.string().min(1, "required") }),
      answers: { 200: z.object({ ok: z.literal(true) }) },
    }),
    (c, input) => {
      probe(input);
      return c.json({ ok: true });
    },
  );
  doc = (await (await t.call("GET", "/api/openapi.json")).json()) as Json;
});
afterAll(() => t.close());

const operation = (route: DeclaredRoute): Json | undefined =>
  ((doc.paths as Json)[openApiPath(route.path)] as Json | undefined)?.[route.method] as
    Json | undefined;

/** Every `$ref` of the document, with where it is. */
function refsOf(value: unknown, at = "#", found: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) value.forEach((v, i) => refsOf(v, `${at}/${i}`, found));
  else if (value !== null && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "$ref" && typeof v === "string") found.push([at, v]);
      else refsOf(v, `${at}/${key}`, found);
    }
  }
  return found;
}

function resolve(pointer: string): unknown {
  if (!pointer.startsWith("#/")) return undefined;
  return pointer
    .slice(2)
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === "object" ? (node as Json)[part] : undefined,
      doc,
    );
}

describe("GET /api/openapi.json", () => {
  it("is public and OpenAPI 3.1 in shape: every operation has answers, every $ref resolves", async () => {
    const res = await t.call("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    const info = doc.info as Json;
    expect([typeof info.title, typeof info.version]).toEqual(["string", "string"]);
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      expect(path).toMatch(/^\/(api|connect)\//);
      for (const [method, op] of Object.entries(item as Json)) {
        const responses = (op as Json).responses as Json;
        expect([path, method, Object.keys(responses).length > 0]).toEqual([path, method, true]);
        for (const [status, answer] of Object.entries(responses)) {
          expect(status).toMatch(/^[1-5]\d\d$/);
          expect(typeof (answer as Json).description).toBe("string");
        }
        // Every {name} of the path is a declared path parameter, and the other way round.
        const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
        const declared = (((op as Json).parameters ?? []) as Json[])
          .filter((p) => p.in === "path")
          .map((p) => p.name)
          .sort();
        expect([path, declared]).toEqual([path, inPath]);
      }
    }
    const refs = refsOf(doc);
    for (const [at, ref] of refs)
      expect([at, ref, resolve(ref) !== undefined]).toEqual([at, ref, true]);
    expect(JSON.stringify(doc)).not.toContain('"$defs"');
  });

  it("has every declared route with the right it needs, its answers and error codes", () => {
    const routes = declaredRoutes(t.app).filter((r) => !r.path.startsWith("/api/test/"));
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const label = `${route.method} ${route.path}`;
      const op = operation(route);
      expect([label, op !== undefined]).toEqual([label, true]);
      expect([label, op?.["x-required-right"]]).toEqual([label, route.requirement]);
      expect(op?.description).toContain(rightLine(route.requirement));
      expect(op?.security).toEqual(securityOf(route.requirement));
      const responses = op?.responses as Json;
      for (const status of Object.keys(route.answers)) expect(responses).toHaveProperty(status);
      for (const [status, codes] of Object.entries(route.errors)) {
        const schema = ((responses[status] as Json).content as Json)["application/json"] as Json;
        const code = ((schema.schema as Json).properties as Json).code as Json;
        expect(code.enum).toEqual(expect.arrayContaining([...(codes ?? [])]));
      }
      if (route.requirement !== "public") expect(responses).toHaveProperty("401");
      if (route.params || route.query || route.body) expect(responses).toHaveProperty("400");
      if (route.mutates) expect(responses).toHaveProperty("422");
    }
  });

  it("describes the OAuth endpoints, form-encoded", () => {
    for (const path of ["/connect/token", "/connect/revoke"]) {
      const op = ((doc.paths as Json)[path] as Json).post as Json;
      const content = (op.requestBody as Json).content as Json;
      expect(Object.keys(content)).toEqual(["application/x-www-form-urlencoded"]);
    }
  });
});

describe("GET /api/docs", () => {
  it("serves Swagger UI from the server, its scripts as files (the CSP allows no inline one)", async () => {
    const res = await t.call("GET", "/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain(
      "script-src 'self' 'wasm-unsafe-eval';",
    );
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline?.trim()).toBe("");
      const src = /src="([^"]+)"/.exec(attributes ?? "")?.[1];
      expect(src).toMatch(/^docs\//);
      const file = await t.call("GET", `/api/${src}`);
      expect([src, file.status, file.headers.get("content-type")]).toEqual([
        src,
        200,
        "text/javascript; charset=utf-8",
      ]);
    }
    expect((await t.call("GET", "/api/docs/swagger-ui.css")).status).toBe(200);
    expect((await t.call("GET", "/api/docs/package.json")).status).toBe(404);
  });
});

/** Query values a list needs, from the demo seed. */
async function requiredQuery(path: string): Promise<string> {
  if (path === "/api/smarttouch/update/last-version") return "?updateType=0";
  if (path === "/api/planning/now") return "?gameId=1";
  if (path !== "/api/kiosk/allpurchasehistorykiosk") return "";
  const kiosks = (await (
    await t.call("GET", "/api/kiosk/kiosks", { token: everyRight })
  ).json()) as {
    results: { serialNumber: string }[];
  };
  return `?serialNumber=${encodeURIComponent(kiosks.results[0]!.serialNumber)}`;
}

describe("the answers of the lists", () => {
  it("match their declared schema exactly, on the demo seed", async () => {
    const lists = declaredRoutes(t.app).filter(
      (r) =>
        r.method === "get" &&
        !r.mutates &&
        !r.params &&
        !r.path.startsWith("/api/test/") &&
        // A check answered by its status alone (204/404, e.g. an e-mail taken) is no list.
        r.answers[200] !== undefined,
    );
    expect(lists.length).toBeGreaterThan(10);
    for (const route of lists) {
      const res = await t.call("GET", route.path + (await requiredQuery(route.path)), {
        token: everyRight,
      });
      const body: unknown = await res.json();
      expect([route.path, res.status]).toEqual([route.path, 200]);
      const schema = route.answers[200];
      if (!schema || "contentType" in schema) throw new Error(`${route.path}: no JSON answer`);
      // Parsed, an answer loses nothing and gains nothing: no field beyond the schema's.
      const parsed = parseWith(schema, body);
      expect([route.path, parsed]).toEqual([route.path, body]);
    }
  });
});

/** What a declared JSON answer of `status` makes of `body`: it must be the body itself. */
function checkAnswer(route: DeclaredRoute, status: 200 | 201, body: unknown): void {
  const schema = route.answers[status];
  if (!schema || "contentType" in schema) throw new Error(`${route.path}: no JSON answer`);
  expect([route.method, route.path, parseWith(schema, body)]).toEqual([
    route.method,
    route.path,
    body,
  ]);
}

const routeOf = (method: string, path: string) => {
  const route = declaredRoutes(t.app).find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`${method} ${path} is not declared`);
  return route;
};

describe("the answers about one thing", () => {
  it("match their declared schema exactly, reads and writes", async () => {
    const card = DEMO_CARDS.assigned.number;
    const reads: [string, string][] = [
      ["/api/card/number/:number", `/api/card/number/${card}`],
      ["/api/customer/cardCustomer/:number", `/api/customer/cardCustomer/${card}`],
      ["/api/customer/:id{[0-9]+}", `/api/customer/${DEMO_CUSTOMER.id}`],
      ["/api/site/sitecategory", "/api/site/sitecategory"],
    ];
    for (const [declared, path] of reads) {
      const res = await t.call("GET", path, { token: everyRight });
      expect([path, res.status]).toEqual([path, 200]);
      checkAnswer(routeOf("get", declared), 200, await res.json());
    }
    const writes: [string, string, string, unknown][] = [
      ["post", "/api/card", "/api/card", { number: "OA-1", publicNumber: "OA-P1" }],
      [
        "post",
        "/api/kiosk",
        "/api/kiosk",
        { name: "OpenAPI", serialNumber: "OA-K1", pingDelay: 300, type: "Cards" },
      ],
      [
        "post",
        "/api/customer",
        "/api/customer",
        { firstName: "Open", lastName: "Api", birthDate: "2000-01-01", newsLetter: false },
      ],
    ];
    for (const [method, declared, path, json] of writes) {
      const res = await t.call(method.toUpperCase(), path, { token: everyRight, json });
      const body: unknown = await res.json();
      expect([path, res.status, body]).toEqual([path, 201, expect.anything()]);
      checkAnswer(routeOf(method, declared), 201, body);
    }
  });
});

describe("bad input", () => {
  it("is refused from the declaration, before the handler runs", async () => {
    const call = (path: string, json: unknown) => t.call("POST", path, { token: everyRight, json });
    const cases: [string, unknown, { path: string; rule: string }[]][] = [
      ["/api/test/probe/x", { name: "a" }, [{ path: "id", rule: "invalid_format" }]],
      ["/api/test/probe/1?n=10", { name: "a" }, [{ path: "n", rule: "too_big" }]],
      ["/api/test/probe/1", { name: "" }, [{ path: "name", rule: "required" }]],
      ["/api/test/probe/1", [], [{ path: "", rule: "invalid_type" }]],
    ];
    for (const [path, json, issues] of cases) {
      const res = await call(path, json);
      expect([path, res.status, await res.json()]).toEqual([
        path,
        400,
        { code: "validation_failed", issues },
      ]);
    }
    const malformed = await t.call("POST", "/api/test/probe/1", {
      token: everyRight,
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(await malformed.json()).toEqual({
      code: "validation_failed",
      issues: [{ path: "", rule: "invalid_json" }],
    });
    expect(probe).not.toHaveBeenCalled();
    expect((await call("/api/test/probe/7?n=3", { name: "a" })).status).toBe(200);
    expect(probe).toHaveBeenCalledWith({
      params: { id: "7" },
      query: { n: 3 },
      body: { name: "a" },
    });
  });

  it("is a 400 validation_failed for malformed JSON on every route that takes a JSON body", async () => {
    const withBody = declaredRoutes(t.app).filter(
      (r) => r.body && r.bodyFormat === "json" && !r.path.startsWith("/api/test/"),
    );
    expect(withBody.length).toBeGreaterThan(8);
    for (const route of withBody) {
      // A valid path, so the body is what is judged: "1", or a language for the texts.
      const path = route.path.replace(/:language/, "fr").replace(/:[^/]+/g, "1");
      const res = await t.call(route.method.toUpperCase(), path, {
        token: everyRight,
        body: "{",
        // The caller's credentials are right (a device's key for a device's route): the body is judged.
        headers: { "content-type": "application/json", "x-device-key": demoDeviceKey("ST-0001") },
      });
      expect([route.path, res.status, await res.json()]).toEqual([
        route.path,
        400,
        { code: "validation_failed", issues: [{ path: "", rule: "invalid_json" }] },
      ]);
    }
  });

  it("of a paged list is bounded by the one page query (LIMITS.page, LIMITS.pageSize)", async () => {
    for (const q of ["page=100001", "size=201", "size=0", "page=-1"]) {
      const res = await t.call("GET", `/api/kiosk/kiosks?${q}`, { token: everyRight });
      expect([q, res.status]).toEqual([q, 400]);
    }
    const largest = await t.call("GET", "/api/customer/customers?size=200", { token: everyRight });
    expect(largest.status).toBe(200);
  });
});
