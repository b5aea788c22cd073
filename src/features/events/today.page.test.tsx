import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EventsToday, TodayEvent } from "@/contract/events";
import { db } from "@/lib/offline/db";
import { sessionFromTokens } from "@/lib/session/session-store";
import { sessionStore } from "@/lib/session/session";
import { fakeAccessToken } from "@/testing/fake-jwt";
import { renderScreen } from "@/testing/render";
import TodayPage, { TODAY_REFRESH_MS } from "./today.page";

function event(id: number, more: Partial<TodayEvent>): TodayEvent {
  return {
    kind: "Birthday",
    id,
    code: `ANN-${id}`,
    beginHour: "00:00",
    endHour: "23:59",
    bookerName: `Parent ${id}`,
    childName: `Enfant ${id}`,
    formula: "Formule Fun",
    cardsOrdered: 8,
    cardsDelivered: 0,
    cardsToDeliver: 8,
    deliveryStatus: "NotDelivered",
    cancelled: false,
    ...more,
  };
}

let calls = 0;
let board: EventsToday;

beforeEach(async () => {
  calls = 0;
  await db.reads.clear();
  // Noon on the tablet: the events' hours are read against it.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
  vi.setSystemTime(new Date("2026-11-26T12:00:00"));
  const past = { beginHour: "00:00", endHour: "00:01" };
  board = {
    day: "2026-11-26",
    values: [
      event(1, { ...past, cardsDelivered: 8, cardsToDeliver: 0, deliveryStatus: "Delivered" }),
      event(2, {
        beginHour: "13:00",
        endHour: "23:59",
        cardsToDeliver: 1,
        cardsDelivered: 7,
      }),
      event(3, { beginHour: "12:30", endHour: "23:59", cancelled: true }),
      event(4, { beginHour: "12:45", endHour: "23:59", kind: "Booked", childName: null }),
    ],
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes("/events/today")) {
        calls += 1;
        return Response.json(board);
      }
      return Response.json({ code: "not_found" }, { status: 404 });
    }),
  );
  sessionStore.set(sessionFromTokens(fakeAccessToken({ rights: ["BIRTHDAY_READ"] }), "refresh"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

describe("today's board", () => {
  it("shows what is to prepare first, the next event highlighted, the cancelled last", async () => {
    renderScreen(<TodayPage />, { path: "/today" });
    expect(await screen.findByText("2 événements à préparer · 9 cartes à remettre")).toBeDefined();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["À préparer (2)", "Livrés (1)", "Annulés (1)"]);
    const cards = screen.getAllByTestId("today-event");
    expect(cards.map((c) => within(c).getByText(/^(Enfant|Parent) \d/).textContent)).toEqual([
      "Parent 4",
      "Enfant 2 · Parent 2",
      "Enfant 1 · Parent 1",
      "Enfant 3 · Parent 3",
    ]);
    // The next one: the booked event at 12:45 (the cancelled one at 12:30 is not).
    expect(cards[0]!.dataset.next).toBe("true");
    expect(within(cards[0]!).getByText("Prochain")).toBeDefined();
    expect(cards.filter((c) => c.dataset.next)).toHaveLength(1);
    expect(within(cards[1]!).getByText("1 carte à remettre")).toBeDefined();
    expect(within(cards[3]!).getByText("Annulé")).toBeDefined();
    expect(cards[0]!.getAttribute("href")).toBe("/booked-event/4");
  });

  it("refreshes every minute while visible, never while hidden, and on coming back", async () => {
    renderScreen(<TodayPage />, { path: "/today" });
    await screen.findByText("Parent 4");
    await waitFor(() => expect(calls).toBe(1));
    await act(async () => vi.advanceTimersByTime(TODAY_REFRESH_MS));
    await waitFor(() => expect(calls).toBe(2));

    const hidden = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    await act(async () => vi.advanceTimersByTime(TODAY_REFRESH_MS * 3));
    expect(calls).toBe(2);
    hidden.mockReturnValue("visible");
    await act(async () => document.dispatchEvent(new Event("visibilitychange")));
    await waitFor(() => expect(calls).toBe(3));
  });

  it("shows the board last read when the network fails, with its age", async () => {
    await db.reads.put({
      key: "events-today",
      data: board,
      fetchedAt: new Date("2026-11-26T11:50:00").getTime(),
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    renderScreen(<TodayPage />, { path: "/today" });
    expect(await screen.findByText("Parent 4")).toBeDefined();
    expect(await screen.findByText(/^Données du /)).toBeDefined();
  });
});
