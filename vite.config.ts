/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import babel from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import pkg from "./package.json" with { type: "json" };

// Plugin order matters: the Lingui macro runs through Babel before React's transform, then the
// Lingui plugin compiles .po catalogues on import, then the PWA plugin precaches the app shell.
export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
  },
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  plugins: [
    babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
    react(),
    lingui(),
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["favicon.svg"],
      manifest: {
        name: "BackOffice — parc de loisirs",
        short_name: "BackOffice",
        description: "Back-office du parc : cartes de jeu, clients, bornes, jeux et historiques.",
        lang: "fr",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "any",
        theme_color: "#1c4e80",
        background_color: "#f4f6fa",
        icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
      },
      workbox: {
        // The app shell only: API data lives in IndexedDB (Dexie), never in the SW cache.
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//, /^\/connect\//, /^\/config\.json$/],
      },
    }),
  ],
  build: { target: "es2022", sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
  server: {
    port: 5790,
    proxy: { "/api": "http://localhost:4790", "/connect": "http://localhost:4790" },
  },
  preview: { port: 5791 },
  test: {
    environment: "jsdom",
    setupFiles: ["src/testing/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    pool: "threads",
    testTimeout: 15000,
  },
});
