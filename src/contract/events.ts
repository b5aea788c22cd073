/**
 * The venue's events (spec sections 2, 3, 7): birthdays, online-ordered events (omniplay) and
 * booked events (groups, schools, companies). One schema serves the three kinds; the child's name,
 * birth date and gender are a birthday's (null for the others). Read-only: the spec has no call
 * that creates or changes an event (they come from the booking site and the desk's own software).
 *
 * Decisions (the reference server's model, server/db/schema/events.schema.ts):
 * - Number and id: an event's NUMBER, in the detail screens' paths (/birthday-event/{number}), is
 *   its id, as a receipt's (src/contract/money.ts): the screen calls `/api/<kind>/id/{number}`.
 *   The event CODE ("ANN-260412-0042": kind, day, rank) is what the booker and the desk read on
 *   a confirmation; it is searched by the lists' `search`, never a path.
 * - Ids are unique across the three kinds; a kind's detail call answers 404 for another kind's id.
 * - Cards: the cards handed over for an event are linked to it when they are claimed (scanned at
 *   the desk or given by a kiosk): `cardsDelivered` counts them, `claims` says who claimed which
 *   cards when, `cards` lists them all. `cardsOrdered` is what the booker ordered now,
 *   `cardsPreviouslyOrdered` what was ordered before the booking was last changed (0 if never).
 * - Delivery status is derived, never stored: no card delivered -> NotDelivered, fewer than
 *   ordered -> PartiallyDelivered, as many or more -> Delivered. A cancelled event keeps its
 *   status (cards handed over before the cancellation stay delivered).
 * - Lists are ordered by the event's day then begin hour (then id): ascending when `from` is
 *   given (a day or a week read in order, as the party desk reads it), descending otherwise (the
 *   furthest day first, like the other dated lists; the screens default `from` to today for an
 *   "upcoming" view). `from` and `to` filter the event's day (not the day it was created).
 * - Detail rights: the detail SCREENS need INVOICE_READ besides the list's right (spec section 2,
 *   a screen rule). The detail CALL needs only the list's right: it answers the list's row plus
 *   its claims and cards, nothing of the invoice beyond its id and number, which the list's rows
 *   already hold (and the contract's requirements know `anyOf`, not "all of").
 * - The floor's "today" board (`GET /api/events/today`, beyond the spec): the day's events of
 *   every kind the caller may read (birthdays and omniplay with BIRTHDAY_READ, booked with
 *   BOOKED_READ), cancelled ones included with their flag, by begin hour.
 */
import { z } from "zod";
import { rowId } from "./bounded";
import { day, moment } from "./dates";
import { blank, filterChoice, filterText, withDayRange } from "./day-filters";
import { LIMITS } from "./limits";
import { INVOICE_NUMBER } from "./money";
import { pageQuery } from "./paging";
import { FIELD_LIMITS } from "./rules";

/** The three kinds: a birthday, an event ordered online (omniplay), a booked event. */
export const EVENT_KINDS = ["Birthday", "Omniplay", "Booked"] as const;
export const DELIVERY_STATUSES = ["NotDelivered", "PartiallyDelivered", "Delivered"] as const;
export const CHILD_GENDERS = ["Girl", "Boy"] as const;
/** How an event was paid: online (the booking site), at the desk, by transfer or cheque. */
export const EVENT_PAYMENT_METHODS = ["Online", "Cb", "Cash", "Transfer", "Cheque"] as const;
/** The `cancelled` filter: "true" or "false", none for both. */
export const CANCELLED_CHOICES = ["true", "false"] as const;

/** The bounds of an event's texts and counts. */
export const EVENT_LIMITS = {
  code: 30,
  slot: 40,
  formula: 90,
  cake: 90,
  comment: 1000,
  country: 60,
  paymentReference: 60,
  creator: 120,
  /** Cards of one event: ordered, delivered, in one claim. */
  cards: 1_000,
  /** Claims of one event. */
  claims: 1_000,
  /** Guests' price, euros. */
  price: 10_000,
  /** Units, or bonus units, put on each card of an event. */
  units: 10_000,
} as const;

/** "HH:mm", zero-padded, so hours compare as strings. */
export const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;
/** "fr", "en", "en-GB": the booker's language, for the mails sent to them. */
export const CULTURE = /^[a-z]{2}(-[A-Z]{2})?$/;

const text = (max: number) => z.string().max(max);
const hour = () => z.string().regex(HOUR);
const count = () => z.number().int().min(0).max(EVENT_LIMITS.cards);
const perCard = () => z.number().int().min(0).max(EVENT_LIMITS.units);
const price = () => z.number().min(0).max(EVENT_LIMITS.price);
const cardNumbers = () => z.array(text(FIELD_LIMITS.cardNumber)).max(EVENT_LIMITS.cards);

