import { defineConfig } from "@lingui/cli";

// French is the source, default and fallback locale: messages are written in French in the code
// and the English catalogue must translate every one of them (checked by `npm run i18n:check`).
export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr", "en"],
  fallbackLocales: { default: "fr" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/src"],
      exclude: ["**/node_modules/**", "**/*.test.ts", "**/*.test.tsx"],
    },
  ],
  format: "po",
  orderBy: "messageId",
});
