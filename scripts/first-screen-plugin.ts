/**
 * Vite plugin: index.html (every signed-in path's page) starts fetching the first screen's files
 * with the entry, not once the entry has run. A small inline script, in the page's head (allowed
 * by its hash in the Content-Security-Policy: server/http/inline-scripts.ts), reads whether
 * this tab is signed in (the session's key in sessionStorage, src/lib/session/session-store.ts),
 * the path and the chosen language (src/lib/i18n/i18n.ts), and adds a `modulepreload` for each
 * chunk of that screen (the router, the shell and the page: home, a card, or any other screen's
 * texts) and a `preload` for its stylesheets. Signed out it adds nothing (the sign-in page has
 * its own prerendered page, scripts/prerender-plugin.ts). Signed in or not, it starts the
 * request of the runtime config, which the app takes (src/lib/api/app-config.ts) rather than
 * asking once its entry has come and run; on a card's page, the card's GET too, which the http
 * client takes (`adopt`, src/lib/api/http-client.ts). Written after the build, before the
 * service worker's precache and the precompression, as the prerender.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { DEFAULT_LOCALE, LOCALES } from "../src/lib/i18n/locales.ts";
import { PATTERNS } from "../src/lib/paths.ts";
import {
  APP_CONFIG_STORAGE_KEY,
  LOCALE_STORAGE_KEY,
  SESSION_STORAGE_KEY,
} from "../src/lib/storage-keys.ts";
import { CONFIG_REQUEST, CONFIG_URL, FIRST_REQUEST } from "../src/lib/start-handoff.ts";
import { CARD_BY_NUMBER } from "../src/contract/first-requests.ts";
import { svgDataUrl } from "../src/lib/svg-data-url.ts";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const SHELL = ["src/app/signed-in-router.tsx", "src/app/app-shell.tsx"];
/**
 * By screen: its page's module, and whether its texts are in the screens' catalogue (a card's
 * first paint has its words in the start's: lingui.config.ts).
 */
const SCREENS = {
  home: { page: "src/features/home/home.page.tsx", screens: false, api: false },
  card: { page: "src/features/cards/card-details.page.tsx", screens: false, api: true },
  other: { page: undefined, screens: true, api: true },
} as const;
/** The http client's ofetch, asked for by src/main.tsx for a screen whose first paint asks the API. */
const HTTP_CLIENT = "node_modules/ofetch/dist/index.mjs";
/** The API's error texts, which come with the screens' catalogue (src/lib/i18n/i18n.ts). */
const SCREEN_ERRORS = "src/lib/api/screen-error-messages.ts";
/** A card's page (src/lib/paths.ts): its pattern up to the number. */
const CARD_PAGE = PATTERNS.card.slice(0, PATTERNS.card.indexOf(":"));

/** The files `keys` load (their static imports, transitively), without those of `loaded`. */
function filesOf(manifest: Manifest, keys: string[], loaded = new Set<string>()): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? [])]) files.add(file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files].filter((file) => !loaded.has(file));
}

/** Per screen and locale, the files to preload (what index.html's entry loads left out). */
export function firstScreenFiles(manifest: Manifest): Record<string, string[]> {
  const loaded = new Set(filesOf(manifest, ["index.html"]));
  for (const key of [HTTP_CLIENT, SCREEN_ERRORS])
    if (!manifest[key])
      throw new Error(`the build has no chunk for ${key} (scripts/first-screen-plugin.ts)`);
  const plan: Record<string, string[]> = {};
  for (const [name, screen] of Object.entries(SCREENS))
    for (const locale of LOCALES) {
      const keys = [...SHELL, `locales/${locale}/messages.po`];
      if (screen.page) keys.push(screen.page);
      if (screen.screens) keys.push(`locales/${locale}/screens.po`, SCREEN_ERRORS);
      if (screen.api) keys.push(HTTP_CLIENT);
      plan[`${name}.${locale}`] = filesOf(manifest, keys, loaded).map((file) => `/${file}`);
    }
  return plan;
}

