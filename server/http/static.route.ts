/**
 * The PWA's files, when DIST_DIR holds a build, sent compressed by static-files.ts: hashed
 * /assets/* are immutable; everything else (index.html, the service worker, the manifest, icons)
 * is revalidated (`no-cache` with an ETag, so a repeat visit costs a 304) so an update is seen;
 * a page the build prerendered (scripts/prerender-plugin.ts: /login → login.html) is sent for
 * its path, and a form posted to it before the app started gets `303` back to it (the app
 * signs in through the API, never by a form post); any other GET that is not an API path gets
 * index.html (client-side routing). Hidden paths
 * (/.vite/manifest.json, the build metadata the bench reads from disk) are 404. Plus
 * /config.json, always, from the environment: made once, sent brotli, gzip or plain.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Context, Hono } from "hono";
import type { AppConfig } from "../../src/contract/app-config";
import type { ServerConfig } from "../config";
import type { AppEnv } from "./app-env";
import { acceptedEncodings, isServablePath, sendFile } from "./static-files";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const NOT_SPA = /^\/(api|connect|assets)(\/|$)/;
/** A screen's path that may have a prerendered page: one lower-case segment (/login). */
const PAGE = /^\/[a-z][a-z-]*$/;

export function publicAppConfig(config: ServerConfig): AppConfig {
  return {
    apiBaseUrl: config.apiBaseUrl,
    authUrl: config.authUrl,
    clientId: config.oauth.clientId,
    clientSecret: config.oauth.clientSecret,
    scope: config.oauth.scope,
    currency: config.currency,
  };
}

export function hasBuiltApp(distDir: string): boolean {
  return existsSync(join(distDir, "index.html"));
}

function decodedPath(c: Context<AppEnv>): string | null {
  try {
    return decodeURIComponent(c.req.path);
  } catch {
    return null;
  }
}

function configJsonHandler(config: ServerConfig) {
  const plain = Buffer.from(JSON.stringify(publicAppConfig(config)));
  const packed = { br: brotliCompressSync(plain), gzip: gzipSync(plain, { level: 9 }) };
  return (c: Context<AppEnv>) => {
    const encoding = acceptedEncodings(c.req.header("Accept-Encoding"))[0];
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "Cache-Control": REVALIDATE,
      Vary: "Accept-Encoding",
    };
    if (encoding) headers["Content-Encoding"] = encoding;
    const bytes = encoding ? packed[encoding] : plain;
    headers["Content-Length"] = String(bytes.length);
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(bytes), { headers });
  };
}

export function registerStaticRoutes(app: Hono<AppEnv>, config: ServerConfig): void {
  app.on(["GET", "HEAD"], "/config.json", configJsonHandler(config));
  if (!hasBuiltApp(config.distDir)) return;
  const root = config.distDir;

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const path = decodedPath(c);
    if (path === null || !isServablePath(path)) return next();
    if (path.startsWith("/api/") || path.startsWith("/connect/")) return next();
    const file = path === "/" ? "/index.html" : path;
    const res = await sendFile(c, root, file, path.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
    if (res) return res;
    if (NOT_SPA.test(path)) return next();
    const page = PAGE.test(path) ? await sendFile(c, root, `${path}.html`, REVALIDATE) : null;
    return page ?? (await sendFile(c, root, "/index.html", REVALIDATE)) ?? next();
  });

  app.post("*", async (c, next) => {
    const path = decodedPath(c);
    if (path === null || !PAGE.test(path) || !existsSync(join(root, `${path}.html`))) return next();
    const url = new URL(c.req.url);
    return c.redirect(url.pathname + url.search, 303);
  });
}
