/**
 * The API contract, public: GET /api/openapi.json (openapi.ts, built once from the route
 * declarations) and GET /api/docs, a readable reference with "try it out", rendered by Swagger UI
 * (swagger-ui-dist, pinned in package.json) served from node_modules, so it works without
 * internet. Its start-up script is served as a file of its own (docs/init.js), as the
 * Content-Security-Policy (security-headers.ts) allows no inline script.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "./app-env";
import { declaredRoutes } from "./define-route";
import { openApiDocument } from "./openapi";

const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const JS = "text/javascript; charset=utf-8";

/** Starts Swagger UI on the document; relative to /api/docs. */
const INIT_SCRIPT = `window.addEventListener("load", function () {
  window.SwaggerUIBundle({
    url: "openapi.json",
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
  });
});
`;

/** Swagger UI's files the page loads, by the name it asks for, and their type. */
const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": JS,
};

// Relative links: the page works wherever the API is mounted (e.g. behind a reverse proxy).
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Venue back-office API</title>
    <link rel="stylesheet" href="docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="docs/swagger-ui-bundle.js"></script>
    <script src="docs/init.js"></script>
  </body>
</html>
`;

export function registerApiDocsRoutes(app: Hono<AppEnv>): void {
  // Read from node_modules on first use, then kept (1.9 MB): the page is rarely opened.
  const loaded = new Map<string, Uint8Array<ArrayBuffer>>();
  // Built once, on first request (a few hundred ms: not paid by every test app), when every
  // route has long been declared.
  let document: string | undefined;
  app.get("/api/openapi.json", (c) => {
    document ??= JSON.stringify(openApiDocument(declaredRoutes(app)));
    return c.body(document, 200, { "content-type": "application/json; charset=utf-8" });
  });
  app.get("/api/docs", (c) => c.html(PAGE));
  app.get("/api/docs/init.js", (c) => c.body(INIT_SCRIPT, 200, { "content-type": JS }));
  app.get("/api/docs/:file", async (c) => {
    const file = c.req.param("file");
    const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!type) return c.json({ code: "not_found" }, 404);
    let bytes = loaded.get(file);
    if (!bytes) loaded.set(file, (bytes = new Uint8Array(await readFile(join(SWAGGER_DIR, file)))));
    return c.body(bytes, 200, { "content-type": type });
  });
}
