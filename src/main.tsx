/**
 * Start-up: runtime config, language, session (asking other tabs), then the first render; the
 * service worker and the rest of the installed app's wiring (src/app/pwa.ts) load once the first
 * screen is interactive (after load, when idle), so its precache never competes with it.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { afterFirstScreen } from "./app/after-first-screen";
import { App } from "./app/app";
import { loadAppConfig } from "./lib/api/app-config";
import { activateLocale, storedLocale } from "./lib/i18n/i18n";
import { installPrompt } from "./lib/pwa/install-prompt";
import { startSession } from "./lib/session/session";
import { config as zodConfig } from "zod/v4/core";

// Zod probes `Function("")` to compile faster parsers; the Content-Security-Policy forbids eval
// (server/http/security-headers.ts), so the probe would be reported as a violation: no JIT.
zodConfig({ jitless: true });

// Chromium offers the install once per page load, maybe before the first render: keep it now.
installPrompt.capture(window);

async function start() {
  await Promise.all([loadAppConfig(), activateLocale(storedLocale()), startSession()]);
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // Nothing of the service worker (its code, its registration, its precache of the app shell)
  // weighs on the first screen: the precache then reads the chunks already loaded from the
  // HTTP cache (hashed /assets/* are immutable, see server/http/static.route.ts).
  void afterFirstScreen(() => {
    import("./app/pwa").then(
      ({ startPwa }) => startPwa(),
      (error: unknown) => console.warn("The installed-app wiring did not load", error),
    );
  }, root);
}

void start();
