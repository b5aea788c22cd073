// @vitest-environment node
/**
 * The OpenAPI document taken at its word, as an outside test tool would: every operation is called
 * with values drawn from its documented parameters and body (edge values, wrong types, too long),
 * by a caller holding every right. No answer may be a 5xx, have an undocumented status, carry an
 * error code its status does not list, or be a success that breaks its declared schema.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RIGHTS } from "../../src/contract/rights";
import { createTestApp, type TestApp } from "../testing/test-app";
import { declaredRoutes } from "./define-route";
import { errorsOf, openApiPath } from "./openapi";
import { parseWith } from "./validation";

type Json = Record<string, unknown>;

let t: TestApp;
let token: string;
let doc: Json;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.forgeToken({ role_rights: [...RIGHTS] });
  doc = (await (await t.call("GET", "/api/openapi.json")).json()) as Json;
});
afterAll(() => t.close());

/** Values for a JSON schema: valid ones, edges and wrong ones. */
function samples(schema: Json | undefined): unknown[] {
  if (!schema) return [undefined];
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).flatMap(samples).slice(0, 5);
  if (Array.isArray(schema.enum)) return [...(schema.enum as unknown[]), "zz"];
  const type = Array.isArray(schema.type) ? (schema.type as unknown[])[0] : schema.type;
  const min = typeof schema.minimum === "number" ? schema.minimum : 0;
  const max = typeof schema.maximum === "number" ? schema.maximum : 1;
  switch (type) {
    case "string":
      return ["", "1", "x".repeat(300), "é-1 ", "2024-02-30", "%", "\u0000"];
    case "integer":
    case "number":
      return [min, max, max + 1, -1, 1.5, "a"];
    case "boolean":
      return [true, false, "on"];
    case "null":
      return [null];
    case "array":
      return [[], [samples(schema.items as Json)[0]], "x"];
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const objects: unknown[] = [{}];
      for (let i = 0; i < 6; i++) {
        objects.push(
          Object.fromEntries(
            Object.entries(properties).map(([key, property], k) => {
              const values = samples(property);
              return [key, values[(i * 7 + k) % values.length]];
            }),
          ),
        );
      }
      return objects;
    }
    default:
      return [{}, "x", 1];
  }
}

const CALLS_PER_ROUTE = 8;

describe("every documented operation, called from the document", () => {
  it("never answers a 5xx, an undocumented status or code, or a success off its schema", async () => {
    const problems: string[] = [];
    let successes = 0;
    const routes = declaredRoutes(t.app);
    for (const route of routes) {
      const op = ((doc.paths as Json)[openApiPath(route.path)] as Json)[route.method] as Json;
      const parameters = ((op.parameters ?? []) as Json[]).filter((p) => p.in !== "header");
      const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
      const [mediaType, media] = Object.entries(content)[0] ?? [];
      const bodies = media ? samples(media.schema as Json) : [undefined];
      for (let i = 0; i < CALLS_PER_ROUTE; i++) {
        let path = route.path;
        const query = new URLSearchParams();
        parameters.forEach((parameter, p) => {
          const values = samples(parameter.schema as Json);
          const drawn = values[(i * 3 + p) % values.length];
          const value =
            typeof drawn === "string" || drawn === undefined ? drawn : JSON.stringify(drawn);
          const name = String(parameter.name);
          if (parameter.in === "path") {
            // A parameter's pattern ("/:id{[0-9]+}") goes with it.
            path = path.replace(
              new RegExp(`:${name}(\\{[^}]*\\})?`),
              encodeURIComponent(value || "1"),
            );
          } else if (value !== undefined) query.set(name, value);
        });
        const body = bodies[i % bodies.length];
        const url = query.size > 0 ? `${path}?${query.toString()}` : path;
        const res = await t.call(route.method.toUpperCase(), url, {
          token,
          ...(body === undefined
            ? {}
            : mediaType === "application/json"
              ? { json: body }
              : {
                  body: new URLSearchParams(body as Record<string, string>).toString(),
                  headers: { "content-type": String(mediaType) },
                }),
        });
        const text = await res.text();
        const label = `${route.method} ${url} ${JSON.stringify(body)} -> ${res.status} ${text.slice(0, 160)}`;
        if (res.status >= 500) problems.push(`5xx: ${label}`);
        else if (!(op.responses as Json)[String(res.status)]) problems.push(`status: ${label}`);
        else if (res.status >= 400) {
          const { code } = JSON.parse(text) as { code: string };
          const codes: string[] = errorsOf(route).get(res.status) ?? [];
          if (!codes.includes(code)) problems.push(`code: ${label}`);
        } else {
          successes += 1;
          const answer = (route.answers as Record<number, unknown>)[res.status];
          if (answer && typeof answer === "object" && !("contentType" in answer)) {
            const parsed: unknown = JSON.parse(text);
            try {
              expect(parseWith(answer as Parameters<typeof parseWith>[0], parsed)).toEqual(parsed);
            } catch {
              problems.push(`schema: ${label}`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // Not only refusals: the draws reach the handlers too.
    expect(successes).toBeGreaterThan(routes.length);
  }, 60_000);
});
