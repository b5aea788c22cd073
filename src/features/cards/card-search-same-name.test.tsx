import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cardsApi } from "@/contract/cards.endpoints";
import { pathOf } from "@/contract/endpoint";
import { renderScreen } from "@/testing/render";
import { CardSearch } from "./card-search";

// Issue 27, point 3: "jade leroy" finds cards of two customers of that name.
const jade = (n: number, city: string, isActive = true) => ({
  number: `042990000${n}`,
  publicNumber: `PJ-000${n}`,
  isActive,
  activationDate: null,
  expirationDate: null,
  balanceTokens: n * 10,
  balanceFreeTokens: n === 1 ? 1 : 0,
  totalPurchasedTokens: 0,
  customerId: city === "Lyon" ? 7 : 8,
  customerFirstName: "Jade",
  customerLastName: "Leroy",
  customerCity: city,
  customerEmail: `jade@${city.toLowerCase()}.fr`,
});
const JADES = [jade(1, "Lyon"), jade(2, "Lyon", false), jade(3, "Metz")];
const suggestions = {
  values: JADES.map(({ number, publicNumber, isActive, customerCity, customerEmail, ...c }) => ({
    number,
    publicNumber,
    customerName: "Jade Leroy",
    isActive,
    balanceTokens: c.balanceTokens,
    balanceFreeTokens: c.balanceFreeTokens,
    customerCity,
    customerEmail,
  })),
  more: false,
};

function api(found: unknown[] = JADES) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(url);
      if (url.includes(pathOf(cardsApi.autocomplete))) return Response.json(suggestions);
      return Response.json({ values: found });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const field = () => screen.getByRole("combobox", { name: "Numéro ou nom" });

describe("card search: customers of a same name", () => {
  it("suggests each card with its customer's city and e-mail, its state and balances", async () => {
    api();
    renderScreen(<CardSearch />);
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: "jade leroy" } });
    // jsdom does not lay the dropdown out, so its options are found by their text.
    expect(await screen.findByText("PJ-0001 · 0429900001 · Jade Leroy")).toBeDefined();
    expect(
      screen.getByText("Lyon · jade@lyon.fr · 10 unités · 1 unité bonus").closest("[role=option]"),
    ).toBeTruthy();
    expect(screen.getByText("Metz · jade@metz.fr · 30 unités · 0 unité bonus")).toBeDefined();
    const second = screen.getByText("PJ-0002 · 0429900002 · Jade Leroy").closest("[role=option]");
    expect(within(second as HTMLElement).getByText("Désactivée")).toBeDefined();
  });

  it("Enter with several matches closes the suggestions and lists the cards, as links", async () => {
    const calls = api();
    const user = userEvent.setup();
    renderScreen(<CardSearch />);
    await user.type(field(), "jade leroy");
    await screen.findByText("PJ-0003 · 0429900003 · Jade Leroy");
    expect(field().getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Enter}");
    const list = await screen.findByRole("list", { name: "Cartes trouvées" });
    expect(calls).toContain(`${pathOf(cardsApi.search)}?text=jade+leroy`);
    expect(screen.getByText("3 cartes trouvées")).toBeDefined();
    await waitFor(() => expect(field().getAttribute("aria-expanded")).toBe("false"));
    expect(screen.queryByRole("option")).toBeNull();
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(
      JADES.map((c) => `/cards/details/${c.number}`),
    );
    expect(links[2]?.textContent).toContain("Metz · jade@metz.fr");
  });

  it("a typed number opens its card at once, even when other cards contain it", async () => {
    api([JADES[0], { ...JADES[1], publicNumber: "PJ-00011" }]);
    const view = renderScreen(<CardSearch />, { path: "/" });
    fireEvent.change(field(), { target: { value: "pj-0001" } });
    fireEvent.submit(field().closest("form")!);
    await waitFor(() => expect(view.history).toContain("/cards/details/0429900001"));
  });

  it("picking a suggestion opens its card", async () => {
    api();
    const view = renderScreen(<CardSearch />, { path: "/" });
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: "jade" } });
    fireEvent.click(await screen.findByText("PJ-0003 · 0429900003 · Jade Leroy"));
    await waitFor(() => expect(view.history).toContain("/cards/details/0429900003"));
  });
});
