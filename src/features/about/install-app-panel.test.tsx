import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { installPrompt, type BeforeInstallPromptEvent } from "@/lib/pwa/install-prompt";
import { renderScreen } from "@/testing/render";
import { InstallAppPanel } from "./install-app-panel";

const stop = installPrompt.capture(window);
afterEach(() => act(() => void window.dispatchEvent(new Event("appinstalled"))));
afterAll(stop);

function offer() {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: "accepted" as const, platform: "web" }),
  });
  act(() => void window.dispatchEvent(event as BeforeInstallPromptEvent));
  return event;
}

describe("InstallAppPanel", () => {
  it("shows nothing while the browser offers no install", () => {
    renderScreen(<InstallAppPanel />);
    expect(screen.queryByRole("button", { name: "Installer" })).toBeNull();
  });

  it("makes the browser's install prompt, then hides", async () => {
    renderScreen(<InstallAppPanel />);
    const event = offer();
    expect(screen.getByText("Installer l'application")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Installer" }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Installer" })).toBeNull();
  });

  it("hides once the app is installed from the browser's own menu", () => {
    renderScreen(<InstallAppPanel />);
    offer();
    expect(screen.getByRole("button", { name: "Installer" })).toBeTruthy();
    act(() => void window.dispatchEvent(new Event("appinstalled")));
    expect(screen.queryByRole("button", { name: "Installer" })).toBeNull();
  });
});