/** An event of any kind, as the lists answer it (spec section 3). */
export const eventSchema = z.object({
  /** Its number in the detail screens' paths. */
  id: rowId(),
  kind: z.enum(EVENT_KINDS),
  /** The event code the booker and the desk read ("ANN-260412-0042"). */
  code: text(EVENT_LIMITS.code),
  /** The venue's day of the event. */
  eventDate: day(),
  createdDate: moment(),
  /** The booked slot's name ("Mercredi après-midi"). */
  slot: text(EVENT_LIMITS.slot),
  beginHour: hour(),
  endHour: hour(),
  bookerName: text(FIELD_LIMITS.name),
  email: text(FIELD_LIMITS.email),
  phone: text(FIELD_LIMITS.phone),
  address: text(FIELD_LIMITS.street),
  country: text(EVENT_LIMITS.country),
  postalCode: text(FIELD_LIMITS.postalCode),
  /** A birthday's child; null for the other kinds (and when the booker did not say). */
  childName: text(FIELD_LIMITS.name).nullable(),
  childBirthDate: day().nullable(),
  childGender: z.enum(CHILD_GENDERS).nullable(),
  formula: text(EVENT_LIMITS.formula),
  cake: text(EVENT_LIMITS.cake).nullable(),
  comment: text(EVENT_LIMITS.comment).nullable(),
  cardsOrdered: count(),
  /** Cards claimed so far (the linked cards). */
  cardsDelivered: count(),
  /** What was ordered before the booking was last changed; 0 if it never was. */
  cardsPreviouslyOrdered: count(),
  unitsPerCard: perCard(),
  bonusUnitsPerCard: perCard(),
  /** A guest's price, excluding and including VAT, euros. */
  priceExclVat: price(),
  priceInclVat: price(),
  /** 0.2 for 20 %. */
  vatRate: z.number().min(0).max(1),
  paymentMethod: z.enum(EVENT_PAYMENT_METHODS),
  /** The online payment's or the transfer's reference. */
  paymentReference: text(EVENT_LIMITS.paymentReference).nullable(),
  /** The customer invoice issued for it (`/api/invoicecustomer/number/{number}`), if any. */
  invoice: z.object({ id: rowId(), number: z.string().regex(INVOICE_NUMBER) }).nullable(),
  /** The kiosk that hands its cards over; null when the desk does. */
  kioskName: text(FIELD_LIMITS.kioskName).nullable(),
  cancelled: z.boolean(),
  /** Who booked it in: an employee's name, or "Site web" for an online order. */
  creator: text(EVENT_LIMITS.creator),
  culture: z.string().max(5).regex(CULTURE),
  /** Derived from the cards delivered and ordered (see above). */
  deliveryStatus: z.enum(DELIVERY_STATUSES),
});

/** Cards claimed at once: when, by whom (an employee or a kiosk), where, which. */
export const eventClaimSchema = z.object({
  id: rowId(),
  date: moment(),
  claimedBy: text(EVENT_LIMITS.creator),
  kioskName: text(FIELD_LIMITS.kioskName).nullable(),
  cards: cardNumbers(),
});

/** One event: its row, its claim history (oldest first) and every card linked to it. */
export const eventDetailsSchema = eventSchema.extend({
  claims: z.array(eventClaimSchema).max(EVENT_LIMITS.claims),
  cards: cardNumbers(),
});

/**
 * A list's filters: `from`/`to` (the event's day), `deliveryStatus`, `cancelled` ("true" or
 * "false"), `search` (in the booker's name, the child's name or the event code, contained, case
 * and accents ignored: "ecole" finds "École"); 10 a page.
 */
export const eventQuerySchema = withDayRange(pageQuery(10), {
  deliveryStatus: filterChoice(DELIVERY_STATUSES),
  cancelled: filterChoice(CANCELLED_CHOICES),
  search: filterText(),
});

/** The "today" board's day: the venue's today when not given. */
export const eventsTodayQuerySchema = z.object({ day: z.preprocess(blank, day().optional()) });

/** An event on the floor's board: what the party desk needs at a glance. */
export const todayEventSchema = z.object({
  kind: z.enum(EVENT_KINDS),
  id: rowId(),
  code: text(EVENT_LIMITS.code),
  beginHour: hour(),
  endHour: hour(),
  bookerName: text(FIELD_LIMITS.name),
  childName: text(FIELD_LIMITS.name).nullable(),
  formula: text(EVENT_LIMITS.formula),
  cardsOrdered: count(),
  cardsDelivered: count(),
  /** Cards still to hand over: ordered less delivered, never below 0. */
  cardsToDeliver: count(),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  cancelled: z.boolean(),
});

/** The most events the board lists (far above a venue's day). */
export const TODAY_MAX_EVENTS = LIMITS.pageSize * 10;

/** The board: its day and its events by begin hour (then kind, then id), at most TODAY_MAX_EVENTS. */
export const eventsTodaySchema = z.object({
  day: day(),
  values: z.array(todayEventSchema).max(TODAY_MAX_EVENTS),
});

export type EventKind = (typeof EVENT_KINDS)[number];
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export type EventPaymentMethod = (typeof EVENT_PAYMENT_METHODS)[number];
export type VenueEvent = z.infer<typeof eventSchema>;
export type VenueEventDetails = z.infer<typeof eventDetailsSchema>;
export type EventClaim = z.infer<typeof eventClaimSchema>;
export type TodayEvent = z.infer<typeof todayEventSchema>;
export type EventsToday = z.infer<typeof eventsTodaySchema>;

/** The delivery status of an event's counts (the one rule, shared by the server and the app). */
export function deliveryStatusOf(ordered: number, delivered: number): DeliveryStatus {
  if (delivered <= 0) return "NotDelivered";
  return delivered < ordered ? "PartiallyDelivered" : "Delivered";
}
