/**
 * Headers on every answer (hono/secure-headers): a Content-Security-Policy that allows only the
 * app's own scripts (its files, index.html's inline script by its hash, and compiling the app's
 * own WebAssembly), no framing (frame-ancestors 'none' and X-Frame-Options DENY), nosniff, no
 * referrer, Cross-Origin-Opener-Policy, and a Permissions-Policy that lets the app itself use the
 * camera (the card scanner) and nothing else. `connect-src` adds the origins of API_BASE_URL and
 * AUTH_URL, so a venue whose API lives elsewhere still works.
 * Styles: Mantine writes `<style>` elements (its CSS variables) and `style` attributes (style
 * props) at run time, so style-src needs 'unsafe-inline'; a nonce would not cover attributes and
 * would make index.html differ per request, which the service worker's cached shell cannot do.
 * HSTS is left to the venue's TLS reverse proxy (README, "Behind a reverse proxy").
 * Plus `Cache-Control: no-store` on every /api and /connect answer, errors included: they carry
 * personal data and tokens; except a public answer that says its own caching (an article's
 * picture, named by its hash: server/snacks/pictures.route.ts).
 */
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { ServerConfig } from "../config";
import type { AppEnv } from "./app-env";
import { builtInlineScripts } from "./inline-scripts";

/** The origin of an absolute URL, or null for "" (same origin) and anything unparsable. */
function originOf(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

export function connectSources(config: Pick<ServerConfig, "apiBaseUrl" | "authUrl">): string[] {
  const others = [config.apiBaseUrl, config.authUrl].map(originOf).filter((o) => o !== null);
  return ["'self'", ...new Set(others)];
}

export function securityHeaders(
  config: ServerConfig,
  inlineScripts: string[] = builtInlineScripts(config.distDir),
): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // 'wasm-unsafe-eval' compiles WebAssembly and nothing else: the scanner's decoder
      // (src/ui/scanner/detector.ts) is ZXing-C++ as .wasm; eval stays forbidden.
      // Inline, only index.html's own scripts, each by its hash (server/http/inline-scripts.ts).
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScripts],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: connectSources(config),
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "no-referrer",
    crossOriginOpenerPolicy: "same-origin",
    strictTransportSecurity: false,
    permissionsPolicy: {
      camera: ["self"],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  });
}

const PRIVATE = /^\/(api|connect)(\/|$)/;

export const noStoreOnApi: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!PRIVATE.test(c.req.path)) return;
  const own = c.res.headers.get("Cache-Control");
  if (c.res.ok && own?.startsWith("public,")) return;
  c.res.headers.set("Cache-Control", "no-store");
};
