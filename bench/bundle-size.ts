/**
 * What the first screens cost to download: the gzip size of the JavaScript and CSS that the login
 * page and the signed-in home load, from the build manifest (run `npm run build` first).
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const JS_BUDGET_KB = 150;

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

function gzipKb(dist: string, files: Iterable<string>, ext: string): number {
  let bytes = 0;
  for (const file of files)
    if (file.endsWith(ext)) bytes += gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

export function measureBundles(dist = "dist") {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, "utf8")) as Manifest;
  const start = ["index.html", "locales/fr/messages.po"];
  const screens = {
    "login page": [...start, "src/features/auth/login.page.tsx"],
    "signed-in home": [...start, "src/app/app-shell.tsx", "src/features/home/home.page.tsx"],
  };
  return Object.entries(screens).map(([name, keys]) => {
    const missing = keys.filter((k) => !manifest[k]);
    if (missing.length) throw new Error(`Not in the build manifest: ${missing.join(", ")}`);
    const files = closure(manifest, keys);
    return {
      name,
      jsKb: gzipKb(dist, files, ".js"),
      cssKb: gzipKb(dist, files, ".css"),
      budgetKb: JS_BUDGET_KB,
    };
  });
}
