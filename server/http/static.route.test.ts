// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

const INDEX = "<!doctype html><title>BackOffice</title>";
const LOGIN = '<!doctype html><div id="root" data-prerendered="/login"><form></form></div>';
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "backoffice-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), INDEX);
  writeFileSync(join(dist, "login.html"), LOGIN);
  writeFileSync(join(dist, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(join(dist, "manifest.webmanifest"), "{}");
  writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log(1);");
  mkdirSync(join(dist, ".vite"));
  writeFileSync(join(dist, ".vite", "manifest.json"), '{"index.html":{"file":"assets/x.js"}}');
  t = await createTestApp({
    DIST_DIR: dist,
    API_BASE_URL: "https://api.parc.example",
    OAUTH_CLIENT_ID: "venue-pwa",
  });
});
afterAll(() => {
  t.close();
  rmSync(dist, { recursive: true, force: true });
});

const CONFIG_JSON = {
  apiBaseUrl: "https://api.parc.example",
  authUrl: "",
  clientId: "venue-pwa",
  clientSecret: "backoffice-demo-secret",
  scope: "api offline_access",
  currency: "EUR",
};

describe("/config.json", () => {
  it("is generated from the environment and revalidated", async () => {
    const res = await t.app.request("/config.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toEqual(CONFIG_JSON);
  });

  it("is compressed for a client that accepts it: brotli first, else gzip", async () => {
    const decode = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0.5, gzip", "gzip"],
    ] as const) {
      const res = await t.app.request("/config.json", { headers: { "Accept-Encoding": accept } });
      expect([accept, res.headers.get("content-encoding")]).toEqual([accept, encoding]);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("content-length")).toBe(String(bytes.length));
      expect(JSON.parse(decode[encoding](bytes).toString())).toEqual(CONFIG_JSON);
    }
  });

  it("is served without a build too, with same-origin defaults", async () => {
    const bare = await createTestApp();
    const body: unknown = await (await bare.app.request("/config.json")).json();
    expect(body).toMatchObject({ apiBaseUrl: "", authUrl: "", clientId: "backoffice-pwa" });
    expect((await bare.app.request("/cards")).status).toBe(404);
    bare.close();
  });
});

describe("the built PWA", () => {
  it("serves index.html for the root and for client-side routes, never cached", async () => {
    for (const path of ["/", "/index.html", "/cards/details/123", "/first-login"]) {
      const res = await t.app.request(path);
      expect([path, res.status, res.headers.get("cache-control")]).toEqual([path, 200, "no-cache"]);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(await res.text()).toBe(INDEX);
    }
  });

  it("serves a prerendered page for its path, whatever the query, never cached", async () => {
    for (const path of ["/login", "/login?redirectFrom=%2Fcards"]) {
      const res = await t.app.request(path, { headers: { "Accept-Encoding": "identity" } });
      expect([path, res.status, res.headers.get("cache-control")]).toEqual([path, 200, "no-cache"]);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(await res.text()).toBe(LOGIN);
    }
  });

  it("answers a form posted to a prerendered page before the app started with the page again", async () => {
    const res = await t.app.request("/login?redirectFrom=%2Fcards", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=agent%40parc-demo.fr&password=secret",
    });
    expect([res.status, res.headers.get("location")]).toEqual([
      303,
      "/login?redirectFrom=%2Fcards",
    ]);
    const elsewhere = await t.app.request("/cards", { method: "POST", body: "x=1" });
    expect(elsewhere.status).toBe(404);
  });

  it("revalidates the service worker and the manifest, caches hashed assets for good", async () => {
    expect((await t.app.request("/sw.js")).headers.get("cache-control")).toBe("no-cache");
    expect((await t.app.request("/manifest.webmanifest")).headers.get("cache-control")).toBe(
      "no-cache",
    );
    const asset = await t.app.request("/assets/index-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await asset.text()).toBe("console.log(1);");
  });

  it("does not answer index.html for a missing asset or an API path", async () => {
    expect((await t.app.request("/assets/gone-000.js")).status).toBe(404);
    const api = await t.app.request("/api/unknown");
    expect([api.status, await api.json()]).toEqual([404, { code: "not_found" }]);
    const token = await t.app.request("/connect/other");
    expect(token.status).toBe(404);
  });

  it("does not serve the build metadata or other hidden paths (not even as index.html)", async () => {
    for (const path of ["/.vite/manifest.json", "/.vite/", "/.env", "/%2evite/manifest.json"]) {
      const res = await t.app.request(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.text()).not.toMatch(/assets\/x\.js|BackOffice/);
    }
  });

  it("does not serve files outside the build", async () => {
    const res = await t.app.request("/..%2f..%2fetc%2fpasswd");
    expect(await res.text()).not.toMatch(/root:/);
  });
});
