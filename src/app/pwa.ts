/**
 * The installed app's life in this tab, started once the first screen is interactive (main.tsx,
 * src/app/after-first-screen.ts, dynamic import) so none of it weighs on the first screen: the
 * service worker's registration (vite-plugin-pwa over workbox-window), the "offline ready" toast
 * at its first install, the "new version" prompt, update checks (when the tab becomes visible and
 * every 30 min), and the persistent-storage request after sign-in.
 * Guarantee: a new version is activated only when the person says so and once this tab's outbox
 * has stopped sending; every open tab then reloads onto it, each once its own sending is over.
 */
import { msg } from "@lingui/core/macro";
import { registerSW } from "virtual:pwa-register";
import { i18n } from "@/lib/i18n/i18n";
import { syncStatus } from "@/lib/offline/sync-status";
import { askPersistence } from "@/lib/pwa/storage-persistence";
import { sessionStore } from "@/lib/session/session";
import { notify } from "@/ui/notify";
import { showUpdatePrompt } from "./update-prompt";

export const UPDATE_CHECK_MS = 30 * 60 * 1000;

let started = false;

export function startPwa(): void {
  if (started) return;
  started = true;
  askPersistenceAfterSignIn();
  if (!("serviceWorker" in navigator)) return;
  watchNewVersion(navigator.serviceWorker, reloadWhenIdle);
  const updateServiceWorker = registerSW({
    onOfflineReady: () =>
      notify("success", i18n._(msg`Application prête à fonctionner hors ligne`)),
    onNeedRefresh: () =>
      showUpdatePrompt(async () => {
        await syncStatus.whenIdle();
        await updateServiceWorker(true);
      }),
    // Replaces vite-plugin-pwa's immediate reload, which would not wait for the outbox.
    onNeedReload: reloadWhenIdle,
    onRegisteredSW: (_url, registration) => registration && checkForUpdates(registration),
  });
}

let reloading = false;

function reloadWhenIdle(): void {
  if (reloading) return;
  reloading = true;
  void syncStatus.whenIdle().then(() => window.location.reload());
}

/**
 * Tells when a new version takes control (this tab's choice or another's). The first install
 * also changes the controller (from none, clientsClaim), which is no new version. workbox-window
 * tells `onNeedReload` only in a tab that had a controller when it registered, not in a tab open
 * since the first install, hence this watch of its own.
 */
export function watchNewVersion(
  container: Pick<ServiceWorkerContainer, "controller" | "addEventListener">,
  onNewVersion: () => void,
): void {
  let controller = container.controller;
  container.addEventListener("controllerchange", () => {
    const previous = controller;
    controller = container.controller;
    if (previous) onNewVersion();
  });
}

function checkForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (!navigator.onLine || registration.installing) return;
    registration.update().catch(() => {
      // Unreachable server: the next check tries again.
    });
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
  setInterval(check, UPDATE_CHECK_MS);
}

/** Once per page load, as soon as someone is signed in (now or later). */
function askPersistenceAfterSignIn(): void {
  let asked = false;
  const ask = () => {
    if (asked || !sessionStore.get()) return;
    asked = true;
    void askPersistence();
  };
  ask();
  sessionStore.subscribe(ask);
}
