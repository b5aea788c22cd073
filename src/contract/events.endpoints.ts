/**
 * Birthdays, online-ordered (omniplay) and booked events (spec section 7, "Invoices, receipts,
 * bank transactions, events"), and the floor's "today" board (beyond the spec, in its style).
 * Decisions (number and id, ordering, delivery status, rights): src/contract/events.ts.
 */
import { endpoint } from "./endpoint";
import {
  eventDetailsSchema,
  eventQuerySchema,
  eventSchema,
  eventsTodayQuerySchema,
  eventsTodaySchema,
} from "./events";
import { pagedSchema, sortQuery } from "./paging";
import { idParamsSchema } from "./params";

const TAG = "Events";
const LIST =
  "Filters `from` and `to` (the event's day, both included, at most a year apart), `deliveryStatus`, `cancelled` (`true` or `false`), `search` (in the booker's name, the child's name or the event code, contained, case and accents ignored). Ordered by the event's day then begin hour: ascending when `from` is given, descending otherwise, unless `sort=day.asc` or `sort=day.desc` says which (EVENT_SORTS: the indexed day only).";
/** The events lists' orders (`sort`, the lists' column key): the day, then the begin hour. */
const EVENT_SORTS = ["day"] as const;
const DETAIL =
  "An event's number (the detail screen's path) is its id; another kind's id is a 404. The detail screen also needs INVOICE_READ (spec section 2); the call needs only the list's right, as it answers nothing of the invoice the list's rows do not already hold.";

/** A kind's list and one-event read: its paths, its right and what it is called. */
function eventsApi(
  { list, one }: { list: string; one: string },
  requirement: "BIRTHDAY_READ" | "BOOKED_READ",
  [these, thisOne]: [string, string],
) {
  return {
    list: endpoint({
      method: "get",
      path: list,
      requirement,
      summary: `${these}, 10 a page`,
      description: LIST,
      tag: TAG,
      query: eventQuerySchema.safeExtend(sortQuery(EVENT_SORTS).shape),
      answers: { 200: pagedSchema(eventSchema) },
    }),
    one: endpoint({
      method: "get",
      path: one,
      requirement,
      summary: `${thisOne}, its claim history and its cards`,
      description: DETAIL,
      tag: TAG,
      params: idParamsSchema,
      answers: { 200: eventDetailsSchema },
      errors: { 404: ["not_found"] },
    }),
  };
}

export const birthdayEventsApi = eventsApi(
  { list: "/api/birthdayevent/birthdayevent", one: "/api/birthdayevent/id/:id{[0-9]+}" },
  "BIRTHDAY_READ",
  ["Birthday events", "One birthday event"],
);

export const omniplayEventsApi = eventsApi(
  { list: "/api/omniplayEvent/omniplayEvents", one: "/api/omniplayEvent/id/:id{[0-9]+}" },
  "BIRTHDAY_READ",
  ["Events ordered online (omniplay)", "One event ordered online"],
);

export const bookedEventsApi = eventsApi(
  { list: "/api/bookedevent/bookedevents", one: "/api/bookedevent/id/:id{[0-9]+}" },
  "BOOKED_READ",
  ["Booked events", "One booked event"],
);

export const eventsTodayApi = {
  board: endpoint({
    method: "get",
    path: "/api/events/today",
    requirement: { anyOf: ["BIRTHDAY_READ", "BOOKED_READ"] },
    summary:
      "The floor's board: a day's events of every kind the caller may read (beyond the spec)",
    description:
      "`day` (the venue's today when not given). Birthdays and omniplay events with BIRTHDAY_READ, booked events with BOOKED_READ; cancelled ones included, with their flag; by begin hour, then kind, then id.",
    tag: TAG,
    query: eventsTodayQuerySchema,
    answers: { 200: eventsTodaySchema },
  }),
};
