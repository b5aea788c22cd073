// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompressDir } from "./precompress";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function build(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), "backoffice-precompress-"));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

const TEXT = "export const rows = [" + '"une ligne de texte", '.repeat(200) + "];\n";

describe("precompressDir", () => {
  it("writes .br and .gz copies that decompress to each compressible file", async () => {
    const names = [
      "index.html",
      "sw.js",
      "assets/index-abc.js",
      "assets/index-abc.css",
      "favicon.svg",
      "manifest.webmanifest",
      "robots.txt",
      "assets/data.json",
    ];
    const dir = build(Object.fromEntries(names.map((n) => [n, TEXT])));
    const report = await precompressDir(dir);
    expect(report.files).toBe(names.length);
    expect(report.brotliBytes).toBeLessThan(report.bytes / 10);
    for (const name of names) {
      const file = join(dir, name);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(TEXT);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(TEXT);
    }
  });

  it("leaves images, fonts and the build metadata alone, and never keeps a larger copy", async () => {
    const dir = build({
      "icons/icon-192.png": Buffer.alloc(4000, 7),
      "assets/font.woff2": Buffer.alloc(4000, 7),
      ".vite/manifest.json": TEXT,
      "assets/tiny.js": "a",
    });
    await precompressDir(dir);
    for (const name of ["icons/icon-192.png", "assets/font.woff2", ".vite/manifest.json"]) {
      expect([name, existsSync(join(dir, `${name}.br`))]).toEqual([name, false]);
    }
    expect(existsSync(join(dir, "assets/tiny.js.br"))).toBe(false);
    expect(existsSync(join(dir, "assets/tiny.js.gz"))).toBe(false);
  });
});
