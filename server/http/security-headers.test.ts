// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { connectSources } from "./security-headers";

/** The CSP specification's example, whose hash is known: 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='. */
const INLINE = "alert('Hello, world.');";
const INLINE_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

let dist: string;
let t: TestApp;
let access: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "backoffice-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(
    join(dist, "index.html"),
    `<!doctype html><title>BackOffice</title><script>${INLINE}</script>` +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
  );
  writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log(1);");
  t = await createTestApp({
    DIST_DIR: dist,
    API_BASE_URL: "https://api.parc.example/v1",
    AUTH_URL: "https://login.parc.example:8443/connect/token",
  });
  access = (await t.signIn("admin")).access_token;
});
afterAll(() => {
  t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The CSP as directive → sources. */
function csp(res: Response): Record<string, string[]> {
  const header = res.headers.get("content-security-policy") ?? "";
  return Object.fromEntries(
    header
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]): [string, string[]] => [name ?? "", sources]),
  );
}

/** One answer of each kind, with the status it must have. */
const answers = (): Record<string, [Response | Promise<Response>, number]> => ({
  "app shell": [t.app.request("/cards/details/1"), 200],
  asset: [t.app.request("/assets/index-abc123.js"), 200],
  "config.json": [t.app.request("/config.json"), 200],
  "API 200": [t.call("GET", "/api/role/roles", { token: access }), 200],
  "API 401": [t.call("GET", "/api/role/roles"), 401],
  "API 404": [t.call("GET", "/api/nothing-here"), 404],
  "API 400": [t.call("POST", "/api/card", { token: access, body: "{not json" }), 400],
  "API 413": [
    t.call("POST", "/api/card", {
      token: access,
      json: { number: "x".repeat(1024 * 1024 + 10) },
      headers: { "content-length": String(1024 * 1024 + 30) },
    }),
    413,
  ],
  "token 400": [t.token({ grant_type: "nonsense" }), 400],
});

describe("security headers", () => {
  it("are on every answer: app shell, assets, config, API successes and errors", async () => {
    for (const [what, [pending, status]] of Object.entries(answers())) {
      const res = await pending;
      expect([what, res.status]).toEqual([what, status]);
      const h = (name: string) => [what, name, res.headers.get(name)];
      expect(h("x-content-type-options")).toEqual([what, "x-content-type-options", "nosniff"]);
      expect(h("x-frame-options")).toEqual([what, "x-frame-options", "DENY"]);
      expect(h("referrer-policy")).toEqual([what, "referrer-policy", "no-referrer"]);
      expect(h("cross-origin-opener-policy")).toEqual([
        what,
        "cross-origin-opener-policy",
        "same-origin",
      ]);
      expect(h("permissions-policy")[2]).toMatch(/camera=\(self\)/);
      expect(h("strict-transport-security")[2]).toBeNull();
      const policy = csp(res);
      // index.html's inline script by its hash, its module (with a src) by 'self'.
      expect([what, policy["script-src"]]).toEqual([
        what,
        ["'self'", "'wasm-unsafe-eval'", INLINE_HASH],
      ]);
      expect([what, policy["frame-ancestors"]]).toEqual([what, ["'none'"]]);
      expect([what, policy["object-src"]]).toEqual([what, ["'none'"]]);
      expect([what, policy["base-uri"]]).toEqual([what, ["'self'"]]);
    }
  });

  it("allow what the app needs and nothing more", async () => {
    const policy = csp(await t.app.request("/"));
    expect(policy).toMatchObject({
      "default-src": ["'self'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:"],
      "worker-src": ["'self'"],
      "manifest-src": ["'self'"],
      "connect-src": ["'self'", "https://api.parc.example", "https://login.parc.example:8443"],
    });
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
  });

  it("connect-src is only 'self' when the API is on the same origin", () => {
    expect(connectSources({ apiBaseUrl: "", authUrl: "" })).toEqual(["'self'"]);
    expect(
      connectSources({ apiBaseUrl: "https://a.example/x", authUrl: "https://a.example/y" }),
    ).toEqual(["'self'", "https://a.example"]);
  });
});

describe("Cache-Control", () => {
  it("is no-store on every /api and /connect answer, errors included", async () => {
    const api = Object.entries(answers()).filter(([what]) => /API|token/.test(what));
    for (const [what, [pending, status]] of api) {
      const res = await pending;
      expect([what, res.status, res.headers.get("cache-control")]).toEqual([
        what,
        status,
        "no-store",
      ]);
    }
    const token = await t.token({
      grant_type: "password",
      username: t.accounts.admin.email,
      password: t.accounts.admin.password ?? "",
    });
    expect([token.status, token.headers.get("cache-control")]).toEqual([200, "no-store"]);
  });

  it("is left to the static rules elsewhere", async () => {
    expect((await t.app.request("/assets/index-abc123.js")).headers.get("cache-control")).toMatch(
      /immutable/,
    );
    expect((await t.app.request("/config.json")).headers.get("cache-control")).toBe("no-cache");
  });
});
