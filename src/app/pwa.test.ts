// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RegisterSWOptions } from "virtual:pwa-register";
import { syncStatus } from "@/lib/offline/sync-status";
import { askPersistence } from "@/lib/pwa/storage-persistence";
import { sessionStore } from "@/lib/session/session";
import { sessionFromTokens } from "@/lib/session/session-store";
import { fakeAccessToken } from "@/testing/fake-jwt";
import { notify } from "@/ui/notify";
import { startPwa, UPDATE_CHECK_MS, watchNewVersion } from "./pwa";
import { showUpdatePrompt } from "./update-prompt";

const sw = vi.hoisted(() => ({ registerSW: vi.fn(), update: vi.fn(async () => {}) }));
vi.mock("virtual:pwa-register", () => ({ registerSW: sw.registerSW }));
vi.mock("@/ui/notify", () => ({ notify: vi.fn() }));
vi.mock("./update-prompt", () => ({ showUpdatePrompt: vi.fn() }));
vi.mock("@/lib/pwa/storage-persistence", () => ({ askPersistence: vi.fn(async () => "granted") }));

let options: RegisterSWOptions;
beforeAll(() => {
  sessionStore.set(null);
  const container = Object.assign(new EventTarget(), { controller: null });
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  sw.registerSW.mockReturnValue(sw.update);
  startPwa();
  startPwa();
  const first = sw.registerSW.mock.calls[0] as [RegisterSWOptions] | undefined;
  if (!first) throw new Error("registerSW was not called");
  options = first[0];
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  syncStatus.update({ sending: false });
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the installed app's wiring", () => {
  it("registers the service worker once", () => {
    expect(sw.registerSW).toHaveBeenCalledOnce();
  });

  it("says once installed that the app works offline", () => {
    options.onOfflineReady?.();
    expect(notify).toHaveBeenCalledWith("success", "Application prête à fonctionner hors ligne");
  });

  it("activates a new version only once this tab's outbox has stopped sending", async () => {
    options.onNeedRefresh?.();
    const update = vi.mocked(showUpdatePrompt).mock.calls[0]?.[0];
    if (!update) throw new Error("no update prompt");

    syncStatus.update({ sending: true });
    const done = update();
    await flush();
    expect(sw.update).not.toHaveBeenCalled();

    syncStatus.update({ sending: false });
    await done;
    expect(sw.update).toHaveBeenCalledExactlyOnceWith(true);
  });

  it("checks for a new version when the tab becomes visible and every 30 minutes, online", () => {
    vi.useFakeTimers();
    const registration = { installing: null, update: vi.fn(async () => undefined) };
    options.onRegisteredSW?.("/sw.js", registration as unknown as ServiceWorkerRegistration);
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");

    document.dispatchEvent(new Event("visibilitychange"));
    expect(registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it("reloads onto a new version that took control, not at the first install", () => {
    const container = Object.assign(new EventTarget(), {
      controller: null as ServiceWorker | null,
    });
    const onNewVersion = vi.fn();
    watchNewVersion(container, onNewVersion);

    container.controller = { scriptURL: "/sw.js" } as ServiceWorker;
    container.dispatchEvent(new Event("controllerchange"));
    expect(onNewVersion).not.toHaveBeenCalled();
    container.controller = { scriptURL: "/sw.js" } as ServiceWorker;
    container.dispatchEvent(new Event("controllerchange"));
    expect(onNewVersion).toHaveBeenCalledOnce();
  });

  it("asks for persistent storage once, after sign-in", () => {
    expect(askPersistence).not.toHaveBeenCalled();
    sessionStore.set(sessionFromTokens(fakeAccessToken(), "refresh-1"));
    sessionStore.set(sessionFromTokens(fakeAccessToken(), "refresh-2"));
    expect(askPersistence).toHaveBeenCalledOnce();
    sessionStore.set(null);
  });
});
