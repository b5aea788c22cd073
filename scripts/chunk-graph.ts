/**
 * The module graph as scripts/chunk-groups.ts walks it: static imports, except that a named import
 * from a package's barrel file (`import { Button } from "@mantine/core"`) leads to the module that
 * defines the name, not to every module the barrel lists (which would put all of Mantine in a group).
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** The barrels walked through by name: the package, and its index module's path. */
const BARRELS: Record<string, RegExp> = {
  "@mantine/core": /node_modules\/@mantine\/core\/esm\/index\.mjs$/,
  "@mantine/hooks": /node_modules\/@mantine\/hooks\/esm\/index\.mjs$/,
  "@mantine/dates": /node_modules\/@mantine\/dates\/esm\/index\.mjs$/,
};
const NAMED_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const BARREL_LINE = /import\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g;

const read = (id: string) => {
  try {
    return readFileSync(id.split("?")[0] ?? id, "utf8");
  } catch {
    return "";
  }
};

/** `{ A, type B, C as D }` -> ["A", "C"] (the names as exported). */
function names(list: string): string[] {
  return list
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith("type "))
    .map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? "")
    .filter(Boolean);
}

const barrelMaps = new Map<string, Map<string, string>>();
/** A barrel's exported name -> the module defining it. */
function barrelMap(barrel: string): Map<string, string> {
  let map = barrelMaps.get(barrel);
  if (!map) {
    map = new Map();
    for (const [, list = "", path = ""] of read(barrel).matchAll(BARREL_LINE))
      for (const name of names(list)) map.set(name, resolve(dirname(barrel), path));
    barrelMaps.set(barrel, map);
  }
  return map;
}

/** What `id` needs: its static imports, with barrel imports narrowed to the names it uses. */
export function neededImports(id: string, importedIds: readonly string[]): string[] {
  const barrels = importedIds.filter((dep) => Object.values(BARRELS).some((re) => re.test(dep)));
  if (barrels.length === 0) return [...importedIds];
  const needed = importedIds.filter((dep) => !barrels.includes(dep));
  for (const [, list = "", from = ""] of read(id).matchAll(NAMED_IMPORT)) {
    const barrel = BARRELS[from] && barrels.find((dep) => BARRELS[from]?.test(dep));
    if (!barrel) continue;
    const map = barrelMap(barrel);
    for (const name of names(list)) {
      const target = map.get(name);
      if (target) needed.push(target);
    }
  }
  return needed;
}
