// @ts-check
import js from "@eslint/js";
import lingui from "eslint-plugin-lingui";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Import direction (DESIGN.md §3): contract <- lib <- ui <- features <- app; features never import each other. */
const layer = (files, patterns) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: patterns.map((group) => ({
          group: [group],
          message: "Imports flow contract <- lib <- ui <- features <- app (DESIGN.md §3).",
        })),
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "dist-*/",
      ".test-reports/",
      "node_modules/",
      "data/",
      "locales/",
      "test-results/",
      "playwright-report/",
      "server/drizzle/",
      "dev-dist/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ["*.js"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
      "@typescript-eslint/only-throw-error": "off",
      "@typescript-eslint/require-await": "off",
      // French messages hold non-breaking spaces before : ; ? ! and inside « » (scripts/
      // check-translations.ts asks for them); elsewhere an odd space is still an error.
      "no-irregular-whitespace": ["error", { skipTemplates: true, skipJSXText: true }],
    },
  },
  { files: ["**/*.js"], ...tseslint.configs.disableTypeChecked },
  layer(["src/contract/**"], ["@/*", "../*", "react", "react-dom", "node:*"]),
  layer(["src/lib/**"], ["@/ui/*", "@/features/*", "@/app/*"]),
  layer(["src/ui/**"], ["@/features/*", "@/app/*"]),
  layer(["src/features/**"], ["@/app/*", "@/features/*", "../*"]),
  layer(["server/**"], ["@/*", "**/src/lib/*", "**/src/ui/*", "**/src/features/*", "**/src/app/*"]),
  {
    files: ["src/app/**/*.tsx", "src/features/**/*.tsx", "src/ui/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    plugins: { lingui },
    rules: {
      ...lingui.configs["flat/recommended"].rules,
      "lingui/no-unlocalized-strings": [
        "error",
        {
          // Codes, identifiers, paths and CSS values are not text; language names stay in their own language.
          ignore: [
            "^[A-Z0-9_]+$",
            "^[a-z0-9_./:#@?=&%()-]+$",
            "^[a-z]+([A-Z][a-z0-9]*)+$",
            "^BackOffice$",
            "^mod\\+[A-Z]$",
            "^Français$",
            "^English$",
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  "^(className|style|href|to|path|type|name|id|key|role|autoComplete|inputMode|color|variant|size|position|justify|align|component|ta|tt|fw|c|bg|mt|mb|mih|maw|w|p|px|py|gap|radius|shadow|wrap|width|height|leftSection|rightSection|visibleFrom|hiddenFrom|aria-hidden|data-testid|src|alt)$",
              },
            },
          ],
          ignoreFunctions: [
            "console.*",
            "Error",
            "notify",
            "navigate",
            "document.getElementById",
            "*.startsWith",
            "new URL",
            "URLSearchParams",
            "localStorage.*",
            "sessionStorage.*",
          ],
        },
      ],
    },
  },
);
