import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cardsApi } from "@/contract/cards.endpoints";
import { pathOf } from "@/contract/endpoint";
import { rememberCards } from "@/lib/offline/card-cache";
import { renderScreen } from "@/testing/render";
import { CardSearch } from "./card-search";

const card = {
  number: "0420000001",
  publicNumber: "PC-000001",
  isActive: true,
  activationDate: null,
  expirationDate: null,
  balanceTokens: 12,
  balanceFreeTokens: 3,
  totalPurchasedTokens: 40,
  customerId: null,
  customerFirstName: null,
  customerLastName: null,
};

const AUTOCOMPLETE = pathOf(cardsApi.autocomplete);

// A stock card: no customer, so nothing to tell it apart by but its state and balances.
const suggestionOf = (c: typeof card) => ({
  number: c.number,
  publicNumber: c.publicNumber,
  customerName: null,
  isActive: c.isActive,
  balanceTokens: c.balanceTokens,
  balanceFreeTokens: c.balanceFreeTokens,
  customerCity: null,
  customerEmail: null,
});
const one = { values: [suggestionOf(card)], more: false };

function api(search: unknown[], suggestions: unknown = one) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(url);
      if (url.includes(AUTOCOMPLETE)) return Response.json(suggestions);
      return Response.json({ values: search });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("card search", () => {
  it("suggests cards from 2 characters, never from 1", async () => {
    const calls = api([]);
    renderScreen(<CardSearch />);
    const input = screen.getByRole("combobox", { name: "Numéro ou nom" });
    fireEvent.change(input, { target: { value: "0" } });
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.filter((u) => u.includes("autocomplete"))).toHaveLength(0);
    fireEvent.change(input, { target: { value: "04" } });
    await waitFor(() =>
      expect(calls.some((u) => u.includes(`${AUTOCOMPLETE}?text=04`))).toBe(true),
    );
  });

  it("says when no card matches what is typed, and when more cards match than it shows", async () => {
    api([], { values: [], more: false });
    const view = renderScreen(<CardSearch />);
    const input = screen.getByRole("combobox", { name: "Numéro ou nom" });
    fireEvent.change(input, { target: { value: "zz" } });
    expect((await screen.findByRole("status")).textContent).toBe("Aucune carte trouvée");
    view.unmount();
    api([], { ...one, more: true });
    renderScreen(<CardSearch />);
    fireEvent.change(screen.getByRole("combobox", { name: "Numéro ou nom" }), {
      target: { value: "PC" },
    });
    expect((await screen.findByRole("status")).textContent).toMatch(
      /D'autres cartes correspondent/,
    );
  });

  it("suggests from the cards this tablet has seen when the server cannot be reached", async () => {
    await rememberCards([
      card,
      {
        ...card,
        number: "0420000002",
        publicNumber: "PC-000002",
        customerId: 9,
        customerFirstName: "Zoé",
        customerLastName: "Lefèvre",
      },
    ]);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    renderScreen(<CardSearch />);
    const input = screen.getByRole("combobox", { name: "Numéro ou nom" });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "zoe lef" } });
    expect(
      // jsdom does not lay the dropdown out, so its options are found by their text.
      await screen.findByText("PC-000002 · 0420000002 · Zoé Lefèvre", {}, { timeout: 3000 }),
    ).toBeDefined();
    expect(screen.queryByText(/PC-000001/)).toBeNull();
  });

  it("says 'Aucune carte trouvée' under the form when nothing matches", async () => {
    const calls = api([]);
    renderScreen(<CardSearch />);
    const input = screen.getByRole("combobox", { name: "Numéro ou nom" });
    fireEvent.change(input, { target: { value: "Personne" } });
    fireEvent.click(screen.getByRole("button", { name: "Rechercher" }));
    expect(await screen.findByText("Aucune carte trouvée")).toBeDefined();
    expect(calls).toContain(`${pathOf(cardsApi.search)}?text=Personne`);
  });

  it("opens the card directly when exactly one matches", async () => {
    api([{ ...card, customerCity: null, customerEmail: null }]);
    const view = renderScreen(<CardSearch />, { path: "/" });
    fireEvent.change(screen.getByRole("combobox", { name: "Numéro ou nom" }), {
      target: { value: "PC-000001" },
    });
    fireEvent.submit(screen.getByRole("button", { name: "Rechercher" }).closest("form")!);
    await waitFor(() => expect(view.history).toContain("/cards/details/0420000001"));
  });
});

vi.mock("@/ui/scanner/card-scanner", () => ({
  CardScanner: ({ manualEntry }: { manualEntry?: boolean }) => (
    <div role="region" aria-label="camera" data-manual={String(manualEntry)} />
  ),
}));

describe("card search opened to scan", () => {
  it("shows the camera first, with no number field of its own and no field focused", () => {
    api([]);
    renderScreen(<CardSearch startScanning />);
    const camera = screen.getByRole("region", { name: "camera" });
    expect(camera.getAttribute("data-manual")).toBe("false");
    const number = screen.getByRole("combobox", { name: "Numéro ou nom" });
    expect(camera.compareDocumentPosition(number) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(number.hasAttribute("data-autofocus")).toBe(false);
    expect(screen.getByRole("button", { name: "Fermer la caméra" })).toBeTruthy();
  });

  it("keeps the camera closed and the number field first otherwise", () => {
    api([]);
    renderScreen(<CardSearch />);
    expect(screen.queryByRole("region", { name: "camera" })).toBeNull();
    expect(
      screen.getByRole("combobox", { name: "Numéro ou nom" }).hasAttribute("data-autofocus"),
    ).toBe(true);
  });
});
