import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CHILD_GENDERS, EVENT_KINDS, EVENT_PAYMENT_METHODS } from "../../../src/contract/events";
import { customerInvoices } from "./money.schema";

/**
 * The venue's events (src/contract/events.ts says how they hold together): one table for the
 * three kinds (`kind`), the child's columns null but for birthdays; the claims of its cards
 * (who handed which cards over, when) and the cards linked by them. The delivery status is not
 * stored: it is the linked cards counted against `cards_ordered` (server/events/events.route.ts).
 * A card's number is kept as it was claimed (no foreign key: an event outlives a deleted card).
 */
export const events = sqliteTable(
  "events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: EVENT_KINDS }).notNull(),
    code: text("code").notNull().unique(),
    /** The venue's day, "YYYY-MM-DD". */
    eventDate: text("event_date").notNull(),
    createdDate: text("created_date").notNull(),
    slot: text("slot").notNull(),
    /** "HH:mm". */
    beginHour: text("begin_hour").notNull(),
    endHour: text("end_hour").notNull(),
    bookerName: text("booker_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    country: text("country").notNull(),
    postalCode: text("postal_code").notNull(),
    childName: text("child_name"),
    childBirthDate: text("child_birth_date"),
    childGender: text("child_gender", { enum: CHILD_GENDERS }),
    formula: text("formula").notNull(),
    cake: text("cake"),
    comment: text("comment"),
    cardsOrdered: integer("cards_ordered").notNull(),
    cardsPreviouslyOrdered: integer("cards_previously_ordered").notNull().default(0),
    unitsPerCard: integer("units_per_card").notNull(),
    bonusUnitsPerCard: integer("bonus_units_per_card").notNull(),
    priceExclVat: real("price_excl_vat").notNull(),
    priceInclVat: real("price_incl_vat").notNull(),
    vatRate: real("vat_rate").notNull(),
    paymentMethod: text("payment_method", { enum: EVENT_PAYMENT_METHODS }).notNull(),
    paymentReference: text("payment_reference"),
    invoiceId: integer("invoice_id").references(() => customerInvoices.id, {
      onDelete: "set null",
    }),
    kioskName: text("kiosk_name"),
    cancelled: integer("cancelled", { mode: "boolean" }).notNull().default(false),
    creator: text("creator").notNull(),
    culture: text("culture").notNull(),
  },
  (t) => [index("events_kind_day").on(t.kind, t.eventDate, t.beginHour)],
);

/** Cards handed over at once for an event: when, by whom, at which kiosk (null: the desk). */
export const eventClaims = sqliteTable(
  "event_claims",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    claimedBy: text("claimed_by").notNull(),
    kioskName: text("kiosk_name"),
  },
  (t) => [index("event_claims_event").on(t.eventId, t.date)],
);

/** A card linked to an event by a claim. */
export const eventCards = sqliteTable(
  "event_cards",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    claimId: integer("claim_id")
      .notNull()
      .references(() => eventClaims.id, { onDelete: "cascade" }),
    cardNumber: text("card_number").notNull(),
  },
  (t) => [index("event_cards_event").on(t.eventId), index("event_cards_claim").on(t.claimId)],
);
