/**
 * Vite plugin: Mantine's components take their ids from src/ui/mantine-use-id.ts, not from
 * @mantine/hooks' `useId`, which renders each of them a second time after its mount (the reason
 * is in that file). Only the build: the tests run Mantine as published.
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const MANTINE_USE_ID = /\/use-id\/use-id\.mjs$/;
const REPLACEMENT = fileURLToPath(new URL("../src/ui/mantine-use-id.ts", import.meta.url));

/** Whether `source`, imported by `importer`, is @mantine/hooks' useId module. */
export function isMantineUseId(source: string, importer: string | undefined): boolean {
  return (
    !!importer &&
    importer.replaceAll("\\", "/").includes("/node_modules/@mantine/hooks/") &&
    MANTINE_USE_ID.test(source)
  );
}

export function mantineUseId(): Plugin {
  let replaced = false;
  return {
    name: "backoffice:mantine-use-id",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!isMantineUseId(source, importer)) return null;
      replaced = true;
      return REPLACEMENT;
    },
    buildEnd(error) {
      // A Mantine whose useId moved would silently bring back the second render.
      if (!error && !replaced)
        this.error("@mantine/hooks has no use-id/use-id.mjs (scripts/mantine-use-id.ts)");
    },
  };
}
