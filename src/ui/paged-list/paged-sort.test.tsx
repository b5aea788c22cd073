/** A paged list sorts on the server: a header click asks the API for that order (issue 27). */
import { msg } from "@lingui/core/macro";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cardsApi } from "@/contract/cards.endpoints";
import { call } from "@/lib/api/call";
import { sessionFromTokens } from "@/lib/session/session-store";
import { sessionStore } from "@/lib/session/session";
import { fakeAccessToken } from "@/testing/fake-jwt";
import { renderScreen } from "@/testing/render";
import { defineList, ResourceList } from "./resource-list";

interface Row {
  number: string;
  balanceTokens: number;
  customerLastName: string;
}

const ROWS: Row[] = [
  { number: "0420000001", balanceTokens: 30, customerLastName: "Durand" },
  { number: "0420000002", balanceTokens: 5, customerLastName: "Leroy" },
  { number: "0420000003", balanceTokens: 12, customerLastName: "Abadie" },
];

// The API's answer: the rows in the order asked (by units), 2 a page.
vi.mock("@/lib/api/call", () => ({
  call: vi.fn(async (_endpoint: unknown, { query }: { query: Record<string, unknown> }) => {
    const [key, direction] = ((query.sort as string | undefined) ?? "number.asc").split(".");
    const sorted = [...ROWS].sort((a, b) =>
      key === "tokens" ? a.balanceTokens - b.balanceTokens : a.number.localeCompare(b.number),
    );
    if (direction === "desc") sorted.reverse();
    const page = Number(query.page);
    return { results: sorted.slice(page * 2, page * 2 + 2), total: 3, currentPage: page };
  }),
}));

const LIST = defineList({
  cache: `test-paged-sort-${Math.random()}`,
  screen: { title: msg`Cartes` },
  list: cardsApi.list as never,
  size: 2,
  rowKey: (row: Row) => row.number,
  columns: [
    { key: "number", header: msg`Numéro`, render: (row: Row) => row.number },
    { key: "customer", header: msg`Client`, render: (row: Row) => row.customerLastName },
    { key: "tokens", header: msg`Unités`, render: (row: Row) => row.balanceTokens },
  ],
  empty: msg`Aucune carte trouvée`,
});

afterEach(() => sessionStore.set(null));

const numbers = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent);

describe("a paged list's headers", () => {
  it("sort on the server by the endpoint's sort keys, from the first page, kept in the address", async () => {
    sessionStore.set(sessionFromTokens(fakeAccessToken({ rights: ["CARD_READ"] }), "refresh"));
    const { history } = renderScreen(<ResourceList of={LIST} />, { path: "/cards?page=2" });
    const table = await screen.findByRole("table", { name: "Cartes" });
    await waitFor(() => expect(numbers(table)).toEqual(["0420000003"]));
    // The holder's name is not a sort key of the endpoint (CARD_SORTS): no button.
    expect(within(table).queryByRole("button", { name: /Client/ })).toBeNull();

    fireEvent.click(within(table).getByRole("button", { name: "Unités trier" }));
    await waitFor(() => expect(numbers(table)).toEqual(["0420000002", "0420000003"]));
    expect(call).toHaveBeenLastCalledWith(cardsApi.list, {
      query: { page: 0, size: 2, sort: "tokens.asc" },
    });
    expect(history.at(-1)).toBe("/cards?sort=tokens.asc");
    expect(
      within(table).getByRole("button", { name: "Unités trié par ordre croissant" }),
    ).toBeDefined();

    fireEvent.click(within(table).getByRole("button", { name: /Unités/ }));
    await waitFor(() => expect(numbers(table)).toEqual(["0420000001", "0420000003"]));
    expect(history.at(-1)).toBe("/cards?sort=tokens.desc");
  });

  it("ignores an order the endpoint does not declare (an edited address)", async () => {
    sessionStore.set(sessionFromTokens(fakeAccessToken({ rights: ["CARD_READ"] }), "refresh"));
    vi.mocked(call).mockClear();
    renderScreen(<ResourceList of={LIST} />, { path: "/cards?sort=customer.asc" });
    await screen.findByText("0420000002");
    expect(call).toHaveBeenCalledWith(cardsApi.list, { query: { page: 0, size: 2 } });
  });
});
