import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Right } from "@/contract/rights";
import { db } from "@/lib/offline/db";
import { sessionFromTokens } from "@/lib/session/session-store";
import { sessionStore } from "@/lib/session/session";
import { fakeAccessToken } from "@/testing/fake-jwt";
import { renderScreen } from "@/testing/render";
import { Route } from "wouter";
import SnacksPage from "./snacks.page";

const ARTICLE = {
  id: 9,
  name: "Crêpe au sucre",
  nameEN: "Sugar crêpe",
  nameES: null,
  details: null,
  detailsEN: null,
  detailsES: null,
  tokenPrice: 3,
  fidelityPointPrice: 30,
  taxesPercent: 5.5,
  order: 20,
  isAvailable: false,
  imgProduct: null,
  categories: [{ id: 4, name: "Sucré" }],
  snackCategoryId: [4],
  snackLocationId: 2,
  snackLocationName: "Cuisine",
  isCategory: false,
  type: "Snack",
};

function signInWith(rights: Right[]) {
  sessionStore.set(sessionFromTokens(fakeAccessToken({ rights }), "refresh"));
}

beforeEach(async () => {
  await db.reads.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes("snackcategorytree")) return Response.json({ values: [] });
      if (url.includes("snackcategories")) return Response.json({ values: [] });
      return Response.json({ results: [ARTICLE], total: 1, currentPage: 0 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const page = (path: string) =>
  renderScreen(
    <Route path="/snacking/:tab?">
      <SnacksPage />
    </Route>,
    { path },
  );

describe("snacking page", () => {
  it("opens the articles tab: picture placeholder, availability and zone in each row", async () => {
    signInWith(["SNACKING_READ"]);
    const { history } = page("/snacking");
    await waitFor(() => expect(history.at(-1)).toBe("/snacking/snack"));
    const row = (await screen.findByText("Crêpe au sucre")).closest("tr");
    if (!row) throw new Error("no row");
    expect(within(row).getByTestId("picture-placeholder")).toBeDefined();
    expect(within(row).getByText("Indisponible")).toBeDefined();
    expect(within(row).getByText("Cuisine")).toBeDefined();
    expect(screen.queryByRole("button", { name: "Nouvel article" })).toBeNull();
    // Zones are for holders of SNACKLOCATION_READ only.
    expect(screen.queryByRole("tab", { name: "Zones de préparation" })).toBeNull();
    expect(await screen.findByText("Aucune catégorie")).toBeDefined();
  });

  it("offers the zones tab and the new article button to those whose rights allow them", async () => {
    signInWith(["SNACKING_READ", "SNACKING_ADD_UPDATE", "SNACKLOCATION_READ"]);
    page("/snacking/snack");
    expect(await screen.findByRole("button", { name: "Nouvel article" })).toBeDefined();
    expect(screen.getByRole("tab", { name: "Zones de préparation" })).toBeDefined();
  });
});
