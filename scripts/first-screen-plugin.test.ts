import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  firstScreenFiles,
  firstScreenScript,
  withFirstScreenScript,
  withInlineIcon,
} from "./first-screen-plugin.ts";
import {
  APP_CONFIG_STORAGE_KEY,
  LOCALE_STORAGE_KEY,
  SESSION_STORAGE_KEY,
} from "../src/lib/storage-keys.ts";
import { CONFIG_REQUEST, CONFIG_URL, FIRST_REQUEST } from "../src/lib/start-handoff.ts";

const manifest = {
  "index.html": {
    file: "assets/index-1.js",
    imports: ["_start-1.js"],
    css: ["assets/start-1.css"],
  },
  "_start-1.js": { file: "assets/start-1.js" },
  "_shell-1.js": {
    file: "assets/shell-1.js",
    imports: ["_start-1.js"],
    css: ["assets/shell-1.css"],
  },
  "src/app/signed-in-router.tsx": { file: "assets/router-1.js", imports: ["_shell-1.js"] },
  "src/app/app-shell.tsx": { file: "assets/app-shell-1.js", imports: ["_shell-1.js"] },
  "src/features/home/home.page.tsx": { file: "assets/home-1.js", imports: ["_shell-1.js"] },
  "src/features/cards/card-details.page.tsx": {
    file: "assets/card-1.js",
    imports: ["_card-1.js", "_start-1.js"],
  },
  "_card-1.js": { file: "assets/card-group-1.js" },
  "node_modules/ofetch/dist/index.mjs": { file: "assets/ofetch-1.js" },
  "src/lib/api/screen-error-messages.ts": { file: "assets/errors-1.js", imports: ["_start-1.js"] },
  "locales/fr/messages.po": { file: "assets/messages-fr.js" },
  "locales/en/messages.po": { file: "assets/messages-en.js" },
  "locales/fr/screens.po": { file: "assets/screens-fr.js" },
  "locales/en/screens.po": { file: "assets/screens-en.js" },
};

/** Runs the script as a page would, and gives the links it added. */
function linksAdded(script: string, page: { session: boolean; path: string; locale?: string }) {
  const links: { rel: string; as?: string; href: string; crossOrigin?: string }[] = [];
  const storage = (items: Record<string, string>) => ({ getItem: (k: string) => items[k] ?? null });
  const document = {
    createElement: () => ({}) as (typeof links)[number],
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
  };
  runInNewContext(script, {
    sessionStorage: storage(page.session ? { [SESSION_STORAGE_KEY]: "{}" } : {}),
    localStorage: storage(page.locale ? { [LOCALE_STORAGE_KEY]: page.locale } : {}),
    location: { pathname: page.path },
    document,
  });
  return links;
}

