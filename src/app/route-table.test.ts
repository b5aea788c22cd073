import { describe, expect, it, vi } from "vitest";
import { PATTERNS } from "@/lib/paths";
import { page, screen } from "./route-table";
import { ROUTES } from "./routes";

// What a screen's load waits for beside its code: the screens' texts and the app's whole Mantine sheet.
const waited = vi.hoisted(() => ({ styles: 0, messages: 0 }));
vi.mock("@/ui/full-styles", () => ({ loadFullStyles: async () => void waited.styles++ }));
vi.mock("@/lib/i18n/i18n", () => ({ loadScreenMessages: async () => void waited.messages++ }));

const module = { default: () => null };
vi.mock("@/features/cards/card-details.page", () => ({ default: () => null }));

describe("how a screen's page loads", () => {
  it("a feature screen with its texts and the app's whole Mantine stylesheet", async () => {
    await screen(async () => module).preload();
    expect(waited).toEqual({ styles: 1, messages: 1 });
  });

  it("the home's and a card's pages (page) with neither", async () => {
    waited.styles = waited.messages = 0;
    expect(await page(async () => module).preload()).toBe(module);
    expect(waited).toEqual({ styles: 0, messages: 0 });
    // As src/app/routes.ts declares a card's page: its first paint waits for neither.
    const card = ROUTES.find((route) => route.path === PATTERNS.card);
    expect(typeof (await card?.page.preload())?.default).toBe("function");
    expect(waited).toEqual({ styles: 0, messages: 0 });
  });
});
