// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { precompressDir } from "./precompress";
import { acceptedEncodings } from "./static-files";

const INDEX = `<!doctype html><title>BackOffice</title>${"<!-- shell -->".repeat(100)}`;
const ENTRY = `export function hello(){return ${JSON.stringify("bonjour ".repeat(500))}}`;
const IMMUTABLE = "public, max-age=31536000, immutable";
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "backoffice-dist-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, "icons"));
  writeFileSync(join(dist, "index.html"), INDEX);
  writeFileSync(join(dist, "sw.js"), `self.addEventListener("fetch", () => {});${ENTRY}`);
  writeFileSync(join(dist, "assets", "index-abc123.js"), ENTRY);
  writeFileSync(join(dist, "icons", "icon-192.png"), Buffer.alloc(3000, 1));
  await precompressDir(dist);
  t = await createTestApp({ DIST_DIR: dist });
});
afterAll(() => {
  t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers });

describe("acceptedEncodings", () => {
  it("prefers brotli, then gzip, by q then by our order; ignores q=0 and unknown codings", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("gzip;q=1, br;q=0.8")).toEqual(["gzip", "br"]);
    expect(acceptedEncodings("br;q=0, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("identity")).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe("precompressed files", () => {
  it("answers the brotli, gzip or plain bytes by Accept-Encoding, each decoding to the file", async () => {
    const cases = [
      { accept: "gzip, deflate, br, zstd", encoding: "br", decode: brotliDecompressSync },
      { accept: "gzip", encoding: "gzip", decode: gunzipSync },
      { accept: "", encoding: null, decode: (b: Buffer) => b },
    ];
    for (const path of ["/assets/index-abc123.js", "/sw.js", "/", "/cards/details/1"]) {
      const original = readFileSync(
        join(dist, path.endsWith(".js") ? path : "/index.html"),
      ).toString();
      for (const { accept, encoding, decode } of cases) {
        const res = await get(path, accept ? { "Accept-Encoding": accept } : {});
        const bytes = Buffer.from(await res.arrayBuffer());
        const seen = [path, accept, res.status, res.headers.get("content-encoding")];
        expect(seen).toEqual([path, accept, 200, encoding]);
        expect(res.headers.get("vary")).toBe("Accept-Encoding");
        expect(res.headers.get("content-length")).toBe(String(bytes.length));
        expect(res.headers.get("content-type")).toMatch(
          path.endsWith(".js") ? /^text\/javascript/ : /^text\/html/,
        );
        expect(decode(bytes).toString()).toBe(original);
        if (encoding) expect(bytes.length).toBeLessThan(original.length / 3);
      }
    }
  });

  it("caches hashed assets for good, revalidates the rest", async () => {
    const br = { "Accept-Encoding": "br" };
    expect((await get("/assets/index-abc123.js", br)).headers.get("cache-control")).toBe(IMMUTABLE);
    for (const path of ["/", "/index.html", "/sw.js", "/login", "/icons/icon-192.png"]) {
      expect([path, (await get(path, br)).headers.get("cache-control")]).toEqual([
        path,
        "no-cache",
      ]);
    }
  });

  it("answers 304 to a revalidation with the ETag of the same representation", async () => {
    const first = await get("/", { "Accept-Encoding": "br" });
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const again = await get("/", { "Accept-Encoding": "br", "If-None-Match": etag ?? "" });
    expect([again.status, again.headers.get("etag"), await again.text()]).toEqual([304, etag, ""]);
    // The gzip bytes are another representation: another ETag, so no 304 for it.
    const gzip = await get("/", { "Accept-Encoding": "gzip", "If-None-Match": etag ?? "" });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get("etag")).not.toBe(etag);
  });

  it("sends images as they are, and never the compressed copies as files of their own", async () => {
    const png = await get("/icons/icon-192.png", { "Accept-Encoding": "br, gzip" });
    expect([png.status, png.headers.get("content-encoding"), png.headers.get("vary")]).toEqual([
      200,
      null,
      null,
    ]);
    expect((await png.arrayBuffer()).byteLength).toBe(3000);
    expect((await get("/assets/index-abc123.js.br")).status).toBe(404);
  });

  it("never sends a compressed copy older than its file (edited after the build)", async () => {
    const file = join(dist, "assets", "edited-abc.js");
    writeFileSync(file, ENTRY);
    await precompressDir(dist);
    const edited = `${ENTRY}\n// edited\n`;
    writeFileSync(file, edited);
    utimesSync(file, new Date(), new Date(Date.now() + 2000));
    const res = await get("/assets/edited-abc.js", { "Accept-Encoding": "br, gzip" });
    expect([res.headers.get("content-encoding"), await res.text()]).toEqual([null, edited]);
  });

  it("answers HEAD with the length of what GET would send", async () => {
    const head = await t.app.request("/assets/index-abc123.js", {
      method: "HEAD",
      headers: { "Accept-Encoding": "br" },
    });
    const brSize = readFileSync(join(dist, "assets", "index-abc123.js.br")).length;
    expect([head.status, head.headers.get("content-length")]).toEqual([200, String(brSize)]);
  });
});
