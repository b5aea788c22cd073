import { describe, expect, it, vi } from "vitest";
import { page, screen } from "./route-table";

// What a screen's load waits for beside its code: the screens' texts and the app's whole Mantine sheet.
const waited = vi.hoisted(() => ({ styles: 0, messages: 0 }));
vi.mock("@/ui/full-styles", () => ({ loadFullStyles: async () => void waited.styles++ }));
vi.mock("@/lib/i18n/i18n", () => ({ loadScreenMessages: async () => void waited.messages++ }));

const module = { default: () => null };

describe("how a screen's page loads", () => {
  it("a feature screen with its texts and the app's whole Mantine stylesheet", async () => {
    await screen(async () => module).preload();
    expect(waited).toEqual({ styles: 1, messages: 1 });
  });

  it("a card's page (firstPaint) and the home (page) with neither", async () => {
    waited.styles = waited.messages = 0;
    expect(await screen(async () => module, { firstPaint: true }).preload()).toBe(module);
    expect(waited).toEqual({ styles: 0, messages: 0 });
    expect(await page(async () => module).preload()).toBe(module);
    expect(waited).toEqual({ styles: 0, messages: 0 });
  });
});
