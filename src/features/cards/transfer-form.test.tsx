import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cardsApi } from "@/contract/cards.endpoints";
import { pathOf } from "@/contract/endpoint";
import { testCard } from "@/testing/builders";
import { renderScreen } from "@/testing/render";
import { TransferForm } from "./card-action-forms";

const from = testCard("0420000001", {
  balanceTokens: 1200,
  balanceFreeTokens: 46,
  customerId: 1,
  customerFirstName: "Camille",
  customerLastName: "Durand",
});

function server(cards: Record<string, ReturnType<typeof testCard>>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      const number = decodeURIComponent(url.split(pathOf(cardsApi.one, { number: "" }))[1] ?? "");
      const card = cards[number];
      return card
        ? Response.json(card)
        : Response.json({ code: "not_found", message: "not found" }, { status: 404 });
    }),
  );
}

function typeTarget(number: string) {
  renderScreen(<TransferForm from={from} onSubmit={vi.fn()} onCancel={vi.fn()} />);
  fireEvent.change(screen.getByLabelText(/Numéro de la nouvelle carte/), {
    target: { value: number },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the transfer form shows the target before anything is sent", () => {
  it("says what will move, with grouped digits", async () => {
    server({ "PC-000002": testCard("0420000002", { balanceTokens: 3, balanceFreeTokens: 0 }) });
    typeTarget("PC-000002");
    const preview = await screen.findByRole("status", { name: "Carte qui recevra le transfert" });
    expect(preview.textContent).toContain("3 unités · 0 unités bonus · Aucun client");
    expect(preview.textContent).toContain(
      `Les 1${"\u202f"}200 unités et 46 unités bonus de la carte PC-000001 passeront sur la carte PC-000002`,
    );
  });

  it("warns that a card of another customer will be refused", async () => {
    server({
      "0420000004": testCard("0420000004", {
        customerId: 2,
        customerFirstName: "Antoine",
        customerLastName: "Moreau",
      }),
    });
    typeTarget("0420000004");
    expect((await screen.findByRole("status")).textContent).toContain(
      "La carte PC-000004 appartient à Antoine Moreau\u00a0: le transfert sera refusé.",
    );
  });

  it("names a card that does not exist", async () => {
    server({});
    typeTarget("PC-999999");
    expect((await screen.findByRole("status")).textContent).toBe("La carte PC-999999 n'existe pas");
  });
});
