/**
 * The three kinds of event, each with its calls (src/contract/events.endpoints.ts), its screens
 * (list and details, src/lib/screens.ts), the link to one event and the right its calls need:
 * the lists, the details and the board are written once for the three.
 */
import { EVENT_KINDS, type EventKind } from "@/contract/events";
import { birthdayEventsApi, bookedEventsApi, omniplayEventsApi } from "@/contract/events.endpoints";
import type { Right } from "@/contract/rights";
import { paths } from "@/lib/paths";
import { SCREENS } from "@/lib/screens";

export const EVENT_KIND_INFO = {
  Birthday: {
    api: birthdayEventsApi,
    list: SCREENS.birthdayEvents,
    details: SCREENS.birthdayEvent,
    link: paths.birthdayEvent,
    right: "BIRTHDAY_READ",
    cache: "birthday-events",
  },
  Omniplay: {
    api: omniplayEventsApi,
    list: SCREENS.omniplayEvents,
    details: SCREENS.omniplayEvent,
    link: paths.omniplayEvent,
    right: "BIRTHDAY_READ",
    cache: "omniplay-events",
  },
  Booked: {
    api: bookedEventsApi,
    list: SCREENS.bookedEvents,
    details: SCREENS.bookedEvent,
    link: paths.bookedEvent,
    right: "BOOKED_READ",
    cache: "booked-events",
  },
} satisfies Record<EventKind, { right: Right } & Record<string, unknown>>;

/** The page of one event of any kind. */
export const eventLink = (event: { kind: EventKind; id: number }) =>
  EVENT_KIND_INFO[event.kind].link(event.id);

/** The screens of each kind: its list and its details, by their path patterns. */
export const EVENT_SCREENS = EVENT_KINDS.flatMap((kind) => [
  { path: EVENT_KIND_INFO[kind].list.path, kind, details: false },
  { path: EVENT_KIND_INFO[kind].details.path, kind, details: true },
]);
