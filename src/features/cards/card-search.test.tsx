import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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

function api(search: unknown[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(url);
      if (url.includes("/api/card/autocomplete"))
        return Response.json({
          values: [{ number: card.number, publicNumber: card.publicNumber, customerName: null }],
        });
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
    const input = screen.getByRole("combobox", { name: "Numéro de carte" });
    fireEvent.change(input, { target: { value: "0" } });
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.filter((u) => u.includes("autocomplete"))).toHaveLength(0);
    fireEvent.change(input, { target: { value: "04" } });
    await waitFor(() =>
      expect(calls.some((u) => u.includes("/api/card/autocomplete?text=04"))).toBe(true),
    );
  });

  it("says 'Aucune carte trouvée' under the form when nothing matches", async () => {
    api([]);
    renderScreen(<CardSearch />);
    fireEvent.change(screen.getByLabelText("Nom"), { target: { value: "Personne" } });
    fireEvent.click(screen.getByRole("button", { name: "Rechercher" }));
    expect(await screen.findByText("Aucune carte trouvée")).toBeDefined();
  });

  it("opens the card directly when exactly one matches", async () => {
    api([card]);
    const view = renderScreen(<CardSearch />, { path: "/" });
    fireEvent.change(screen.getByRole("combobox", { name: "Numéro de carte" }), {
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
    const number = screen.getByRole("combobox", { name: "Numéro de carte" });
    expect(camera.compareDocumentPosition(number) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(number.hasAttribute("data-autofocus")).toBe(false);
    expect(screen.getByRole("button", { name: "Fermer la caméra" })).toBeTruthy();
  });

  it("keeps the camera closed and the number field first otherwise", () => {
    api([]);
    renderScreen(<CardSearch />);
    expect(screen.queryByRole("region", { name: "camera" })).toBeNull();
    expect(
      screen.getByRole("combobox", { name: "Numéro de carte" }).hasAttribute("data-autofocus"),
    ).toBe(true);
  });
});
