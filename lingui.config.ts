import { defineConfig } from "@lingui/cli";

const tests = ["**/node_modules/**", "**/*.test.ts", "**/*.test.tsx"];
const withScreens = ["<rootDir>/src/ui/paged-list", "<rootDir>/src/ui/scanner"];
const withScreensFiles = [
  "<rootDir>/src/ui/offline/pending-panel.tsx",
  "<rootDir>/src/ui/offline/pending-entry.tsx",
  "<rootDir>/src/ui/device-key-section.tsx",
  "<rootDir>/src/ui/device-health-badge.tsx",
  "<rootDir>/src/ui/details-parts.tsx",
  "<rootDir>/src/lib/api/screen-error-messages.ts",
];
// A card's page as it first paints (its balances, its actions, their toasts): a scan or a link
// opens it straight after the start, so its words come with the start's catalogue and the card
// does not wait for the screens' one (its route is a `page`, src/app/route-table.ts); its dialogs
// and histories wait for it (`screenTexts`, src/ui/lazy-part.tsx).
const firstPaintFiles = [
  "<rootDir>/src/features/cards/card-details.page.tsx",
  "<rootDir>/src/features/cards/card-actions.tsx",
  "<rootDir>/src/features/cards/card-status.tsx",
  "<rootDir>/src/features/cards/card-commands.ts",
];

// French is the source, default and fallback locale: messages are written in French in the code
// and the English catalogue must translate every one of them (checked by `npm run i18n:check`).
// Two catalogues per locale: `messages` holds what the first screens need (shell, sign-in, home,
// a card's first paint, shared UI and rules) and loads at start; `screens` holds the feature
// screens and loads with the first of them (src/lib/i18n/i18n.ts), so the sign-in page stays
// light. Shared pieces that only feature screens or a lazily loaded panel show (the list screens,
// the scanner, the pending actions panel) have their texts with the screens; their loaders load
// that catalogue too.
export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr", "en"],
  fallbackLocales: { default: "fr" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: [
        "<rootDir>/src/app",
        "<rootDir>/src/ui",
        "<rootDir>/src/lib",
        "<rootDir>/src/contract",
        "<rootDir>/src/features/auth",
        "<rootDir>/src/features/home",
        ...firstPaintFiles,
      ],
      exclude: [...tests, ...withScreens.map((path) => `${path}/**`), ...withScreensFiles],
    },
    {
      path: "<rootDir>/locales/{locale}/screens",
      include: ["<rootDir>/src/features", ...withScreens, ...withScreensFiles],
      exclude: [
        ...tests,
        "<rootDir>/src/features/auth/**",
        "<rootDir>/src/features/home/**",
        ...firstPaintFiles,
      ],
    },
  ],
  format: "po",
  orderBy: "messageId",
});
