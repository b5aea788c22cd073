/**
 * The build's chunks for the screens a shift lives on. Left to itself the bundler makes one chunk
 * per set of screens sharing a module: 214 chunks, 129 files fetched to open a card cold, six at
 * a time over HTTP/1.1. This plugin reads the module graph once it is built and gives the bundler
 * its groups (vite.config.ts, `codeSplitting.groups`), each what its roots import statically and
 * the groups before it do not, in one chunk:
 *   - "start": what the entry loads (main.tsx's static imports);
 *   - "sign-in-shell", "sign-in-card", "sign-in-later" and "sign-in": what the sign-in page
 *     adds, split in four: what the signed-in shell and home (or every page once shown) need
 *     too, what a card's first paint needs too (zod), what the other signed-in groups below need
 *     too (the forms), and what only the sign-in page needs;
 *   - "after-start-shell" and "after-start": what every page loads once shown (toasts, the
 *     installed app's wiring), split in two: what the signed-in first paints (the shell's, a
 *     card's) need too (a portal, the outbox's status, `notify`), and the rest;
 *   - "shell": the signed-in router, the shell and the home, with what they add;
 *   - "card-data", "card-contract" and "card": the card's page, with what its first paint adds,
 *     in three chunks evaluated one after the other (src/features/cards/card-page-loader.ts):
 *     Dexie and the offline database, then the cards' contract (zod's classic API), then the page;
 *   - "shell-parts": the shell's parts loaded once it shows (the user menu, the pending actions'
 *     panel, the site's category, the date pickers' language) with what they add, in one chunk
 *     (Mantine's whole stylesheet keeps its own: every other screen waits for it, not for these),
 *     and what they share with a card's dialogs (the popovers' positioning): every signed-in
 *     page loads them, only a card its dialogs;
 *   - "card-dialogs": its dialogs (bonus, transfer: forms, number and card inputs, the scanner;
 *     the confirmations), loaded as soon as the card has been painted;
 *   - "card-histories": what the card page's histories add (loaded once the page has shown);
 *   - "offline": the outbox's wiring and the commands it loads, in one chunk (not one each).
 * A module put in a later group than a page that needs it would make that page fetch the whole
 * group: scripts/chunk-graph.ts stops the build on an import it cannot follow, and
 * `checkSignInChunks` stops it when the sign-in page would fetch a signed-in group.
 * The rest (the other screens) keeps the bundler's automatic chunks. Entry modules (main.tsx, each
 * lazy page but those of GROUPED_LAZY) keep their own chunk, so a route still loads its page by
 * its own file.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Plugin } from "vite";
import { neededImports } from "./chunk-graph.ts";
import { checkFirstStyles } from "./first-styles.ts";

interface GroupSpec {
  name: string;
  /** The group's roots: the entry (index.html) or lazy modules. */
  roots: RegExp;
  /**
   * Only the modules the shell's roots reach too, else the card's first paint, else the other
   * signed-in groups, or none of them; "first-paint": those a signed-in first paint needs (the
   * shell's and the home's, or a card's: their roots', not what they load once shown).
   */
  shared?: "shell" | "card" | "later" | "none" | "first-paint";
}

const LOGIN = /src\/features\/auth\/login\.page\.tsx$/;
/**
 * What the sign-in page reaches only through zod's namespace (`import * as z from "zod/mini"`)
 * and never runs: zod's JSON Schema generation, memoizer, registries and documentation builder,
 * which the signed-in contract's classic API uses. In the sign-in groups they cost it 10 KB;
 * `checkSignInChunks` stops the build should the sign-in page ever import one of them.
 */
const NOT_SIGN_IN =
  /\/zod\/v4\/core\/(json-schema(-processors|-generator)?|to-json-schema|memoizer|registries|doc)\.js$/;
/** Loaded once the first screen has been painted: toasts (their container and store), the PWA. */
const AFTER_START = /src\/app\/(toast-container\.tsx|pwa\.ts)$/;
const SHELL = /src\/(app\/(signed-in-router|app-shell)|features\/home\/home\.page)\.tsx$/;
const SHELL_PARTS =
  /src\/(app\/user-menu\.tsx|ui\/offline\/pending-panel\.tsx|lib\/(site-category|i18n\/dayjs-locale)\.ts)$/;
