import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NetworkError } from "@/lib/api/api-error";
import { rememberCards } from "@/lib/offline/card-cache";
import { db } from "@/lib/offline/db";
import { enqueue } from "@/lib/offline/outbox";
import { testCard } from "@/testing/builders";
import { changeBonus, disableCard } from "./card-commands";
import { prefetchCard, useCard } from "./use-card";

const CARD = testCard("0420000001", {
  activationDate: "2026-01-01",
  balanceTokens: 120,
  balanceFreeTokens: 15,
  totalPurchasedTokens: 480,
  customerId: 1,
  customerFirstName: "Camille",
  customerLastName: "Durand",
});
const AUTHOR = { employee: "camille.martin@parc-demo.fr", employeeName: "Camille Martin" };

beforeEach(async () => {
  await Promise.all([db.cards.clear(), db.outbox.clear(), db.stamps.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe("useCard", () => {
  it("opens a card seen before from the cache, offline, by its public number, with its pending actions applied", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await rememberCards([CARD], db, Date.parse("2026-11-21T13:32:00Z"));
    await enqueue(changeBonus, { card: CARD, amount: 5, comment: "geste" }, AUTHOR);
    await enqueue(disableCard, { card: CARD }, AUTHOR);

    const { result } = renderHook(() => useCard("pc-000001"));
    await waitFor(() => expect(result.current.stale).toBe(true));
    expect(result.current.card).toMatchObject({ isActive: false, balanceFreeTokens: 20 });
    expect(result.current.pending.map((e) => e.name)).toEqual(["card.bonus", "card.disable"]);
    expect(result.current.fetchedAt).toBe(Date.parse("2026-11-21T13:32:00Z"));
    expect(result.current.error).toBeUndefined();
  });

  it("says why when a card never seen cannot be fetched", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const { result } = renderHook(() => useCard("0420009999"));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(NetworkError));
    expect(result.current.card).toBeUndefined();
    expect(result.current.loading).toBe(false);
  });

  it("keeps the card the API answers, for the next time", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ ...CARD, balanceTokens: 99 })),
    );
    const { result } = renderHook(() => useCard(CARD.number));
    await waitFor(() => expect(result.current.card?.balanceTokens).toBe(99));
    expect(result.current.stale).toBe(false);
    expect((await db.cards.get(CARD.number))?.keys).toEqual(["0420000001", "pc-000001"]);
  });

  it("asks again for a card wiped from the cache after it was fetched, never shown as an error", async () => {
    const fetch = vi.fn(async () => Response.json(CARD));
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useCard(CARD.number));
    await waitFor(() => expect(result.current.card?.number).toBe(CARD.number));
    const seen: boolean[] = [];
    const { result: watched } = renderHook(() => {
      const view = useCard(CARD.number);
      seen.push(!view.loading && !view.card);
      return view;
    });
    await waitFor(() => expect(watched.current.card).toBeDefined());
    seen.length = 0;

    await db.cards.clear(); // another employee signed in on another tab
    // Two hooks each notice the wipe and ask again: slower when the whole suite shares the CPU.
    const patience = { timeout: 5000 };
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(4), patience);
    await waitFor(() => expect(watched.current.card?.number).toBe(CARD.number), patience);
    expect(seen).not.toContain(true); // never "no card and not loading": no error flashed
    expect(watched.current.error).toBeUndefined();
  });

  it("opened at start-up: the prefetched card is there at the first render, and asked for once", async () => {
    const fetch = vi.fn(async () => Response.json({ ...CARD, balanceTokens: 77 }));
    vi.stubGlobal("fetch", fetch);
    await prefetchCard(CARD.number);
    const firstRenders: (number | undefined)[] = [];
    const { result } = renderHook(() => {
      const view = useCard(CARD.number);
      firstRenders.push(view.card?.balanceTokens);
      return view;
    });
    expect(firstRenders[0]).toBe(77); // no skeleton first
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.stale).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1); // the page's refresh took the prefetched request
  });

  it("a card this tablet knows is prefetched from the cache at once, refreshed by the request", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetch);
    await rememberCards([CARD]);
    await prefetchCard(CARD.number); // resolves without the network's answer
    const { result } = renderHook(() => useCard(CARD.number));
    expect(result.current.card?.balanceTokens).toBe(120);
    answer(Response.json({ ...CARD, balanceTokens: 130 }));
    await waitFor(() => expect(result.current.card?.balanceTokens).toBe(130));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
