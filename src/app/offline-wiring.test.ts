// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { findCommand } from "@/lib/commands/command";
import { COMMAND_MODULES } from "./offline-wiring";

const ROOT = join(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("command modules", () => {
  const declaring = sourceFiles(join(ROOT, "src"))
    .filter((path) => /\bdefineCommand[<(]/.test(readFileSync(path, "utf8")))
    .map((path) => `/${relative(ROOT, path)}`)
    .filter((path) => path !== "/src/lib/commands/command.ts");

  it("are every file that declares a command, so a reload finds each pending entry's command", () => {
    expect(declaring.length).toBeGreaterThan(0);
    expect(declaring.filter((path) => !(path in COMMAND_MODULES))).toEqual([]);
  });

  it("register their commands by name once loaded", async () => {
    await Promise.all(Object.values(COMMAND_MODULES).map((load) => load()));
    for (const name of ["card.bonus", "card.recycle", "kiosk.create", "kiosk.delete"])
      expect(findCommand(name)?.name).toBe(name);
  });
});
