import { describe, expect, it } from "vitest";
import { pathParameterNames } from "./endpoint";
import { ENDPOINT_GROUPS, ENDPOINTS } from "./endpoints";

const SOURCES = import.meta.glob<string>("/src/**/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
});
const MODULES = import.meta.glob<Record<string, unknown>>("/src/contract/*.endpoints.ts", {
  eager: true,
});

/** An API path ("/api/card/..."), not the folder src/lib/api/. */
const API_PATH = /(?<![\w.])\/api\/[A-Za-z]/g;

describe("the endpoint declarations", () => {
  it("are the only place an /api/ path is spelled in src/ (comments included), tests aside", () => {
    const offenders = Object.entries(SOURCES)
      .filter(([file]) => !file.startsWith("/src/contract/") && !/\.test\.tsx?$/.test(file))
      .flatMap(([file, text]) =>
        text.split("\n").flatMap((line, i) => (line.match(API_PATH) ? [`${file}:${i + 1}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it("are what the *.endpoints.ts modules export: groups of endpoints, nothing else", () => {
    for (const [file, module] of Object.entries(MODULES)) {
      for (const [name, group] of Object.entries(module)) {
        expect([file, name, /Api$/.test(name)]).toEqual([file, name, true]);
        for (const e of Object.values(group as object))
          expect([file, name, typeof (e as { path?: unknown }).path]).toEqual([
            file,
            name,
            "string",
          ]);
      }
    }
    const listed = new Set(ENDPOINT_GROUPS.flatMap(([, g]) => Object.values(g)));
    const exported = Object.entries(MODULES)
      .filter(([file]) => !file.endsWith("test-hooks.endpoints.ts"))
      .flatMap(([, m]) => Object.values(m).flatMap((g) => Object.values(g as object) as unknown[]));
    expect(exported.filter((e) => !listed.has(e as never))).toEqual([]);
    expect(ENDPOINTS.length).toBe(listed.size);
  });

  it("each name a right or a session, a summary and a tag, and declare their path parameters", () => {
    for (const e of ENDPOINTS) {
      const names = pathParameterNames(e.path);
      const declared = e.params ? Object.keys((e.params as { shape: object }).shape) : [];
      expect([e.path, declared.sort()]).toEqual([e.path, [...names].sort()]);
      expect([e.path, !!e.summary && !!e.tag && !!e.requirement]).toEqual([e.path, true]);
    }
  });

  it("never let a path with a parameter take a path without one (/api/game/staffgameshistory)", () => {
    // As the server's router matches: ":name{re}" is re, ":name" any segment.
    const pattern = (path: string) =>
      new RegExp(
        `^${path.replace(/:\w+(?:\{([^}]+)\})?/g, (_m, re?: string) => `(?:${re ?? "[^/]+"})`)}$`,
      );
    const taken = ENDPOINTS.filter((e) => !e.path.includes(":")).flatMap((literal) =>
      ENDPOINTS.filter(
        (other) =>
          other !== literal &&
          other.method === literal.method &&
          pattern(other.path).test(literal.path),
      ).map((other) => `${literal.method} ${literal.path} taken by ${other.path}`),
    );
    expect(taken).toEqual([]);
  });
});