const CARD = /src\/features\/cards\/card-details\.page\.tsx$/;
/** What a card's page evaluates before it, each in a task of its own (card-page-loader.ts). */
const CARD_DATA = /src\/lib\/offline\/db\.ts$/;
const CARD_CONTRACT = /src\/contract\/cards\.endpoints\.ts$/;
/** A card's dialogs, and the confirmations its buttons ask (src/ui/confirm-action.tsx). */
const CARD_DIALOGS = /src\/(features\/cards\/card-action-dialogs|ui\/confirm-dialog)\.tsx$/;
const HISTORIES = /src\/features\/cards\/card-history-tabs\.tsx$/;
/** The outbox's wiring and every command module it loads (src/app/offline-wiring.ts). */
const OFFLINE = /src\/(app\/offline-wiring\.ts|features\/[\w-]+\/[\w-]+-commands\.ts)$/;
/**
 * Lazy modules that go in their group's chunk rather than in one of their own: over HTTP/1.1 a
 * browser asks six files at a time of one server, so a first paint's every file counts (the
 * shell's router, its frame and the home with the shell; a card's page with what it adds).
 */
const GROUPED_LAZY = [SHELL, CARD, SHELL_PARTS, CARD_DIALOGS, OFFLINE];
const SIGNED_IN_GROUPS = [
  "shell",
  "card-data",
  "card-contract",
  "card",
  "card-dialogs",
  "shell-parts",
  "card-histories",
  "offline",
];

const GROUPS: GroupSpec[] = [
  { name: "start", roots: /index\.html$/ },
  { name: "sign-in-shell", roots: LOGIN, shared: "shell" },
  { name: "sign-in-card", roots: LOGIN, shared: "card" },
  { name: "sign-in-later", roots: LOGIN, shared: "later" },
  { name: "sign-in", roots: LOGIN, shared: "none" },
  { name: "after-start-shell", roots: AFTER_START, shared: "first-paint" },
  { name: "after-start", roots: AFTER_START },
  { name: "shell", roots: SHELL },
  { name: "card-data", roots: CARD_DATA },
  { name: "card-contract", roots: CARD_CONTRACT },
  { name: "card", roots: CARD },
  { name: "shell-parts", roots: SHELL_PARTS },
  { name: "card-dialogs", roots: CARD_DIALOGS },
  { name: "card-histories", roots: HISTORIES },
  { name: "offline", roots: OFFLINE },
];

/** `roots` and what they import statically, transitively. */
function closure(imported: (id: string) => string[], roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of imported(id)) walk(next);
  };
  for (const root of roots) walk(root);
  return seen;
}

interface BuiltChunk {
  type: "chunk" | "asset";
  name?: string;
  fileName: string;
  imports?: string[];
  facadeModuleId?: string | null;
  moduleIds?: string[];
  modules?: Record<string, { renderedLength: number }>;
}

/**
 * CHUNK_REPORT=<file> at build time: each chunk's modules and their size in it (before
 * minification), one per line (chunk, bytes, module), to read what a group is made of.
 */
function writeChunkReport(file: string, bundle: Record<string, unknown>) {
  const rows = Object.values(bundle as Record<string, BuiltChunk>).flatMap((chunk) =>
    Object.entries(chunk.modules ?? {}).map(
      ([id, module]) =>
        `${chunk.name}\t${module.renderedLength}\t${id.replace(`${process.cwd()}/`, "")}`,
    ),
  );
  writeFileSync(file, rows.join("\n"));
}

/**
 * Stops the build when the sign-in page (its own chunk and the after-start roots') would fetch a
 * signed-in group's chunk: its 150 KB budget would go (bench/first-screens.ts).
 */
export function checkSignInChunks(
  bundle: Record<string, BuiltChunk>,
  importedIds: (id: string) => readonly string[] = () => [],
): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) walk(next);
  };
  const root = (re: RegExp) => chunks.filter((c) => c.facadeModuleId && re.test(c.facadeModuleId));
  for (const chunk of [...root(LOGIN), ...root(AFTER_START)]) walk(chunk.fileName);
  const wrong = [...seen].filter((file) => SIGNED_IN_GROUPS.includes(byFile.get(file)?.name ?? ""));
  // Why: the modules of the sign-in side that import a module of a wrong chunk.
  return wrong.map((file) => {
    const inWrong = new Set(byFile.get(file)?.moduleIds ?? []);
    const why = [...seen]
      .filter((other) => !wrong.includes(other))
      .flatMap((other) => byFile.get(other)?.moduleIds ?? [])
      .flatMap((id) =>
        importedIds(id)
          .filter((dep) => inWrong.has(dep))
          .map((dep) => `${id} -> ${dep}`),
      );
    return `${file} (${why.slice(0, 5).join("; ")})`;
  });
}

/**
 * The build manifest (`.vite/manifest.json`) names a chunk by the lazy module it was made for;
 * one that holds several (GROUPED_LAZY) is named by none of them. Each of those modules gets the
 * entry of its chunk, so that index.html's preloads (scripts/first-screen-plugin.ts) and the
 * bench (bench/bundle-size.ts) find a grouped page as they find any other.
 */
