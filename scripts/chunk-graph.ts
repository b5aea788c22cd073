/**
 * The module graph as scripts/chunk-groups.ts walks it: static imports, except that a named import
 * from a package's barrel file (`import { Button } from "@mantine/core"`) leads to the module that
 * defines the name, not to every module the barrel lists (which would put all of Mantine in a group).
 * A name the barrel does not map, or a barrel used otherwise than by named imports, stops the
 * build: a missed import would put a module in the wrong group (scripts/chunk-groups.ts says why).
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** The barrels walked through by name: the package, and its index module's path. */
const BARRELS: Record<string, RegExp> = {
  "@mantine/core": /node_modules\/@mantine\/core\/esm\/index\.mjs$/,
  "@mantine/hooks": /node_modules\/@mantine\/hooks\/esm\/index\.mjs$/,
  "@mantine/dates": /node_modules\/@mantine\/dates\/esm\/index\.mjs$/,
};
const NAMED_IMPORT = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
/** Any other use of a module specifier (`import X from`, `export … from`, `import * as`). */
const ANY_FROM = /(?:import|export)\b[^;"']*?\bfrom\s*["']([^"']+)["']/g;
const BARREL_LINE = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const BARREL_EXPORT = /export\s*\{([^}]*)\}\s*;/g;

const read = (id: string) => {
  try {
    return readFileSync(id.split("?")[0] ?? id, "utf8");
  } catch {
    return "";
  }
};

/** `{ A, type B, C as D }` -> [["A", "A"], ["C", "D"]] (local name, exported name). */
function pairs(list: string): [string, string][] {
  return list
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith("type "))
    .map((part) => {
      const [local = "", alias] = part.split(/\s+as\s+/).map((name) => name.trim());
      return [local, alias ?? local];
    });
}

/** A barrel's module for `path`: a relative file, or the package's module among its imports. */
type Resolve = (barrel: string, path: string) => string | undefined;

const barrelMaps = new Map<string, Map<string, string>>();
/** A barrel's exported name -> the module defining it. */
function barrelMap(barrel: string, resolveIn: Resolve): Map<string, string> {
  let map = barrelMaps.get(barrel);
  if (!map) {
    const text = read(barrel);
    const imported = new Map<string, string>();
    for (const [, list = "", path = ""] of text.matchAll(BARREL_LINE)) {
      const target = path.startsWith(".")
        ? resolve(dirname(barrel), path)
        : resolveIn(barrel, path);
      if (target) for (const [local] of pairs(list)) imported.set(local, target);
    }
    map = new Map(imported);
    for (const [, list = ""] of text.matchAll(BARREL_EXPORT))
      for (const [local, exported] of pairs(list)) {
        const target = imported.get(local);
        if (target) map.set(exported, target);
      }
    barrelMaps.set(barrel, map);
  }
  return map;
}

/** What `id` needs: its static imports, with barrel imports narrowed to the names it uses. */
export function neededImports(
  id: string,
  importedIds: readonly string[],
  resolveIn: Resolve = () => undefined,
): string[] {
  const barrels = importedIds.filter((dep) => Object.values(BARRELS).some((re) => re.test(dep)));
  if (barrels.length === 0) return [...importedIds];
  const needed = importedIds.filter((dep) => !barrels.includes(dep));
  const text = read(id);
  const named = [...text.matchAll(NAMED_IMPORT)].filter(([, , , from = ""]) => BARRELS[from]);
  const uses = [...text.matchAll(ANY_FROM)].filter(([, from = ""]) => BARRELS[from]);
  if (uses.length !== named.length)
    throw new Error(`${id}: import from a barrel by name only (scripts/chunk-graph.ts)`);
  for (const [, typeOnly, list = "", from = ""] of named) {
    if (typeOnly) continue;
    const barrel = barrels.find((dep) => BARRELS[from]?.test(dep));
    if (!barrel) continue;
    const map = barrelMap(barrel, resolveIn);
    for (const [name] of pairs(list)) {
      const target = map.get(name);
      if (!target) throw new Error(`${id}: ${name} not found in ${from}'s barrel (chunk-graph)`);
      needed.push(target);
    }
  }
  return needed;
}
