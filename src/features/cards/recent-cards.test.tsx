import { fireEvent, renderHook, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { rememberCards } from "@/lib/offline/card-cache";
import { db } from "@/lib/offline/db";
import { renderScreen } from "@/testing/render";
import { RECENT_CARDS_MAX, noteOpenedCard, openedOf, useNoteOpenedCard } from "./recent-cards";
import { RecentCardsList } from "./recent-cards-list";

const cardOf = (i: number, customer: string | null = null) => ({
  number: `04200000${String(i).padStart(2, "0")}`,
  publicNumber: `PC-0000${String(i).padStart(2, "0")}`,
  isActive: true,
  activationDate: null,
  expirationDate: null,
  balanceTokens: i,
  balanceFreeTokens: 0,
  totalPurchasedTokens: 0,
  customerId: customer ? i : null,
  customerFirstName: customer,
  customerLastName: customer && "Leroy",
});

beforeEach(async () => {
  await db.reads.clear();
  await db.cards.clear();
});

describe("the last cards opened on this device", () => {
  it("says there are none yet", async () => {
    renderScreen(<RecentCardsList />);
    expect(await screen.findByText(/Aucune carte ouverte sur cet appareil/)).toBeDefined();
    expect(screen.queryByRole("button", { name: "Effacer la liste" })).toBeNull();
  });

  it(`keeps the ${RECENT_CARDS_MAX} newest, each once, newest first`, async () => {
    for (let i = 1; i <= 10; i++) await noteOpenedCard(openedOf(cardOf(i)), db, i);
    await noteOpenedCard(openedOf(cardOf(5)), db, 11);
    renderScreen(<RecentCardsList />);
    const list = await screen.findByRole("list", { name: "Dernières cartes ouvertes" });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href")?.slice(-2))).toEqual([
      "05",
      "10",
      "09",
      "08",
      "07",
      "06",
      "04",
      "03",
    ]);
  });

  it("shows each with its customer and balances as last seen, and clears the list", async () => {
    await noteOpenedCard(openedOf(cardOf(1, "Jade")), db, 1);
    await noteOpenedCard(openedOf(cardOf(2)), db, 2);
    // Seen again since (its page, a list): its balances have moved.
    await rememberCards([{ ...cardOf(1, "Jade"), balanceTokens: 42, balanceFreeTokens: 1 }]);
    renderScreen(<RecentCardsList />);
    const list = await screen.findByRole("list", { name: "Dernières cartes ouvertes" });
    const [second, first] = within(list).getAllByRole("link");
    expect(second?.textContent).toContain("PC-000002 · 0420000002 · Sans client");
    await waitFor(() => expect(first?.textContent).toContain("42 unités · 1 unité bonus"));
    expect(first?.textContent).toContain("PC-000001 · 0420000001 · Jade Leroy");
    expect(first?.getAttribute("href")).toBe("/cards/details/0420000001");
    fireEvent.click(screen.getByRole("button", { name: "Effacer la liste" }));
    expect(await screen.findByText(/Aucune carte ouverte sur cet appareil/)).toBeDefined();
    expect(await db.reads.get("recent-cards")).toBeUndefined();
  });

  it("notes the card a page shows, once per card", async () => {
    const hook = renderHook(({ card }) => useNoteOpenedCard(card), {
      initialProps: { card: undefined as ReturnType<typeof cardOf> | undefined },
    });
    hook.rerender({ card: cardOf(3, "Jade") });
    await waitFor(async () =>
      expect((await db.reads.get("recent-cards"))?.data).toMatchObject([
        { number: "0420000003", customerName: "Jade Leroy", balanceTokens: 3 },
      ]),
    );
  });
});
