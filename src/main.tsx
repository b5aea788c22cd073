/** Start-up: runtime config, language, session (asking other tabs), then the first render. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { loadAppConfig } from "./lib/api/app-config";
import { activateLocale, storedLocale } from "./lib/i18n/i18n";
import { startSession } from "./lib/session/session";

async function start() {
  await Promise.all([loadAppConfig(), activateLocale(storedLocale()), startSession()]);
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