export function nameGroupedModules(
  manifest: Record<string, { file: string }>,
  chunks: Pick<BuiltChunk, "fileName" | "moduleIds">[],
  lazy: Iterable<string>,
  root: string,
): number {
  const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));
  let named = 0;
  for (const id of lazy) {
    const key = relative(root, id);
    const chunk = chunks.find((c) => c.moduleIds?.includes(id));
    const entry = chunk && byFile.get(chunk.fileName);
    if (manifest[key] || !entry) continue;
    manifest[key] = { ...entry, src: key, isDynamicEntry: true } as { file: string };
    named++;
  }
  return named;
}

export function chunkGroups() {
  const members = GROUPS.map(() => new Set<string>());
  /** The lazy modules that went into a group's chunk. */
  const groupedLazy = new Set<string>();
  let root = process.cwd();
  const plugin: Plugin = {
    name: "chunk-groups",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const resolveIn = (barrel: string, path: string) =>
        info(barrel)?.importedIds.find((dep) => dep.includes(`/node_modules/${path}/`));
      const imported = (id: string) => neededImports(id, info(id)?.importedIds ?? [], resolveIn);
      const isEntry = (id: string) => Boolean(info(id)?.isEntry);
      // Modules that keep their own chunk: the entry, what index.html loads (main.tsx, the
      // page's one script) and every lazy module no module imports statically (one that is
      // goes with its importers: the bundler would put it in their group's chunk anyway).
      const lazyOnly = (id: string) => (info(id)?.importers.length ?? 0) === 0;
      for (const id of ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []))
        if (GROUPED_LAZY.some((re) => re.test(id))) groupedLazy.add(id);
      const own = new Set([
        ...ids.filter(isEntry),
        ...ids.filter(isEntry).flatMap(imported),
        ...ids
          .flatMap((id) => info(id)?.dynamicallyImportedIds ?? [])
          .filter((id) => lazyOnly(id) && !GROUPED_LAZY.some((re) => re.test(id))),
      ]);
      const reach = (re: RegExp) =>
        closure(
          imported,
          ids.filter((id) => re.test(id)),
        );
      // What every signed-in screen loads first: the shell, and what every page loads once shown.
      const shell = new Set([...reach(SHELL), ...reach(AFTER_START)]);
      const card = reach(CARD);
      const later = new Set(
        [SHELL_PARTS, CARD_DIALOGS, HISTORIES, OFFLINE].flatMap((roots) => [...reach(roots)]),
      );
      const firstPaint = new Set([...reach(SHELL), ...card]);
      const sharedWith = (id: string) =>
        shell.has(id) ? "shell" : card.has(id) ? "card" : later.has(id) ? "later" : "none";
      const taken = new Set<string>();
      GROUPS.forEach((group, i) => {
        const reached = [...reach(group.roots)].filter((id) =>
          group.roots === LOGIN && NOT_SIGN_IN.test(id)
            ? false
            : group.shared === undefined
              ? true
              : group.shared === "first-paint"
                ? firstPaint.has(id)
                : sharedWith(id) === group.shared,
        );
        for (const id of reached) if (!own.has(id) && !taken.has(id)) members[i]?.add(id);
        for (const id of reached) taken.add(id);
      });
    },
    generateBundle(_options, bundle) {
      // What the bundle holds (not what tree-shaking left out), in the groups or not.
      const membersOf = (name: string) => members[GROUPS.findIndex((g) => g.name === name)] ?? [];
      const bundled = Object.values(bundle as Record<string, BuiltChunk>).flatMap((chunk) =>
        Object.entries(chunk.modules ?? {})
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id]) => id),
      );
      const unstyled = checkFirstStyles(membersOf, bundled);
      if (unstyled.length > 0) this.error(`${unstyled.join("; ")} (scripts/first-styles.ts)`);
      if (process.env.CHUNK_REPORT) writeChunkReport(process.env.CHUNK_REPORT, bundle);
      const wrong = checkSignInChunks(bundle, (id) => this.getModuleInfo(id)?.importedIds ?? []);
      if (wrong.length > 0)
        this.error(`the sign-in page would fetch ${wrong.join(", ")} (scripts/chunk-groups.ts)`);
    },
    writeBundle(options, bundle) {
      const file = join(options.dir ?? "dist", ".vite/manifest.json");
      const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, { file: string }>;
      const chunks = Object.values(bundle as Record<string, BuiltChunk>);
      if (nameGroupedModules(manifest, chunks, groupedLazy, root) > 0)
        writeFileSync(file, JSON.stringify(manifest, null, 2));
    },
  };
  const groups = GROUPS.map((group, i) => ({
    name: group.name,
    test: (id: string) => members[i]?.has(id) ?? false,
    // Declared first, taken first.
    priority: GROUPS.length - i,
  }));
  return { plugin, groups };
}
