/**
 * The build's chunks for the screens a shift lives on. Left to itself the bundler makes one chunk
 * per set of screens sharing a module: 214 chunks, 129 files fetched to open a card cold, six at
 * a time over HTTP/1.1. This plugin reads the module graph once it is built and gives the bundler
 * its groups (vite.config.ts, `codeSplitting.groups`), each what its roots import statically and
 * the groups before it do not:
 *   - "start": what the entry loads (main.tsx's static imports), kept together;
 *   - "sign-in": what the sign-in page adds, all of it loaded by it anyway, so the sign-in page
 *     fetches the same bytes in a few files;
 *   - "after-start": what every page loads once shown (toasts, the installed app's wiring);
 *   - "shell": what the signed-in shell and the home add; "card": what the card page adds;
 *   - "card-histories": what the card page's histories add (loaded once the page has shown).
 * Each group is split by the screens that share its modules (rolldown's `entriesAware`, small
 * parts merged): this graph reads named imports through barrels by their text and may miss one,
 * so a module another screen needs too never drags a whole group into that screen.
 * The rest (the other screens) keeps the bundler's automatic chunks. Entry modules (main.tsx, each
 * lazy page) keep their own chunk, so a route still loads its page by its own file.
 */
import type { Plugin } from "vite";
import { neededImports } from "./chunk-graph.ts";

interface GroupSpec {
  name: string;
  /** The group's roots: the entry (index.html) or lazy modules. */
  roots: RegExp;
  /** Split by the screens that use each module (a shared one does not pull the whole group). */
  bySharers?: boolean;
}

const GROUPS: GroupSpec[] = [
  { name: "start", roots: /index\.html$/ },
  { name: "sign-in", roots: /src\/features\/auth\/login\.page\.tsx$/, bySharers: true },
  // What every page loads once it has shown (the toasts, the installed app's wiring): kept out of
  // the groups after it, or the sign-in page would fetch the shell's and the card's chunks.
  {
    name: "after-start",
    roots: /src\/(app\/(toast-container\.tsx|pwa\.ts)|ui\/notify\.tsx)$/,
    bySharers: true,
  },
  {
    name: "shell",
    roots: /src\/(app\/(signed-in-router|app-shell)|features\/home\/home\.page)\.tsx$/,
    bySharers: true,
  },
  { name: "card", roots: /src\/features\/cards\/card-details\.page\.tsx$/, bySharers: true },
  {
    name: "card-histories",
    roots: /src\/features\/cards\/card-history-tabs\.tsx$/,
    bySharers: true,
  },
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

export function chunkGroups() {
  const members = GROUPS.map(() => new Set<string>());
  const plugin: Plugin = {
    name: "chunk-groups",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const imported = (id: string) => neededImports(id, info(id)?.importedIds ?? []);
      const isEntry = (id: string) => Boolean(info(id)?.isEntry);
      // Modules that keep their own chunk: the entry, what index.html loads (main.tsx, the
      // page's one script) and every lazy module.
      const own = new Set([
        ...ids.filter(isEntry),
        ...ids.filter(isEntry).flatMap(imported),
        ...ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []),
      ]);
      const taken = new Set<string>();
      GROUPS.forEach((group, i) => {
        const reached = closure(
          imported,
          ids.filter((id) => group.roots.test(id)),
        );
        for (const id of reached) if (!own.has(id) && !taken.has(id)) members[i]?.add(id);
        for (const id of reached) taken.add(id);
      });
    },
  };
  const groups = GROUPS.map((group, i) => ({
    name: group.name,
    test: (id: string) => members[i]?.has(id) ?? false,
    // Declared first, taken first.
    priority: GROUPS.length - i,
    ...(group.bySharers ? { entriesAware: true, entriesAwareMergeThreshold: 4096 } : {}),
  }));
  return { plugin, groups };
}
