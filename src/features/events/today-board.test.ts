import { describe, expect, it } from "vitest";
import type { EventsToday, TodayEvent } from "@/contract/events";
import { boardGroups, groupOf, longDay, nextEvent, phaseOf } from "./today-board";

let id = 0;
function event(beginHour: string, endHour: string, more: Partial<TodayEvent> = {}): TodayEvent {
  id += 1;
  return {
    kind: "Birthday",
    id,
    code: `ANN-261126-${String(id).padStart(4, "0")}`,
    beginHour,
    endHour,
    bookerName: "Camille Durand",
    childName: "Léa",
    formula: "Formule Fun",
    cardsOrdered: 8,
    cardsDelivered: 0,
    cardsToDeliver: 8,
    deliveryStatus: "NotDelivered",
    cancelled: false,
    ...more,
  };
}
const delivered = { cardsDelivered: 8, cardsToDeliver: 0, deliveryStatus: "Delivered" } as const;
const at = (hour: string, day = "2026-11-26") => new Date(`${day}T${hour}:00`);

describe("today's board", () => {
  const morning = event("10:00", "12:00", delivered);
  const noon = event("12:30", "14:30");
  const cancelled = event("11:00", "13:00", { cancelled: true });
  const afternoon = event("14:00", "16:00", {
    kind: "Booked",
    childName: null,
    cardsDelivered: 3,
    cardsToDeliver: 5,
    deliveryStatus: "PartiallyDelivered",
  });
  const late = event("16:00", "18:00", delivered);
  const board: EventsToday = {
    day: "2026-11-26",
    values: [late, afternoon, cancelled, noon, morning],
  };

  it("puts the events owed cards first, then the delivered, then the cancelled, each by hour", () => {
    const groups = boardGroups(board.values);
    expect(groups.toPrepare).toEqual([noon, afternoon]);
    expect(groups.delivered).toEqual([morning, late]);
    expect(groups.cancelled).toEqual([cancelled]);
    // A cancelled event owed cards is not to prepare.
    expect(groupOf(event("09:00", "10:00", { cancelled: true }))).toBe("cancelled");
  });

  it("orders events of the same hour by end hour, kind, then id", () => {
    const a = event("15:00", "17:00", { kind: "Omniplay" });
    const b = event("15:00", "16:00", { kind: "Omniplay" });
    const c = event("15:00", "17:00", { kind: "Booked" });
    expect(boardGroups([a, c, b]).toPrepare).toEqual([b, c, a]);
  });

  it("finds the next event: in progress or not begun, never cancelled nor over", () => {
    expect(nextEvent(board, at("08:00"))).toBe(morning);
    expect(nextEvent(board, at("11:30"))).toBe(morning); // in progress
    expect(nextEvent(board, at("12:00"))).toBe(noon); // the morning's is over, 11:00 cancelled
    expect(nextEvent(board, at("14:30"))).toBe(afternoon); // noon's is over at its end hour
  });

  it("says none once the day is over, and none for a board of another day kept offline", () => {
    expect(nextEvent(board, at("18:00"))).toBeUndefined();
    expect(nextEvent(board, at("09:00", "2026-11-27"))).toBeUndefined();
    expect(nextEvent(board, at("23:00", "2026-11-25"))).toBe(morning);
  });

  it("tells where an event stands at an hour", () => {
    expect(phaseOf(noon, "12:29")).toBe("before");
    expect(phaseOf(noon, "12:30")).toBe("during");
    expect(phaseOf(noon, "14:30")).toBe("over");
  });

  it("writes the day in full in both languages", () => {
    expect(longDay("2026-11-26", "fr")).toBe("Jeudi 26 novembre");
    expect(longDay("2026-11-26", "en")).toBe("Thursday 26 November");
  });
});
