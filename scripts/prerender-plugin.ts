/**
 * Vite plugin: after the build has written its files, renders the pages of PRERENDERED_PAGES
 * with src/app/prerender.tsx (through a Vite server in SSR mode, so the Lingui macro, the .po
 * catalogues and the `@` alias work as in the app) and writes each as `<path>.html` beside
 * index.html: the same head (CSS, entry script), with the screen's markup inside #root and the
 * path in `data-prerendered`. Runs before the service worker is generated (so the page is
 * precached, served for its path by Workbox's clean URLs) and before the precompression.
 * The reference server sends it for its path (server/http/static.route.ts).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createServer, type Plugin } from "vite";
import { APP_STARTED, HELD_CLICK } from "../src/lib/start-handoff.ts";

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

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/g;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/** The app's entry script named by index.html. */
export function entryScriptOf(shell: string): string {
  const href = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!href) throw new Error("index.html has no module entry script");
  return href;
}

/**
 * The script a prerendered page loads in place of the entry: the entry, once the page has been
 * painted. On a slow tablet whose Wi-Fi is fast, the scripts would otherwise arrive with the HTML
 * and be run (the app's modules, then the hydration) before the first paint; this way the form
 * shows first and the app takes it over a moment later (typing meanwhile is kept, src/main.tsx).
 */
export function afterPaintLoader(entryHref: string): { fileName: string; code: string } {
  const code = `// Made by scripts/prerender-plugin.ts: the app starts after the first paint; a tap on a
// button before it has started is held, and tapped again by its screen (src/lib/start-handoff.ts).
let taps = 0;
document.addEventListener("click", (event) => {
  if (document.documentElement.hasAttribute(${JSON.stringify(APP_STARTED)})) return;
  const button = event.target instanceof Element && event.target.closest("button");
  if (!button) return;
  event.preventDefault();
  event.stopPropagation(); // nor seen by React before the screen is live: tapped once, later
  button.setAttribute(${JSON.stringify(HELD_CLICK)}, String(++taps));
}, true);
requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(entryHref)})));
`;
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
  return { fileName: `assets/after-paint-${hash}.js`, code };
}

/**
 * The page: index.html with the markup in #root, its render-blocking stylesheets inlined (the
 * CSP allows inline styles, server/http/security-headers.ts) so the first paint waits for this
 * one file only, and its entry started by `loaderHref` (afterPaintLoader) with nothing preloaded
 * before that paint. `readAsset` gives a built file's text by its URL path.
 */
export function prerenderedHtml(
  shell: string,
  page: { path: string; markup: string; loaderHref: string },
  readAsset: (urlPath: string) => string,
): string {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
  return shell
    .replace(STYLESHEET, (_link, href: string) => {
      const css = readAsset(href);
      if (/url\(|<\/style/i.test(css)) throw new Error(`${href} cannot be inlined as it is`);
      return `<style>${css}</style>`;
    })
    .replace(MODULE_PRELOAD, "")
    .replace(ENTRY_SCRIPT, () => `<script type="module" src="${page.loaderHref}"></script>`)
    .replace(
      EMPTY_ROOT,
      () => `<div id="root" data-prerendered="${page.path}">${page.markup}</div>`,
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
          const loader = afterPaintLoader(entryScriptOf(shell));
          await writeFile(join(outDir, loader.fileName), loader.code);
          const readAsset = (href: string) => readFileSync(join(outDir, href), "utf8");
          for (const path of PRERENDERED_PAGES) {
            const markup = await prerenderPage(path);
            const loaderHref = `/${loader.fileName}`;
            const page = prerenderedHtml(shell, { path, markup, loaderHref }, readAsset);
            await writeFile(join(outDir, `${path.slice(1)}.html`), page);
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
