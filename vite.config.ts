/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import babel from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import pkg from "./package.json" with { type: "json" };
import { precompressPlugin } from "./server/http/precompress.ts";
import { prerenderPlugin } from "./scripts/prerender-plugin.ts";
import { firstScreenPlugin } from "./scripts/first-screen-plugin.ts";
import { chunkGroups } from "./scripts/chunk-groups.ts";
import { mantineUseId } from "./scripts/mantine-use-id.ts";

const chunks = chunkGroups();

/** The chunks of the screens a visit starts on: sign-in, first sign-in, the signed-in home, a card. */
const FIRST_SCREENS = /(login|first-login|home|card-details)\.page|app-shell/;

// Plugin order matters: the Lingui macro runs through Babel before React's transform, then the
// Lingui plugin compiles .po catalogues on import, then the PWA plugin precaches the app shell.
export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
  },
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  plugins: [
    // Mantine's components keep the ids of their first render (scripts/mantine-use-id.ts).
    mantineUseId(),
    babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
    chunks.plugin,
    react(),
    lingui(),
    // Writes dist/login.html (the sign-in page's markup) before the PWA plugin lists the precache.
    prerenderPlugin(),
    // After the prerender (the sign-in page needs none of it), before the service worker.
    firstScreenPlugin(),
    VitePWA({
      registerType: "prompt",
      // Registered by src/app/pwa.ts, after the first render (virtual:pwa-register).
      injectRegister: false,
      includeAssets: ["favicon.svg", "icons/apple-touch-icon-180.png"],
      manifest: {
        id: "/",
        name: "BackOffice — parc de loisirs",
        short_name: "BackOffice",
        description:
          "Back-office du parc de loisirs : cartes de jeu, clients, bornes, jeux, articles et historiques, même hors ligne.",
        lang: "fr",
        dir: "ltr",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "any",
        theme_color: "#1c4e80",
        background_color: "#f4f6fa",
        categories: ["business", "productivity"],
        // PNGs made from favicon.svg by scripts/make-icons.ts.
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          {
            src: "/icons/maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
          { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
        ],
      },
      workbox: {
        // The app shell only: API data lives in IndexedDB (Dexie), never in the SW cache, and
        // /config.json is always asked of the network (app-config.ts remembers the last one).
        // .wasm: the scanner's decoder (src/ui/scanner/detector.ts), so scanning works offline.
        globPatterns: ["**/*.{js,css,html,svg,png,woff2,wasm}"],
        globIgnores: ["**/config.json"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//, /^\/connect\//, /^\/config\.json$/],
        // The first install controls the open page at once (offline works without a reload);
        // an update still waits for the "Mettre à jour" prompt (no skipWaiting).
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
    // Last: .br and .gz copies of every compressible file of the build, sw.js included, served
    // by server/http/static-files.ts according to Accept-Encoding.
    precompressPlugin(),
  ],
  build: {
    target: "es2022",
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Only the first screens' chunks are preloaded with their dependencies: listing every
    // screen's dependencies in the entry chunk would weigh on the sign-in page (its 150 KB gzip
    // budget, bench/bundle-size.ts), and once the service worker has precached the app a
    // screen's imports are local anyway.
    modulePreload: {
      // index.html's own: its entry's chunks, fetched beside it rather than after it.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === "html" || FIRST_SCREENS.test(file) ? deps : [],
    },
    // Imported constants (a path, a key) are written where they are used rather than imported:
    // a module of constants shared with lazy screens is then no chunk of its own on the sign-in page.
    rolldownOptions: {
      optimization: { inlineConst: true },
      output: { codeSplitting: { groups: chunks.groups } },
    },
  },
  server: {
    port: 5790,
    proxy: { "/api": "http://localhost:4790", "/connect": "http://localhost:4790" },
  },
  preview: { port: 5791 },
  test: {
    pool: "threads",
    // Vitest's default leaves a core idle (2 cores here: one worker); the suite is CPU-bound and
    // its timing-sensitive tests hold with every core busy (233 s -> 169 s on this machine).
    maxWorkers: "100%",
    testTimeout: 15000,
    // Only what renders needs jsdom, whose set-up per file was 45 % of the suite's time.
    projects: [
      {
        // The reference server's tests (and the scripts'): each builds its own app on its own
        // database, so they share a worker's modules (no isolation: their imports once per worker,
        // 40 s -> 26 s). Nothing of theirs mocks a module.
        extends: true,
        test: {
          name: "server",
          environment: "node",
          isolate: false,
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        // The app's logic: Node too, a file that needs a browser says so at its top
        // (`// @vitest-environment jsdom`).
        extends: true,
        test: {
          name: "app-logic",
          environment: "node",
          setupFiles: ["src/testing/setup.ts"],
          include: ["src/**/*.test.ts"],
        },
      },
      {
        // Components and hooks, rendered in jsdom.
        extends: true,
        test: {
          name: "app-dom",
          environment: "jsdom",
          setupFiles: ["src/testing/setup.ts"],
          include: ["src/**/*.test.tsx"],
        },
      },
    ],
  },
});
