/**
 * Vite plugin: after the build has written its files, renders the pages of PRERENDERED_PAGES
 * with src/app/prerender.tsx (through a Vite server in SSR mode, so the Lingui macro, the .po
 * catalogues and the `@` alias work as in the app) and writes each as `<path>.html` beside
 * index.html: the same head (CSS, entry script), with the screen's markup inside #root and the
 * path in `data-prerendered`. Runs before the service worker is generated (so the page is
 * precached, served for its path by Workbox's clean URLs) and before the precompression.
 * The reference server sends it for its path (server/http/static.route.ts).
 */
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createServer, type Plugin } from "vite";

/** The screens a visitor may open first while signed out: only the sign-in page. */
export const PRERENDERED_PAGES = ["/login"] as const;

const EMPTY_ROOT = '<div id="root"></div>';

/** sessionStorage / localStorage for the modules that open them at import (src/lib/session). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

export function prerenderedHtml(shell: string, path: string, markup: string): string {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
  return shell.replace(
    EMPTY_ROOT,
    () => `<div id="root" data-prerendered="${path}">${markup}</div>`,
  );
}

export function prerenderPlugin(): Plugin {
  let outDir = "dist";
  let root = process.cwd();
  let configFile: string | undefined;
  return {
    name: "backoffice:prerender",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    writeBundle: {
      sequential: true,
      order: "post",
      async handler() {
        const start = performance.now();
        const globals = globalThis as Partial<Record<"sessionStorage" | "localStorage", Storage>>;
        globals.sessionStorage ??= memoryStorage();
        globals.localStorage ??= memoryStorage();
        const server = await createServer({
          configFile,
          root,
          logLevel: "error",
          appType: "custom",
          server: { middlewareMode: true, hmr: false, watch: null },
        });
        try {
          const { prerenderPage } = (await server.ssrLoadModule("/src/app/prerender.tsx")) as {
            prerenderPage: (path: string) => Promise<string>;
          };
          const shell = await readFile(join(outDir, "index.html"), "utf8");
          for (const path of PRERENDERED_PAGES) {
            const markup = await prerenderPage(path);
            await writeFile(
              join(outDir, `${path.slice(1)}.html`),
              prerenderedHtml(shell, path, markup),
            );
          }
        } finally {
          await server.close();
        }
        const ms = Math.round(performance.now() - start);
        this.info(`prerendered ${PRERENDERED_PAGES.join(", ")} in ${ms} ms`);
      },
    },
  };
}
