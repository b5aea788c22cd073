/**
 * Birthdays, online-ordered and booked events (src/contract/events.endpoints.ts): a list per
 * kind with its filters, one event with its claims and cards, and the floor's "today" board.
 * Read-only: the events come from the booking site and the desk (the demo's from
 * server/seed/events.seed.ts). Decisions (number and id, ordering, delivery status, rights):
 * src/contract/events.ts.
 */
import { and, asc, count, desc, eq, inArray, lte, gte, sql, type SQL } from "drizzle-orm";
import type { Hono } from "hono";
import type { z } from "zod";
import { satisfies } from "../../src/contract/rights";
import { searchKey } from "../../src/contract/search";
import {
  deliveryStatusOf,
  TODAY_MAX_EVENTS,
  type eventQuerySchema,
  type DeliveryStatus,
  type EventKind,
  type TodayEvent,
  type VenueEvent,
} from "../../src/contract/events";
import {
  bookedEventsApi,
  birthdayEventsApi,
  eventsTodayApi,
  omniplayEventsApi,
} from "../../src/contract/events.endpoints";
import type { Db } from "../db/database";
import { eventCards, eventClaims, events } from "../db/schema/events.schema";
import { customerInvoices } from "../db/schema/money.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { orderOf, pageOf } from "../http/paging";
import { caller } from "../http/rights.middleware";

/**
 * The cards linked to the event (claimed so far). The outer column is spelled with its table:
 * drizzle names a column bare in a select without a join, which the subquery would take for its
 * own table's.
 */
const delivered = sql<number>`(select count(*) from ${eventCards}
  where ${eventCards.eventId} = "events"."id")`.mapWith(Number);

/**
 * The events of a kind whose booker's name, child's name or code holds the text, case and marks
 * ignored ("ecole" finds "École": searchKey of src/contract/search.ts; SQLite's lower() knows
 * only ASCII, and there is no stored key to match): their ids, as one JSON parameter.
 */
async function matching(db: Db, kind: EventKind, text: string): Promise<SQL> {
  const key = searchKey(text);
  const rows = await db
    .select({
      id: events.id,
      bookerName: events.bookerName,
      childName: events.childName,
      code: events.code,
    })
    .from(events)
    .where(eq(events.kind, kind));
  const ids = rows
    .filter((r) =>
      [r.bookerName, r.childName ?? "", r.code].some((t) => searchKey(t).includes(key)),
    )
    .map((r) => r.id);
  return sql`${events.id} in (select value from json_each(${JSON.stringify(ids)}))`;
}

/** The events of a delivery status: the one rule of deliveryStatusOf, in SQL. */
function ofStatus(status: DeliveryStatus): SQL {
  if (status === "NotDelivered") return sql`${delivered} = 0`;
  if (status === "Delivered")
    return sql`${delivered} > 0 and ${delivered} >= ${events.cardsOrdered}`;
  return sql`${delivered} > 0 and ${delivered} < ${events.cardsOrdered}`;
}

const columns = {
  row: events,
  delivered,
  invoiceNumber: customerInvoices.number,
};

type Row = {
  row: typeof events.$inferSelect;
  delivered: number;
  invoiceNumber: string | null;
};

/** A row as the contract says it (eventSchema): every field, nothing more. */
function eventOf({ row, delivered: cards, invoiceNumber }: Row): VenueEvent {
  const { invoiceId, ...rest } = row;
  return {
    ...rest,
    cardsDelivered: cards,
    invoice:
      invoiceId !== null && invoiceNumber !== null
        ? { id: invoiceId, number: invoiceNumber }
        : null,
    deliveryStatus: deliveryStatusOf(row.cardsOrdered, cards),
  };
}

const selectEvents = (db: Db) =>
  db
    .select(columns)
    .from(events)
    .leftJoin(customerInvoices, eq(customerInvoices.id, events.invoiceId));

/** The venue's today (the server's local day), as "YYYY-MM-DD". */
function venueToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type ListQuery = z.output<typeof eventQuerySchema> & { sort?: string };

