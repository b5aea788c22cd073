// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  createInstallPrompt,
  useInstallAvailable,
  type BeforeInstallPromptEvent,
} from "./install-prompt";

/** A `beforeinstallprompt` as Chromium fires it, answered with `outcome`. */
function offerEvent(outcome: "accepted" | "dismissed" = "accepted") {
  const event = new Event("beforeinstallprompt", { cancelable: true });
  const prompt = vi.fn(async () => {});
  return Object.assign(event, {
    prompt,
    shown: prompt,
    userChoice: Promise.resolve({ outcome, platform: "web" }),
  }) as BeforeInstallPromptEvent & { shown: typeof prompt };
}

describe("install prompt", () => {
  it("keeps the browser's offer and prevents its own mini-infobar", () => {
    const install = createInstallPrompt();
    const target = new EventTarget() as unknown as Window;
    install.capture(target);
    expect(install.available()).toBe(false);

    const event = offerEvent();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(install.available()).toBe(true);
  });

  it("prompts once per offer and tells the choice", async () => {
    const install = createInstallPrompt();
    const target = new EventTarget() as unknown as Window;
    install.capture(target);
    const event = offerEvent("dismissed");
    target.dispatchEvent(event);

    await expect(install.prompt()).resolves.toBe("dismissed");
    expect(event.shown).toHaveBeenCalledOnce();
    expect(install.available()).toBe(false);
    await expect(install.prompt()).resolves.toBe("unavailable");
    expect(event.shown).toHaveBeenCalledOnce();

    target.dispatchEvent(offerEvent());
    await expect(install.prompt()).resolves.toBe("accepted");
  });

  it("forgets the offer once the app is installed, and stops listening when told", () => {
    const install = createInstallPrompt();
    const target = new EventTarget() as unknown as Window;
    const stop = install.capture(target);
    target.dispatchEvent(offerEvent());
    target.dispatchEvent(new Event("appinstalled"));
    expect(install.available()).toBe(false);

    stop();
    const late = offerEvent();
    target.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
    expect(install.available()).toBe(false);
  });

  it("re-renders its users when an offer comes and goes", async () => {
    const install = createInstallPrompt();
    const stop = install.capture(window);
    const { result } = renderHook(() => useInstallAvailable(install));
    expect(result.current).toBe(false);

    act(() => void window.dispatchEvent(offerEvent()));
    expect(result.current).toBe(true);
    await act(async () => void (await install.prompt()));
    expect(result.current).toBe(false);
    stop();
  });
});
