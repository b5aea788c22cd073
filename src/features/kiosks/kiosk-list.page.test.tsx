import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Right } from "@/contract/rights";
import { sessionFromTokens } from "@/lib/session/session-store";
import { sessionStore } from "@/lib/session/session";
import { fakeAccessToken } from "@/testing/fake-jwt";
import { renderScreen } from "@/testing/render";
import KioskListPage from "./kiosk-list.page";

const KIOSK = {
  id: 1,
  name: "Borne Snack 1",
  serialNumber: "KSK-0001",
  pingDelay: 300,
  type: "Snack",
  paymentMethodAccepted: "UnitsCb",
  smartTouchId: null,
  state: 2,
  lastPing: "2026-11-20T13:04:05.000Z",
  version: "1.16.0.1745",
  isSnack: true,
  keyIssuedAt: null,
};

const KEY = `dk_${"a".repeat(43)}`;
const NOW = "2026-11-26T08:00:00.000Z";

function signInWith(rights: Right[]) {
  sessionStore.set(sessionFromTokens(fakeAccessToken({ rights }), "refresh"));
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes("allpurchasehistorykiosk"))
        return Response.json({ code: "server_error" }, { status: 500 });
      if (url.includes("/api/kiosk/key/"))
        return Response.json({ serialNumber: "KSK-0001", deviceKey: KEY, keyIssuedAt: NOW });
      return Response.json({ results: [KIOSK], total: 1, currentPage: 0 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

describe("kiosk list", () => {
  it("shows each kiosk's type, state and payment method in words", async () => {
    signInWith(["KIOSK_READ"]);
    renderScreen(<KioskListPage />, { path: "/kiosks" });
    const row = (await screen.findByText("Borne Snack 1", undefined, { timeout: 5000 })).closest(
      "tr",
    );
    if (!row) throw new Error("no row");
    // Its health, in the board's words: not heard from since the 20th, it is silent (healthOf).
    expect(within(row).getByText("Silencieux")).toBeDefined();
    expect(within(row).getByText("Snack")).toBeDefined();
    expect(within(row).getByText("Unités + CB")).toBeDefined();
  });

  it("offers no add, edit nor delete button without the rights to use them", async () => {
    signInWith(["KIOSK_READ"]);
    renderScreen(<KioskListPage />, { path: "/kiosks" });
    fireEvent.click(await screen.findByText("Borne Snack 1"));
    expect(await screen.findByText("Historique des achats")).toBeDefined();
    expect(screen.queryByRole("button", { name: "Nouvelle borne" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Modifier" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Supprimer" })).toBeNull();
    expect(screen.getByText("Pas encore de clé")).toBeDefined();
    expect(screen.queryByRole("button", { name: "Émettre la clé" })).toBeNull();
  });

  it("offers them to a holder of KIOSK_ADD_UPDATE and KIOSK_DELETE; a failed history offers a retry", async () => {
    signInWith(["KIOSK_READ", "KIOSK_ADD_UPDATE", "KIOSK_DELETE"]);
    renderScreen(<KioskListPage />, { path: "/kiosks" });
    expect(await screen.findByRole("button", { name: "Nouvelle borne" })).toBeDefined();
    fireEvent.click(await screen.findByText("Borne Snack 1"));
    expect(await screen.findByRole("button", { name: "Modifier" })).toBeDefined();
    expect(screen.getByRole("button", { name: "Supprimer" })).toBeDefined();
    expect(await screen.findByText("Impossible de charger l'historique de la borne")).toBeDefined();
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeDefined();
  });

  it("issues the kiosk its key, shown once, to a holder of KIOSK_ADD_UPDATE", async () => {
    signInWith(["KIOSK_READ", "KIOSK_ADD_UPDATE"]);
    renderScreen(<KioskListPage />, { path: "/kiosks" });
    fireEvent.click(await screen.findByText("Borne Snack 1"));
    fireEvent.click(await screen.findByRole("button", { name: "Émettre la clé" }));
    const shown = await screen.findByRole("dialog", { name: "Clé de KSK-0001" });
    expect(within(shown).getByTestId("device-key").textContent).toBe(KEY);
    const sent = vi
      .mocked(fetch)
      .mock.calls.map(([input, init]) => [
        String(input instanceof Request ? input.url : input),
        (input instanceof Request ? input.method : init?.method) ?? "GET",
      ]);
    expect(sent).toContainEqual([expect.stringContaining("/api/kiosk/key/KSK-0001"), "POST"]);
    fireEvent.click(within(shown).getByRole("button", { name: "J'ai noté la clé" }));
    await waitFor(() => expect(screen.queryByTestId("device-key")).toBeNull());
  });
});
