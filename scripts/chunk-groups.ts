/**
 * The build's chunks for the screens a shift lives on. Left to itself the bundler makes one chunk
 * per set of screens sharing a module: 214 chunks, 129 files fetched to open a card cold, six at
 * a time over HTTP/1.1. This plugin reads the module graph once it is built and gives the bundler
 * three groups (vite.config.ts, `codeSplitting.groups`):
 *   - "start": what the entry loads (main.tsx's static imports), kept together;
 *   - "sign-in": what the sign-in pages add (features/auth), all of it loaded by them anyway, so
 *     the sign-in page fetches the same bytes in a few files;
 *   - "floor": what the signed-in shell, the home and the card page add, one chunk;
 *   - "card-histories", "card-dialogs": what the card page's histories, then its dialogs, add
 *     (each loaded once the page has shown).
 * The rest (the other screens) keeps the bundler's automatic chunks. Entry modules (main.tsx, each
 * lazy page) keep their own chunk, so a route still loads its page by its own file.
 */
import type { Plugin } from "vite";
import { neededImports } from "./chunk-graph.ts";

const SIGN_IN_PAGE = /src\/features\/auth\/login\.page\.tsx$/;
const FLOOR_ROOTS =
  /src\/(app\/(signed-in-router|app-shell)|features\/home\/home\.page|features\/cards\/card-details\.page)\.tsx$/;
/** What the card page loads once it has shown: its histories, then its dialogs. */
const CARD_HISTORIES = /src\/features\/cards\/card-history-tabs\.tsx$/;
const CARD_DIALOGS = /src\/features\/cards\/card-action-dialogs\.tsx$/;

interface Graph {
  imported(id: string): string[];
  isEntry(id: string): boolean;
  dynamicEntries: Set<string>;
}

/** `roots` and what they import statically, transitively. */
function closure(graph: Graph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of graph.imported(id)) walk(next);
  };
  for (const root of roots) walk(root);
  return seen;
}

export function chunkGroups() {
  const member = {
    start: new Set<string>(),
    signIn: new Set<string>(),
    floor: new Set<string>(),
    cardHistories: new Set<string>(),
    cardDialogs: new Set<string>(),
  };
  const entries = new Set<string>();
  const plugin: Plugin = {
    name: "chunk-groups",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const dynamicEntries = new Set(ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []));
      const graph: Graph = {
        imported: (id) => neededImports(id, info(id)?.importedIds ?? []),
        isEntry: (id) => Boolean(info(id)?.isEntry),
        dynamicEntries,
      };
      // index.html is the entry; what it loads (main.tsx) makes its chunk, the page's one script.
      const htmlScripts = ids.filter((id) => graph.isEntry(id)).flatMap((id) => graph.imported(id));
      for (const id of [
        ...ids.filter((id) => graph.isEntry(id) || dynamicEntries.has(id)),
        ...htmlScripts,
      ])
        entries.add(id);
      const start = closure(
        graph,
        ids.filter((id) => graph.isEntry(id)),
      );
      const signIn = closure(
        graph,
        ids.filter((id) => SIGN_IN_PAGE.test(id)),
      );
      const floor = closure(
        graph,
        ids.filter((id) => FLOOR_ROOTS.test(id)),
      );
      const own = (set: Set<string>, ...before: Set<string>[]) =>
        new Set([...set].filter((id) => !entries.has(id) && !before.some((b) => b.has(id))));
      member.start = own(start);
      member.signIn = own(signIn, start);
      member.floor = own(floor, start, signIn);
      const histories = closure(
        graph,
        ids.filter((id) => CARD_HISTORIES.test(id)),
      );
      member.cardHistories = own(histories, start, signIn, floor);
      const dialogs = closure(
        graph,
        ids.filter((id) => CARD_DIALOGS.test(id)),
      );
      member.cardDialogs = own(dialogs, start, signIn, floor, histories);
    },
  };
  const groups = [
    { name: "start", test: (id: string) => member.start.has(id), priority: 5 },
    { name: "sign-in", test: (id: string) => member.signIn.has(id), priority: 4 },
    { name: "floor", test: (id: string) => member.floor.has(id), priority: 3 },
    {
      name: "card-histories",
      test: (id: string) => member.cardHistories.has(id),
      priority: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: 4096,
    },
    {
      name: "card-dialogs",
      test: (id: string) => member.cardDialogs.has(id),
      priority: 1,
      entriesAware: true,
      entriesAwareMergeThreshold: 4096,
    },
  ];
  return { plugin, groups };
}