async function listOf(db: Db, kind: EventKind, query: ListQuery) {
  const where = and(
    eq(events.kind, kind),
    query.from ? gte(events.eventDate, query.from) : undefined,
    query.to ? lte(events.eventDate, query.to) : undefined,
    query.deliveryStatus ? ofStatus(query.deliveryStatus) : undefined,
    query.cancelled ? eq(events.cancelled, query.cancelled === "true") : undefined,
    query.search ? await matching(db, kind, query.search) : undefined,
  );
  // Ascending from a given day (the desk reads a day or a week in order), else furthest first;
  // a `sort` (EVENT_SORTS) says which.
  const order = query.from ? asc : desc;
  const byDay = [events.eventDate, events.beginHour];
  const total = db.select({ n: count() }).from(events).where(where);
  const page = await pageOf(query, total, (limit, offset) =>
    selectEvents(db)
      .where(where)
      .orderBy(...orderOf(query.sort, { day: byDay }, events.id, [...byDay, events.id].map(order)))
      .limit(limit)
      .offset(offset),
  );
  return { ...page, results: page.results.map(eventOf) };
}

async function detailsOf(db: Db, kind: EventKind, id: number) {
  const [row] = await selectEvents(db).where(and(eq(events.id, id), eq(events.kind, kind)));
  if (!row) throw new ApiError(404, "not_found");
  const claims = await db
    .select({
      id: eventClaims.id,
      date: eventClaims.date,
      claimedBy: eventClaims.claimedBy,
      kioskName: eventClaims.kioskName,
    })
    .from(eventClaims)
    .where(eq(eventClaims.eventId, id))
    .orderBy(eventClaims.date, eventClaims.id);
  const linked = await db
    .select({ claimId: eventCards.claimId, cardNumber: eventCards.cardNumber })
    .from(eventCards)
    .where(eq(eventCards.eventId, id))
    .orderBy(eventCards.id);
  return {
    ...eventOf(row),
    claims: claims.map((claim) => ({
      ...claim,
      cards: linked.filter((c) => c.claimId === claim.id).map((c) => c.cardNumber),
    })),
    cards: linked.map((c) => c.cardNumber),
  };
}

export function registerEventRoutes(app: Hono<AppEnv>): void {
  const routes = [
    [birthdayEventsApi, "Birthday"],
    [omniplayEventsApi, "Omniplay"],
    [bookedEventsApi, "Booked"],
  ] as const;
  for (const [api, kind] of routes) {
    defineRoute(app, api.list, async (c, { query }) =>
      c.json(await listOf(c.get("deps").db, kind, query)),
    );
    defineRoute(app, api.one, async (c, { params: { id } }) =>
      c.json(await detailsOf(c.get("deps").db, kind, id)),
    );
  }

  defineRoute(app, eventsTodayApi.board, async (c, { query }) => {
    const { db } = c.get("deps");
    const rights = caller(c).claims.role_rights;
    const kinds: EventKind[] = [
      ...(satisfies(rights, "BIRTHDAY_READ") ? (["Birthday", "Omniplay"] as const) : []),
      ...(satisfies(rights, "BOOKED_READ") ? (["Booked"] as const) : []),
    ];
    const day = query.day ?? venueToday();
    const rows = await db
      .select({
        kind: events.kind,
        id: events.id,
        code: events.code,
        beginHour: events.beginHour,
        endHour: events.endHour,
        bookerName: events.bookerName,
        childName: events.childName,
        formula: events.formula,
        cardsOrdered: events.cardsOrdered,
        cardsDelivered: delivered,
        cancelled: events.cancelled,
      })
      .from(events)
      .where(and(eq(events.eventDate, day), inArray(events.kind, kinds)))
      .orderBy(events.beginHour, events.kind, events.id)
      .limit(TODAY_MAX_EVENTS);
    const values = rows.map((row): TodayEvent => ({
      ...row,
      cardsToDeliver: Math.max(row.cardsOrdered - row.cardsDelivered, 0),
      deliveryStatus: deliveryStatusOf(row.cardsOrdered, row.cardsDelivered),
    }));
    return c.json({ day, values });
  });
}
