import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Right } from "@/contract/rights";
import { db } from "@/lib/offline/db";
import { sessionFromTokens } from "@/lib/session/session-store";
import { sessionStore } from "@/lib/session/session";
import { fakeAccessToken } from "@/testing/fake-jwt";
import { renderScreen } from "@/testing/render";
import { isoDay } from "@/ui/paged-list/history/date-ranges";
import { Route } from "wouter";
import HistoryPage from "./history.page";

const PURCHASE = {
  id: 7,
  date: "2026-11-26T09:15:00.000Z",
  type: "Recharging",
  amount: 25,
  tokens: 50,
  freeTokens: 5,
  kioskName: "Borne Accueil",
  invoiceId: 10_007,
  invoiceNumber: "FA-2026-000007",
  cardNumber: "C-000123",
};
const GAME = {
  id: 3,
  date: "2026-11-26T10:00:00.000Z",
  gameName: "Air hockey",
  tokens: 2,
  freeTokens: 0,
  cardNumber: "C-000456",
};

const urls: string[] = [];

beforeEach(async () => {
  await db.reads.clear();
  urls.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      urls.push(url);
      if (url.includes("gameshistory"))
        return Response.json({
          results: [GAME],
          total: 2,
          currentPage: 0,
          totals: { count: 2, tokens: 4, freeTokens: 1 },
        });
      return Response.json({
        results: [PURCHASE],
        total: 3,
        currentPage: 0,
        totals: { count: 3, amount: 145, tokens: 290, freeTokens: 20 },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.set(null);
});

function signInWith(rights: Right[]) {
  sessionStore.set(sessionFromTokens(fakeAccessToken({ rights }), "refresh"));
}

const page = (path: string) =>
  renderScreen(
    <Route path="/history/:tab?">
      <HistoryPage />
    </Route>,
    { path },
  );
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

describe("history page", () => {
  it("opens the purchases with the card of each row and the totals of the filtered rows", async () => {
    signInWith(["HISTORY_READ"]);
    const { history } = page("/history");
    await waitFor(() => expect(history.at(-1)).toBe("/history/purchaseHistory"));
    const row = (await screen.findByText("C-000123")).closest("tr");
    if (!row) throw new Error("no row");
    expect(within(row).getByText("Recharge")).toBeDefined();
    expect(within(row).getByText(/^25,00\s€$/)).toBeDefined();
    await waitFor(() =>
      expect(plain(screen.getByTestId("history-totals").textContent)).toBe(
        "3 achats · 145,00 € · 290 unités · 20 unités bonus",
      ),
    );
    expect(screen.getByRole("tab", { name: "Achats", selected: true })).toBeDefined();
  });

  it("asks for today's rows with one tap, and for a card's", async () => {
    signInWith(["HISTORY_READ"]);
    page("/history/purchaseHistory");
    await screen.findByText("C-000123");
    fireEvent.click(screen.getByRole("button", { name: "Aujourd'hui" }));
    const today = isoDay(new Date());
    await waitFor(
      () =>
        expect(urls.some((u) => u.includes(`from=${today}`) && u.includes(`to=${today}`))).toBe(
          true,
        ),
      { timeout: 2000 },
    );
    fireEvent.change(screen.getByRole("searchbox", { name: "Numéro de carte" }), {
      target: { value: "C-000123" },
    });
    await waitFor(
      () =>
        expect(urls.some((u) => u.includes("cardNumber=C-000123") && u.includes(today))).toBe(true),
      { timeout: 2000 },
    );
  });

  it("switches to the games played, with their totals", async () => {
    signInWith(["HISTORY_READ"]);
    const { history } = page("/history/purchaseHistory");
    await screen.findByText("C-000123");
    fireEvent.click(screen.getByRole("tab", { name: "Parties" }));
    await waitFor(() => expect(history.at(-1)).toBe("/history/gameHistory"));
    expect(await screen.findByText("Air hockey")).toBeDefined();
    expect(screen.getByRole("searchbox", { name: "Jeu" })).toBeDefined();
    await waitFor(() =>
      expect(plain(screen.getByTestId("history-totals").textContent)).toBe(
        "2 parties · 4 unités · 1 unité bonus",
      ),
    );
  });
});

describe("history page, merchandise and staff games", () => {
  it("reads the merchandise through the snacks' call with its type, and the staff games", async () => {
    signInWith(["HISTORY_READ"]);
    const { history } = page("/history/merchandising_transaction");
    expect(screen.getByRole("tab", { name: "Merchandising", selected: true })).toBeDefined();
    await waitFor(() =>
      expect(
        urls.some(
          (u) => u.includes("/snack/snacktransactions") && u.includes("type=Merchandising"),
        ),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole("tab", { name: "Parties des employés" }));
    await waitFor(() => expect(history.at(-1)).toBe("/history/staffGameHistory"));
    await waitFor(() => expect(urls.some((u) => u.includes("/game/staffgameshistory"))).toBe(true));
    expect(screen.getByRole("searchbox", { name: "Jeu" })).toBeDefined();
  });

  it("lists the tabs in the spec's order", () => {
    signInWith(["HISTORY_READ"]);
    page("/history/purchaseHistory");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Achats",
      "Snacks",
      "Merchandising",
      "Parties",
      "Parties des employés",
    ]);
  });

  /** A landscape tablet: every media query matches, so the invoice column (md and up) shows. */
  const landscape = () =>
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query) =>
        ({
          matches: true,
          media: query,
          addEventListener() {},
          removeEventListener() {},
          addListener() {},
          removeListener() {},
          onchange: null,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );

  it("links a purchase's invoice number to the invoice for those who may read invoices", async () => {
    landscape();
    signInWith(["HISTORY_READ", "INVOICE_READ"]);
    page("/history/purchaseHistory");
    const link = await screen.findByRole("link", { name: "FA-2026-000007" });
    expect(link.getAttribute("href")).toBe("/invoices-customer/details/FA-2026-000007");
  });

  it("shows the number without a link to those who may not", async () => {
    landscape();
    signInWith(["HISTORY_READ"]);
    page("/history/purchaseHistory");
    expect(await screen.findByText("FA-2026-000007")).toBeDefined();
    expect(screen.queryByRole("link", { name: "FA-2026-000007" })).toBeNull();
  });
});
