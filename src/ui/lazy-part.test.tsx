import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/testing/render";
import { LazyPart, lazyPart, partLoader } from "./lazy-part";

// the app's whole Mantine stylesheet, as the browser would load it: at once unless a test holds it.
const styles = vi.hoisted(() => ({ held: undefined as Promise<void> | undefined, asked: 0 }));
vi.mock("./full-styles", () => ({
  loadFullStyles: () => (styles.asked++, styles.held ?? Promise.resolve()),
}));

// the screens' texts (src/lib/i18n/i18n.ts), at once unless a test holds them.
const texts = vi.hoisted(() => ({ held: undefined as Promise<void> | undefined, asked: 0 }));
vi.mock("@/lib/i18n/i18n", async (original) => ({
  ...(await original<object>()),
  loadScreenMessages: () => (texts.asked++, texts.held ?? Promise.resolve()),
}));

function Histories({ card }: { card: string }) {
  return <p>Historique de {card}</p>;
}

describe("a part of a screen that comes after it", () => {
  it("says it could not load, and comes once the network is back, without a tap", async () => {
    let online = false;
    const load = () =>
      online
        ? Promise.resolve({ default: Histories })
        : Promise.reject(new Error("Failed to fetch dynamically imported module"));
    renderScreen(<LazyPart load={load} props={{ card: "PC-1" }} fallback={<p>…</p>} />);
    expect(
      await screen.findByText("Cette partie de l'écran n'a pas pu se charger (réseau absent ?)."),
    ).toBeTruthy();
    online = true;
    act(() => void window.dispatchEvent(new Event("online")));
    expect(await screen.findByText("Historique de PC-1")).toBeTruthy();
  });

  it("quiet (the header, the toasts): shows its fallback, never a crash, and comes back online", async () => {
    let online = false;
    const load = partLoader(() =>
      online
        ? Promise.resolve({ default: Histories })
        : Promise.reject(new Error("Failed to fetch dynamically imported module")),
    );
    renderScreen(<LazyPart load={load} props={{ card: "PC-2" }} fallback={<p>Badge</p>} quiet />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.getByText("Badge")).toBeTruthy();
    expect(screen.queryByText(/n'a pas pu se charger/)).toBeNull();
    online = true;
    act(() => void window.dispatchEvent(new Event("online")));
    expect(await screen.findByText("Historique de PC-2")).toBeTruthy();
    expect(load.loaded).toBe(Histories); // known from now on: rendered at once next time
  });

  it("a part whose code has come renders at once, without its fallback", () => {
    const load = partLoader(() => Promise.resolve({ default: Histories }));
    load.loaded = Histories;
    renderScreen(<LazyPart load={load} props={{ card: "PC-3" }} fallback={<p>…</p>} />);
    expect(screen.getByText("Historique de PC-3")).toBeTruthy();
  });

  it("lazyPart: a component on demand whose missing code says so instead of blanking the app", async () => {
    let online = false;
    const Search = lazyPart(() =>
      online
        ? Promise.resolve({ default: Histories })
        : Promise.reject(new Error("Failed to fetch dynamically imported module")),
    );
    renderScreen(
      <>
        <h1>Carte PC-4</h1>
        <Search card="PC-4" />
      </>,
    );
    expect(await screen.findByText(/n'a pas pu se charger/)).toBeTruthy();
    expect(screen.getByText("Carte PC-4")).toBeTruthy(); // the rest of the screen stays
    online = true;
    act(() => void window.dispatchEvent(new Event("online")));
    expect(await screen.findByText("Historique de PC-4")).toBeTruthy();
  });

  // A dialog's part waits for what it is shown with; the toasts' (firstSheets) for neither.
  it.each([
    ["the app's whole Mantine stylesheet", styles, {}],
    ["the screens' texts (a card's dialog)", texts, { screenTexts: true }],
  ] as const)(
    "comes with %s, unless it is a part of the first screens",
    async (_, gate, options) => {
      let release = () => {};
      gate.held = new Promise<void>((resolve) => (release = resolve));
      gate.asked = 0;
      const dialog = partLoader(() => Promise.resolve({ default: Histories }), options);
      const toasts = partLoader(() => Promise.resolve({ default: Histories }), {
        firstSheets: true,
      });
      renderScreen(
        <>
          <LazyPart load={dialog} props={{ card: "PC-5" }} fallback={<p>…</p>} />
          <LazyPart load={toasts} props={{ card: "PC-6" }} fallback={<p>…</p>} />
        </>,
      );
      expect(await screen.findByText("Historique de PC-6")).toBeTruthy();
      expect(gate.asked).toBe(1); // the dialog's, not the toasts'
      expect(screen.queryByText("Historique de PC-5")).toBeNull(); // never unstyled, nor bare ids
      release();
      expect(await screen.findByText("Historique de PC-5")).toBeTruthy();
      gate.held = undefined;
    },
  );
});
