/**
 * The browser's offer to install the app (Chromium's `beforeinstallprompt`), kept for a button to
 * make later. The event fires once per page load, possibly before the first render, so start-up
 * captures it (main.tsx) before anything else; its default mini-infobar is prevented. The offer
 * is forgotten once used (an event prompts only once) and when the app gets installed.
 */
import { useSyncExternalStore } from "react";

/** Not in TypeScript's DOM library: Chromium only. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

export type InstallOutcome = "accepted" | "dismissed" | "unavailable";

type EventTarget = Pick<Window, "addEventListener" | "removeEventListener">;

export function createInstallPrompt() {
  let offer: BeforeInstallPromptEvent | null = null;
  const listeners = new Set<() => void>();
  const change = (next: BeforeInstallPromptEvent | null) => {
    offer = next;
    listeners.forEach((listener) => listener());
  };

  const onOffer = (event: Event) => {
    event.preventDefault();
    change(event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => change(null);

  return {
    /** Listens on `target` (the window) from now on; returns the way to stop. */
    capture(target: EventTarget): () => void {
      target.addEventListener("beforeinstallprompt", onOffer);
      target.addEventListener("appinstalled", onInstalled);
      return () => {
        target.removeEventListener("beforeinstallprompt", onOffer);
        target.removeEventListener("appinstalled", onInstalled);
      };
    },
    available: (): boolean => offer !== null,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Shows the browser's install dialog, once per offer, and tells what the person chose. */
    async prompt(): Promise<InstallOutcome> {
      const event = offer;
      if (!event) return "unavailable";
      change(null);
      await event.prompt();
      return (await event.userChoice).outcome;
    },
  };
}

export type InstallPrompt = ReturnType<typeof createInstallPrompt>;

export const installPrompt = createInstallPrompt();

/** Whether the browser offers to install the app right now (false on the server and in Safari). */
export function useInstallAvailable(prompt: InstallPrompt = installPrompt): boolean {
  return useSyncExternalStore(prompt.subscribe, prompt.available, () => false);
}