describe("the first screen's preloads in index.html", () => {
  const script = firstScreenScript(firstScreenFiles(manifest));

  it("preloads a card's chunks, its stylesheets and the http client, not what the entry loads", () => {
    const links = linksAdded(script, { session: true, path: "/cards/details/0420000001" });
    expect(links.map((l) => l.href).sort()).toEqual(
      [
        "/assets/router-1.js",
        "/assets/shell-1.js",
        "/assets/shell-1.css",
        "/assets/app-shell-1.js",
        "/assets/messages-fr.js",
        "/assets/card-1.js",
        "/assets/card-group-1.js",
        "/assets/ofetch-1.js",
      ].sort(),
    );
    // Its words are in the start's catalogue: the screens' one comes with its histories.
    const other = linksAdded(script, { session: true, path: "/customers/list" });
    expect(other.map((l) => l.href)).toEqual(
      expect.arrayContaining(["/assets/screens-fr.js", "/assets/errors-1.js"]),
    );
    expect(links.find((l) => l.href.endsWith(".css"))).toMatchObject({
      rel: "preload",
      as: "style",
      crossOrigin: "",
    });
    expect(links.find((l) => l.href.endsWith("card-1.js"))?.rel).toBe("modulepreload");
  });

  it("the home without the screens' texts, in the chosen language; nothing signed out", () => {
    const home = linksAdded(script, { session: true, path: "/", locale: "en" }).map((l) => l.href);
    expect(home).toContain("/assets/home-1.js");
    expect(home).toContain("/assets/messages-en.js");
    // Its first paint asks the API nothing: neither the screens' texts nor the http client.
    expect(home.some((href) => /screens|card|errors|ofetch/.test(href))).toBe(false);
    expect(linksAdded(script, { session: false, path: "/" })).toEqual([]);
  });

  it("refuses a build without the chunks it names", () => {
    const { "node_modules/ofetch/dist/index.mjs": _ofetch, ...without } = manifest;
    expect(() => firstScreenFiles(without)).toThrow(/ofetch/);
  });

  it("an unknown language's choice falls back to French", () => {
    const hrefs = linksAdded(script, { session: true, path: "/", locale: "de" }).map((l) => l.href);
    expect(hrefs).toContain("/assets/messages-fr.js");
  });

  it("starts the config's request (index.html's preload of it), signed in or not, and leaves it for the app", () => {
    for (const session of [true, false]) {
      const asked: [string, RequestInit | undefined][] = [];
      const request = Promise.reject(new Error("offline"));
      const window: Record<string, unknown> = {};
      const fetch = (url: string, init?: RequestInit) => (asked.push([url, init]), request);
      const storage = { getItem: () => (session ? "{}" : null) };
      const document = { createElement: () => ({}), head: { appendChild: () => undefined } };
      runInNewContext(script, {
        window,
        fetch,
        sessionStorage: storage,
        localStorage: storage,
        location: { pathname: "/" },
        document,
      });
      // As the preload asked for it (same mode and cache): the browser hands its answer over.
      expect(asked).toEqual([[CONFIG_URL, undefined]]);
      expect(window[CONFIG_REQUEST]).toBe(request); // its failure handled: no unhandled rejection
    }
    // A browser without fetch: the preloads still go, the app asks for its config itself.
    expect(linksAdded(script, { session: true, path: "/" }).length).toBeGreaterThan(0);
  });

  it("on a card's page, asks the API for the card with the session's token, for the app", async () => {
    const session = JSON.stringify({ accessToken: "token-1", refreshToken: "refresh-1" });
    const document = { createElement: () => ({}), head: { appendChild: () => undefined } };
    const run = (path: string, items: Record<string, string>, config: object = {}) => {
      const asked: [string, RequestInit | undefined][] = [];
      const window: Record<string, unknown> = {};
      const fetch = async (url: string, init?: RequestInit) => (
        asked.push([url, init]),
        Response.json(url === CONFIG_URL ? config : {})
      );
      const storage = { getItem: (key: string) => items[key] ?? null };
      const context = { window, fetch, sessionStorage: storage, localStorage: storage, document };
      runInNewContext(script, { ...context, location: { pathname: path } });
      return {
        asked,
        first: window[FIRST_REQUEST] as { path: string; response: Promise<unknown> },
      };
    };
    const card = "/api/card/number/0420000001";
    const headers = { Accept: "application/json", Authorization: "Bearer token-1" };
    // At the API the last config named, at once.
    const remembered = {
      [SESSION_STORAGE_KEY]: session,
      [APP_CONFIG_STORAGE_KEY]: '{"apiBaseUrl":"https://api.test/"}',
    };
    const known = run("/cards/details/0420000001", remembered);
    expect(known.asked[1]).toEqual([`https://api.test${card}`, { headers }]);
    expect(known.first.path).toBe(card);
    // Else at the one the config's answer names, once it has come.
    const first = run(
      "/cards/details/0420000001",
      { [SESSION_STORAGE_KEY]: session },
      { apiBaseUrl: "" },
    );
    await first.first.response;
    expect(first.asked.map(([url]) => url)).toEqual([CONFIG_URL, card]);
    // Not on another page, not for a number it would have to encode, not without a token.
    for (const [path, items] of [
      ["/cards/list", { [SESSION_STORAGE_KEY]: session }],
      ["/cards/details/a%2Fb", { [SESSION_STORAGE_KEY]: session }],
      ["/cards/details/0420000001", { [SESSION_STORAGE_KEY]: "{}" }],
      ["/cards/details/0420000001", { [SESSION_STORAGE_KEY]: "not json" }],
    ] as const) {
      const other = run(path, items);
      expect(other.asked.map(([url]) => url)).toEqual([CONFIG_URL]);
      expect(other.first).toBeUndefined();
    }
  });

  it("inlines the tab icon as a data URL, and refuses a page without it", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="64" height="64"/></svg>\n';
    const html = withInlineIcon(
      '<head><link rel="icon" type="image/svg+xml" href="/favicon.svg" /></head>',
      svg,
    );
    const href = /href="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(href.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(href.slice("data:image/svg+xml,".length))).toBe(svg.trim());
    expect(() => withInlineIcon("<head></head>", svg)).toThrow(/icon link/);
  });

  it("goes inline before the entry script, which stays, after the config's preload; refuses what would end it early", () => {
    const entry = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
    const html = withFirstScreenScript(`<head>${entry}</head>`, "var a = 1;");
    const preload = `<link rel="preload" href="${CONFIG_URL}" as="fetch" crossorigin />`;
    expect(html).toBe(`<head>${preload}\n    <script>var a = 1;</script>\n    ${entry}</head>`);
    expect(() => withFirstScreenScript(`<head>${entry}</head>`, "'</script>'")).toThrow();
  });
});
