import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/offline/db";
import { signInWithOutbox } from "@/testing/outbox";
import { renderScreen } from "@/testing/render";
import TranslationsPage from "./translations.page";

beforeEach(async () => {
  await signInWithOutbox(["TRANSLATION_UPDATE"]);
  await db.reads.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("device texts", () => {
  it("offline and never loaded here, says so and what to do, never counts of nothing", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderScreen(<TranslationsPage />, { path: "/smarttouch/translations" });
    const said = await screen.findByTestId("texts-not-loaded", undefined, { timeout: 5000 });
    expect(said.textContent).toMatch(
      /^Hors ligne\s: les textes de cette langue n'ont pas encore été chargés/,
    );
    expect(said.textContent).toContain("Reconnectez-vous");
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeDefined();
    expect(screen.queryByText(/0 texte/)).toBeNull();
    expect(screen.queryByText("Aucun manquant")).toBeNull();
  });

  it("counts the texts it holds, the missing ones of the language beside", async () => {
    // jsdom has no font loading, which the texts' autosizing boxes listen to.
    if (!document.fonts)
      Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.endsWith("/translations"))
          return Response.json({ values: [{ language: "en", translated: 1, missing: 1 }] });
        if (url.endsWith("/fr"))
          return Response.json({ language: "fr", values: { hello: "Bonjour", bye: "Au revoir" } });
        return Response.json({ language: "en", values: { hello: "Hello", bye: "" } });
      }),
    );
    renderScreen(<TranslationsPage />, { path: "/smarttouch/translations" });
    expect(await screen.findByText("2 textes", undefined, { timeout: 5000 })).toBeDefined();
    await waitFor(() => expect(screen.getByText("1 manquant")).toBeDefined());
    expect(screen.queryByTestId("texts-not-loaded")).toBeNull();
  });
});