/** The script: which plan applies here, and a link for each of its files. */
export function firstScreenScript(plan: Record<string, string[]>): string {
  return `// Made by scripts/first-screen-plugin.ts: the runtime config is asked for now, signed in
// or not, and handed to the app (src/lib/api/app-config.ts)...
try {
  var config = fetch(${JSON.stringify(CONFIG_URL)}); // the preload's answer (withFirstScreenScript)
  config.catch(function () {}); // offline: the app falls back, and says nothing of it here
  window[${JSON.stringify(CONFIG_REQUEST)}] = config;
} catch (error) {
  // No fetch: the app asks itself.
}
// ...and a signed-in tab fetches its screen's files.
try {
  if (sessionStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})) {
    var path = location.pathname;
    var screen = path === ${JSON.stringify(PATTERNS.home)} ? "home" : path.indexOf(${JSON.stringify(CARD_PAGE)}) === 0 ? "card" : "other";
    var locale = localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)});
    if (${JSON.stringify(LOCALES)}.indexOf(locale) < 0) locale = ${JSON.stringify(DEFAULT_LOCALE)};
    var files = ${JSON.stringify(plan)}[screen + "." + locale] || [];
    for (var i = 0; i < files.length; i++) {
      var link = document.createElement("link");
      var css = files[i].slice(-4) === ".css";
      link.rel = css ? "preload" : "modulepreload";
      if (css) link.as = "style";
      link.crossOrigin = "";
      link.href = files[i];
      document.head.appendChild(link);
    }
  }
} catch (error) {
  // Storage refused (a private window): the entry fetches them itself.
}
// A card's page asks the API for the card now, with the session's token, at the API the last
// config named (else the one the config's answer names): src/main.tsx hands the answer to the
// http client, which asks again itself should this one fail or its token be refused.
try {
  var number = location.pathname.slice(${JSON.stringify(CARD_PAGE)}.length);
  var token = JSON.parse(sessionStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}) || "{}").accessToken;
  if (location.pathname.indexOf(${JSON.stringify(CARD_PAGE)}) === 0 && /^[A-Za-z0-9_-]{1,64}$/.test(number) && typeof token === "string") {
    var apiPath = ${JSON.stringify(CARD_BY_NUMBER)}.replace(":number", number);
    var ask = function (api) {
      var base = api && typeof api.apiBaseUrl === "string" ? api.apiBaseUrl.replace(/[/]+$/, "") : "";
      return fetch(base + apiPath, { headers: { Accept: "application/json", Authorization: "Bearer " + token } });
    };
    var known = JSON.parse(localStorage.getItem(${JSON.stringify(APP_CONFIG_STORAGE_KEY)}) || "null");
    var card = known ? ask(known) : config.then(function (answer) { return answer.clone().json(); }).then(ask);
    card.catch(function () {}); // the http client asks again and meets any failure itself
    window[${JSON.stringify(FIRST_REQUEST)}] = { path: apiPath, response: card };
  }
} catch (error) {
  // Storage refused, or no fetch: the app asks for the card itself.
}
`;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/assets\/[\w.-]+\.js"><\/script>/;

/**
 * index.html with the script inline before its entry: a classic script runs as the parser meets
 * it, so the links are there before the entry (a deferred module) has even been fetched. Before
 * it, the config's preload: the browser sends it as it reads the page, before any script has
 * run (on a repeat visit, while the page's own code is still being set up), and the script's
 * request of the same URL (same mode, same cache) takes its answer.
 */
export function withFirstScreenScript(html: string, code: string): string {
  if (!ENTRY_SCRIPT.test(html)) throw new Error("index.html has no module entry script");
  if (code.includes("</")) throw new Error("the first-screen script cannot be inlined");
  const preload = `<link rel="preload" href="${CONFIG_URL}" as="fetch" crossorigin />`;
  return html.replace(
    ENTRY_SCRIPT,
    (entry) => `${preload}\n    <script>${code}</script>\n    ${entry}`,
  );
}

const ICON_LINK = /<link rel="icon" type="image\/svg\+xml" href="\/favicon\.svg" \/>/;

/**
 * index.html with its tab icon (public/favicon.svg) as a data URL: the browser asks for it while
 * the first screen loads, one request more among the six it sends at a time.
 */
export function withInlineIcon(html: string, svg: string): string {
  if (!ICON_LINK.test(html)) throw new Error("index.html has no /favicon.svg icon link");
  return html.replace(
    ICON_LINK,
    `<link rel="icon" type="image/svg+xml" href="${svgDataUrl(svg)}" />`,
  );
}

export function firstScreenPlugin(): Plugin {
  let outDir = "dist";
  let publicDir = "public";
  return {
    name: "backoffice:first-screen",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    async transformIndexHtml(html) {
      return withInlineIcon(html, await readFile(join(publicDir, "favicon.svg"), "utf8"));
    },
    writeBundle: {
      sequential: true,
      order: "post",
      async handler() {
        const manifest = JSON.parse(
          await readFile(join(outDir, ".vite/manifest.json"), "utf8"),
        ) as Manifest;
        const code = firstScreenScript(firstScreenFiles(manifest));
        const index = join(outDir, "index.html");
        await writeFile(index, withFirstScreenScript(await readFile(index, "utf8"), code));
      },
    },
  };
}
