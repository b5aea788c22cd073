// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The code of a module, its comments left out. */
const code = (file: string) =>
  readFileSync(new URL(file, import.meta.url), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "");

describe("the outbox and the sync engine", () => {
  it("know no entity: each command brings its kind's cache effect (entity-cache.ts)", () => {
    for (const file of ["./outbox.ts", "./sync-engine.ts", "./sync-runner.ts"])
      expect([file, code(file).match(/\b(cards?|kiosks?|customers?)\b/gi) ?? []]).toEqual([
        file,
        [],
      ]);
  });
});
