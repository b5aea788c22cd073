import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Right } from "@/contract/rights";
import type { SnackCounter, SnackOrder } from "@/contract/snacks";
import { findCommand } from "@/lib/commands/command";
import { db } from "@/lib/offline/db";
import { createSyncEngine } from "@/lib/offline/sync-engine";
import { sessionFromTokens } from "@/lib/session/session-store";
import { sessionStore } from "@/lib/session/session";
import { fakeAccessToken } from "@/testing/fake-jwt";
import { renderScreen } from "@/testing/render";
import CounterPage from "./counter.page";

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const order = (id: number, number: number, waited: number, cardNumber: string | null) =>
  ({
    id,
    number,
    cardNumber,
    kioskName: "Borne snack 1",
    snackLocationId: 1,
    paidAt: minutesAgo(waited),
    state: "Paid",
    collectedAt: null,
    lines: [
      { name: "Crêpe au sucre", quantity: 2, tokenPrice: 3 },
      { name: "Thé", quantity: 1, tokenPrice: 2 },
    ],
  }) satisfies SnackOrder;

const BAR = {
  id: 1,
  name: "Bar",
  printerName: "EPSON-BAR",
  type: "Snack" as const,
  amberAfterMinutes: 5,
  redAfterMinutes: 10,
};

// Sent out of order: the screen puts the oldest first whatever it is given.
const COUNTER: SnackCounter = {
  location: BAR,
  waiting: [order(12, 8, 6, "0420000012"), order(10, 6, 14, "0420000010"), order(13, 9, 1, null)],
  collected: [],
  at: new Date().toISOString(),
};

const puts: { url: string; body: unknown; key: string | null }[] = [];

function signInWith(rights: Right[]) {
  sessionStore.set(sessionFromTokens(fakeAccessToken({ rights }), "refresh"));
}

beforeEach(async () => {
  puts.length = 0;
  await db.outbox.clear();
  await db.reads.clear();
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes("snackslocation")) {
        const shop = url.includes("merchandising");
        return Response.json({
          values: shop
            ? [{ ...BAR, id: 4, name: "Boutique", type: "Merchandising" }]
            : [BAR, { ...BAR, id: 2, name: "Cuisine" }],
        });
      }
      if (url.includes("/snackorder/counter/1")) return Response.json(COUNTER);
      if (url.includes("/state/")) {
        puts.push({
          url,
          body: JSON.parse(typeof init?.body === "string" ? init.body : "null") as unknown,
          key: new Headers(init?.headers).get("Idempotency-Key"),
        });
        return Response.json({ ...COUNTER.waiting[1], state: "Collected" });
      }
      return Response.json({ code: "not_found" }, { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const numbers = () => screen.getAllByTestId("order-number").map((n) => n.textContent);

describe("a zone's counter", () => {
  it("shows the waiting orders oldest first, with their lines, card, kiosk and wait", async () => {
    signInWith(["SNACKLOCATION_READ"]);
    renderScreen(<CounterPage />, { path: "/counter?zone=1" });
    expect(await screen.findByText("3 commandes en attente")).toBeDefined();
    expect(await screen.findByRole("heading", { name: "Comptoir\u00a0: Bar" })).toBeDefined();
    expect(numbers()).toEqual(["6", "8", "9"]);
    const [oldest, middle, newest] = screen.getAllByTestId("counter-order");
    expect(within(oldest!).getByText("2 × Crêpe au sucre")).toBeDefined();
    expect(within(oldest!).getByText("1 × Thé")).toBeDefined();
    expect(within(oldest!).getByText("Carte 0420000010 · Borne snack 1")).toBeDefined();
    expect(within(newest!).getByText("Sans carte · Borne snack 1")).toBeDefined();
    // 14 min is past the bar's red (10), 6 past its amber (5): said in words, not only colour.
    expect(oldest!.dataset.level).toBe("red");
    expect(within(oldest!).getByText(/^Très en retard · il y a 14 min/)).toBeDefined();
    expect(middle!.dataset.level).toBe("amber");
    expect(within(middle!).getByText(/^En retard · il y a 6 min/)).toBeDefined();
    expect(newest!.dataset.level).toBe("fresh");
    // The zone is remembered for this tablet.
    expect(localStorage.getItem("backoffice.counter.zone")).toBe("1");
  });

  it("hides an order at once on « Remis » and sends it through the outbox", async () => {
    signInWith(["SNACKING_READ"]);
    renderScreen(<CounterPage />, { path: "/counter?zone=1" });
    await screen.findByText("3 commandes en attente");
    fireEvent.click(screen.getByRole("button", { name: "Remis\u00a0: commande 6" }));
    await waitFor(() => expect(numbers()).toEqual(["8", "9"]));
    expect(screen.getByText("2 commandes en attente")).toBeDefined();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: "snackorder.collect", kind: "snackorder", entity: "10" });
    // The sync engine sends it once, with the entry's key; the answer settles into the cache, so
    // the order stays gone once the entry has left the outbox.
    const engine = createSyncEngine({
      db,
      employee: () => "camille.martin@parc-demo.fr",
      command: findCommand,
    });
    expect(await engine.sync()).toMatchObject({ accepted: 1 });
    expect(puts).toHaveLength(1);
    expect(puts[0]?.url).toContain("/state/10");
    expect(puts[0]).toMatchObject({ body: { state: "Collected" }, key: entry!.id });
    expect(await db.outbox.count()).toBe(0);
    await waitFor(async () => {
      const cached = (await db.reads.get("snack-counter:1"))?.data as SnackCounter;
      expect(cached.collected.map((o) => o.id)).toEqual([10]);
    });
    expect(numbers()).toEqual(["8", "9"]);
  });

  it("shows an order again when its change is refused", async () => {
    signInWith(["SNACKLOCATION_READ"]);
    renderScreen(<CounterPage />, { path: "/counter?zone=1" });
    await screen.findByText("3 commandes en attente");
    fireEvent.click(screen.getByRole("button", { name: "Remis\u00a0: commande 8" }));
    await waitFor(() => expect(numbers()).toEqual(["6", "9"]));
    const [entry] = await db.outbox.toArray();
    await db.outbox.update(entry!.seq, {
      state: "rejected",
      error: { status: 404, code: "not_found" },
    });
    await waitFor(() => expect(numbers()).toEqual(["6", "8", "9"]));
  });

  it("offers no « Remis » without a snack right, and says when nothing waits", async () => {
    signInWith(["SNACKLOCATION_READ"]);
    COUNTER.waiting.splice(0);
    try {
      renderScreen(<CounterPage />, { path: "/counter?zone=1" });
      expect(await screen.findByText("Aucune commande en attente")).toBeDefined();
      expect(screen.queryByRole("button", { name: /^Remis/ })).toBeNull();
    } finally {
      COUNTER.waiting.push(
        order(12, 8, 6, "0420000012"),
        order(10, 6, 14, "0420000010"),
        order(13, 9, 1, null),
      );
    }
  });

  it("without a zone asks for one, and opens the zone this tablet remembers", async () => {
    signInWith(["SNACKLOCATION_READ"]);
    const first = renderScreen(<CounterPage />, { path: "/counter" });
    expect(
      await screen.findByText("Choisissez la zone de préparation de ce comptoir."),
    ).toBeDefined();
    first.unmount();
    localStorage.setItem("backoffice.counter.zone", "1");
    const second = renderScreen(<CounterPage />, { path: "/counter" });
    await waitFor(() => expect(second.history.at(-1)).toBe("/counter?zone=1"));
  });
});
