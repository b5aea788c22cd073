// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtInlineScripts, inlineScriptHashes } from "./inline-scripts";

describe("the inline scripts' hashes for the Content-Security-Policy", () => {
  it("hashes each script without a src as the browser does (the CSP specification's example)", () => {
    const html =
      "<head><script>alert('Hello, world.');</script>" +
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      "<script>\n  var é = 1;\n</script></head>";
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(hashes[1]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it("none without a build", () => {
    const dir = mkdtempSync(join(tmpdir(), "backoffice-inline-"));
    try {
      expect(builtInlineScripts(dir)).toEqual([]);
      writeFileSync(join(dir, "index.html"), "<script>alert('Hello, world.');</script>");
      expect(builtInlineScripts(dir)).toEqual([
        "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
