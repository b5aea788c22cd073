/**
 * The Content-Security-Policy sources of the inline scripts of the build's index.html (one:
 * the first screen's preloads, scripts/first-screen-plugin.ts): each allowed by its hash, so
 * no other inline script runs. Read once, when the server starts, from the files it serves.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** `'sha256-…'` for each script of `html` that has no `src`, hashing its text as the browser does. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code = ""]) => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`,
  );
}

/** The hashes of `distDir`'s index.html, none without a build. */
export function builtInlineScripts(distDir: string): string[] {
  const index = join(distDir, "index.html");
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, "utf8")) : [];
}
