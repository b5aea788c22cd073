/**
 * The floor's "today" board (eventsTodayApi, src/contract/events.endpoints.ts), for the party desk:
 * - "À préparer": the events still owed cards (not cancelled), by begin hour: what to do;
 * - "Livrés": the ones whose cards are all handed over, by begin hour;
 * - "Annulés": last, greyed, by begin hour (cards handed over before stay delivered).
 * The NEXT event is the first one, by begin hour, that is not cancelled and not over (in
 * progress, or not begun yet): highlighted whichever group it is in. Pure: `now` is given.
 */
import type { EventsToday, TodayEvent } from "@/contract/events";

export type BoardGroup = "toPrepare" | "delivered" | "cancelled";

export const BOARD_GROUPS: readonly BoardGroup[] = ["toPrepare", "delivered", "cancelled"];

export function groupOf(event: TodayEvent): BoardGroup {
  if (event.cancelled) return "cancelled";
  return event.cardsToDeliver > 0 || event.deliveryStatus !== "Delivered"
    ? "toPrepare"
    : "delivered";
}

const byHour = (a: TodayEvent, b: TodayEvent) =>
  a.beginHour.localeCompare(b.beginHour) ||
  a.endHour.localeCompare(b.endHour) ||
  a.kind.localeCompare(b.kind) ||
  a.id - b.id;

/** The events of each group, by begin hour. */
export function boardGroups(events: readonly TodayEvent[]): Record<BoardGroup, TodayEvent[]> {
  const groups: Record<BoardGroup, TodayEvent[]> = { toPrepare: [], delivered: [], cancelled: [] };
  for (const event of [...events].sort(byHour)) groups[groupOf(event)].push(event);
  return groups;
}

const two = (n: number) => String(n).padStart(2, "0");

/** The local day ("2026-11-26") and time ("14:05") of a moment. */
export function dayAndHour(now: Date): { day: string; hour: string } {
  return {
    day: `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`,
    hour: `${two(now.getHours())}:${two(now.getMinutes())}`,
  };
}

/** Where an event stands at `hour` ("HH:mm") of its day. */
export function phaseOf(event: TodayEvent, hour: string): "before" | "during" | "over" {
  if (hour < event.beginHour) return "before";
  return hour < event.endHour ? "during" : "over";
}

/**
 * The next event of the board at `now`: the first by begin hour, not cancelled, not over. A
 * board of a later day: its first event; of an earlier day (a cache kept overnight): none.
 */
export function nextEvent(board: EventsToday, now: Date): TodayEvent | undefined {
  const { day, hour } = dayAndHour(now);
  if (board.day < day) return undefined;
  const open = [...board.values].filter((e) => !e.cancelled).sort(byHour);
  if (board.day > day) return open[0];
  return open.find((e) => phaseOf(e, hour) !== "over");
}

/** A day ("2026-11-26") in full, for the board's heading: "jeudi 26 novembre", "Thursday 26 November". */
export function longDay(day: string, locale: string): string {
  const text = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "fr-FR", {
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(new Date(`${day}T12:00:00`));
  // The first letter only: French writes its months in lower case.
  return text.charAt(0).toUpperCase() + text.slice(1);
}
