/**
 * The PWA's files, when DIST_DIR holds a build: hashed /assets/* are immutable; index.html, the
 * service worker and the manifest must be revalidated so an update is seen; any other GET that
 * is not an API path gets index.html (client-side routing). Plus /config.json, always, from env.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppConfig } from "../../src/contract/app-config";
import type { ServerConfig } from "../config";
import type { AppEnv } from "./app-env";

const REVALIDATE =
  /^\/(index\.html|sw\.js|registerSW\.js|workbox-[^/]*\.js|manifest\.webmanifest|manifest\.json)?$/;
const NOT_SPA = /^\/(api|connect|assets)(\/|$)/;

export function publicAppConfig(config: ServerConfig): AppConfig {
  return {
    apiBaseUrl: config.apiBaseUrl,
    authUrl: config.authUrl,
    clientId: config.oauth.clientId,
    clientSecret: config.oauth.clientSecret,
    scope: config.oauth.scope,
  };
}

export function hasBuiltApp(distDir: string): boolean {
  return existsSync(join(distDir, "index.html"));
}

export function registerStaticRoutes(app: Hono<AppEnv>, config: ServerConfig): void {
  app.get("/config.json", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.json(publicAppConfig(config));
  });
  if (!hasBuiltApp(config.distDir)) return;

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    if (c.req.path.startsWith("/assets/")) {
      c.header("Cache-Control", "public, max-age=31536000, immutable");
    } else if (REVALIDATE.test(c.req.path)) {
      c.header("Cache-Control", "no-cache");
    }
    await next();
  });
  app.use("*", serveStatic({ root: config.distDir }));
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    if (NOT_SPA.test(c.req.path)) return next();
    c.header("Cache-Control", "no-cache");
    return serveStatic<AppEnv>({ root: config.distDir, path: "index.html" })(c, next);
  });
}
