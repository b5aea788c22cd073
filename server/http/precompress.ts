/**
 * Build step: writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every
 * compressible file of the built PWA, so static-files.ts serves them without compressing per
 * request. It walks the whole output folder once everything is written, service worker included
 * (vite-plugin-pwa writes sw.js and workbox-*.js in its own closeBundle, after the bundle), and
 * skips the build metadata (.vite/, never served) and a copy that would not be smaller.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/**
 * What is worth compressing: text formats, and WebAssembly (the scanner's decoder shrinks to a
 * third). Images, fonts (woff2) are compressed already.
 */
export const COMPRESSIBLE_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|wasm)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const VARIANTS = [
  {
    suffix: ".br",
    compress: (bytes: Buffer) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { suffix: ".gz", compress: (bytes: Buffer) => gzipAsync(bytes, { level: 9 }) },
] as const;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

export interface PrecompressReport {
  files: number;
  bytes: number;
  brotliBytes: number;
}

/** Compresses every compressible file of `dir` (outside .vite/); returns what it wrote. */
export async function precompressDir(dir: string): Promise<PrecompressReport> {
  const root = resolve(dir);
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0 };
  const files = (await filesUnder(root)).filter(
    (f) => COMPRESSIBLE_FILE.test(f) && !relative(root, f).split(/[\\/]/).includes(".vite"),
  );
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      report.files += 1;
      report.bytes += bytes.length;
      for (const variant of VARIANTS) {
        const packed = await variant.compress(bytes);
        const kept = packed.length < bytes.length;
        if (kept) await writeFile(file + variant.suffix, packed);
        if (variant.suffix === ".br") report.brotliBytes += kept ? packed.length : bytes.length;
      }
    }),
  );
  return report;
}

/** The Vite plugin: runs precompressDir on the output folder after every other plugin's closeBundle. */
export function precompressPlugin(): Plugin {
  let outDir = "dist";
  return {
    name: "backoffice:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const start = performance.now();
        const r = await precompressDir(outDir);
        const ms = Math.round(performance.now() - start);
        const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
        this.info(
          `precompressed ${r.files} files in ${ms} ms: ${kib(r.bytes)} → ${kib(r.brotliBytes)} brotli`,
        );
      },
    },
  };
}
