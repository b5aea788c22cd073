import { describe, expect, it } from "vitest";
import { nameGroupedModules } from "./chunk-groups.ts";

describe("the build manifest's names for the lazy modules of a group's chunk", () => {
  const root = "/repo";
  const shell = { file: "assets/shell-1.js", name: "shell", imports: ["_start-1.js"] };

  it("each grouped module gets the entry of the chunk that holds it", () => {
    const manifest: Record<string, { file: string }> = {
      "_shell-1.js": shell,
      "src/features/cards/card-details.page.tsx": { file: "assets/card-details.page-1.js" },
    };
    const chunks = [
      {
        fileName: "assets/shell-1.js",
        moduleIds: ["/repo/src/app/app-shell.tsx", "/repo/src/x.ts"],
      },
    ];
    const lazy = ["/repo/src/app/app-shell.tsx", "/repo/src/features/cards/card-details.page.tsx"];
    expect(nameGroupedModules(manifest, chunks, lazy, root)).toBe(1);
    expect(manifest["src/app/app-shell.tsx"]).toEqual({
      ...shell,
      src: "src/app/app-shell.tsx",
      isDynamicEntry: true,
    });
    // A module named already keeps its own entry.
    expect(manifest["src/features/cards/card-details.page.tsx"]).toEqual({
      file: "assets/card-details.page-1.js",
    });
  });

  it("names nothing for a module no chunk holds (tree-shaken away)", () => {
    const manifest: Record<string, { file: string }> = { "_shell-1.js": shell };
    expect(nameGroupedModules(manifest, [], ["/repo/src/gone.tsx"], root)).toBe(0);
    expect(Object.keys(manifest)).toEqual(["_shell-1.js"]);
  });
});
