// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deliveryStatusOf,
  eventDetailsSchema,
  eventSchema,
  eventsTodaySchema,
  type VenueEvent,
} from "../../src/contract/events";
import { pagedSchema } from "../../src/contract/paging";
import { searchKey } from "../../src/contract/search";
import { TODAY_EVENTS } from "../seed/events.seed";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("admin")).access_token;
});
afterAll(() => t.close());

const get = (path: string, token = admin) => t.call("GET", path, { token });
const json = async <S extends { parse: (v: unknown) => unknown }>(
  path: string,
  schema: S,
  token = admin,
) => {
  const res = await get(path, token);
  expect(res.status, path).toBe(200);
  const body: unknown = await res.json();
  const parsed = schema.parse(body) as ReturnType<S["parse"]>;
  // Parsed, an answer loses nothing and gains nothing.
  expect(parsed).toEqual(body);
  return parsed;
};
const paged = pagedSchema(eventSchema);
const pad = (n: number) => String(n).padStart(2, "0");
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const today = dayOf(new Date());
const addDays = (day: string, n: number) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return dayOf(new Date(y, m - 1, d + n));
};
/** Every row of a list with a query, through its pages. */
async function all(path: string, query = ""): Promise<VenueEvent[]> {
  const rows: VenueEvent[] = [];
  for (let page = 0; ; page++) {
    const part = await json(`${path}?size=200&page=${page}${query}`, paged);
    rows.push(...part.results);
    if (rows.length >= part.total || part.results.length === 0) return rows;
  }
}

const LISTS = [
  ["/api/birthdayevent/birthdayevent", "/api/birthdayevent/id", "Birthday", "BIRTHDAY_READ"],
  ["/api/omniplayEvent/omniplayEvents", "/api/omniplayEvent/id", "Omniplay", "BIRTHDAY_READ"],
  ["/api/bookedevent/bookedevents", "/api/bookedevent/id", "Booked", "BOOKED_READ"],
] as const;

describe.each(LISTS)("%s", (list, one, kind, right) => {
  it("pages its kind's events, 10 by default, a bad page or size refused", async () => {
    const page = await json(list, paged);
    expect(page.results).toHaveLength(10);
    expect(page.currentPage).toBe(0);
    expect(page.total).toBeGreaterThan(20);
    expect(page.results.every((e) => e.kind === kind)).toBe(true);
    const second = await json(`${list}?page=1`, paged);
    expect(second.currentPage).toBe(1);
    expect(second.results.map((e) => e.id)).not.toContain(page.results[0]!.id);
    const beyond = await json(`${list}?page=1000`, paged);
    expect(beyond.results).toEqual([]);
    expect(beyond.total).toBe(page.total);
    for (const bad of ["page=-1", "page=x", "size=0", "size=201"])
      expect((await get(`${list}?${bad}`)).status, bad).toBe(400);
  });

  it("orders by day then begin hour: descending, or ascending from a given day", async () => {
    const key = (e: VenueEvent) => `${e.eventDate} ${e.beginHour} ${String(e.id).padStart(9, "0")}`;
    const newest = (await json(`${list}?size=50`, paged)).results.map(key);
    expect(newest).toEqual([...newest].sort().reverse());
    const coming = (await json(`${list}?size=50&from=${today}`, paged)).results;
    expect(coming.map(key)).toEqual(coming.map(key).sort());
    expect(coming.every((e) => e.eventDate >= today)).toBe(true);
  });

  it("filters on days, delivery status, cancelled and a text", async () => {
    const rows = await all(list);
    const week = await all(list, `&from=${addDays(today, -7)}&to=${today}`);
    expect(week.length).toBeGreaterThan(0);
    expect(week.map((e) => e.id).sort()).toEqual(
      rows
        .filter((e) => e.eventDate >= addDays(today, -7) && e.eventDate <= today)
        .map((e) => e.id)
        .sort(),
    );
    for (const status of ["NotDelivered", "PartiallyDelivered", "Delivered"] as const) {
      const some = await all(list, `&deliveryStatus=${status}`);
      expect(some.length, status).toBe(rows.filter((e) => e.deliveryStatus === status).length);
      expect(some.length, status).toBeGreaterThan(0);
      expect(some.every((e) => e.deliveryStatus === status)).toBe(true);
    }
    const cancelled = await all(list, "&cancelled=true");
    expect(cancelled.length).toBe(rows.filter((e) => e.cancelled).length);
    expect(cancelled.every((e) => e.cancelled)).toBe(true);
    const kept = await all(list, "&cancelled=false");
    expect(kept.length + cancelled.length).toBe(rows.length);
    // A blank filter is no filter.
    expect((await json(`${list}?cancelled=&search=%20`, paged)).total).toBe(rows.length);

    const target = rows[rows.length >> 1]!;
    const last = target.bookerName.split(" ").at(-1)!;
    const byName = await all(list, `&search=${encodeURIComponent(last.toUpperCase())}`);
    expect(byName.map((e) => e.id)).toContain(target.id);
    expect(
      byName.every((e) =>
        [e.bookerName, e.childName ?? "", e.code].some((s) =>
          searchKey(s).includes(searchKey(last)),
        ),
      ),
    ).toBe(true);
    // Case ignored: the code in lower case, a part of it.
    const byCode = await json(`${list}?search=${target.code.toLowerCase()}`, paged);
    expect(byCode.results.map((e) => e.id)).toEqual([target.id]);
    const part = await all(list, `&search=${target.code.slice(-5)}`);
    expect(part.map((e) => e.id)).toContain(target.id);

    for (const bad of [
      "from=2026-13-01",
      `from=${today}&to=${addDays(today, -1)}`,
      `from=${today}&to=${addDays(today, 400)}`,
      "deliveryStatus=Lost",
      "cancelled=yes",
    ])
      expect((await get(`${list}?${bad}`)).status, bad).toBe(400);
  });

  it("answers one event with its claims and cards, 404 for another kind's or no event", async () => {
    const rows = await all(list, "&deliveryStatus=PartiallyDelivered");
    const row = rows[0]!;
    const details = await json(`${one}/${row.id}`, eventDetailsSchema);
    const { claims, cards, ...same } = details;
    expect(same).toEqual(row);
    expect(cards).toHaveLength(row.cardsDelivered);
    expect(claims.flatMap((c) => c.cards)).toEqual(cards);
    expect(claims.map((c) => c.date)).toEqual(claims.map((c) => c.date).sort());
    expect(row.cardsDelivered).toBeLessThan(row.cardsOrdered);
    const other = LISTS.find(([, , k]) => k !== kind)!;
    const [foreign] = (await json(other[0], paged)).results;
    expect((await get(`${one}/${foreign!.id}`)).status).toBe(404);
    expect((await get(`${one}/999999`)).status).toBe(404);
    expect((await get(`${one}/0`)).status).toBe(400);
    expect((await get(`${one}/abc`)).status).toBe(404);
    expect((await get(`${one}/99999999999`)).status).toBe(400);
  });

  it(`needs ${right}, which alone is enough`, async () => {
    const reader = await t.forgeToken({ role_rights: [right] });
    const [row] = (await json(list, paged, reader)).results;
    await json(`${one}/${row!.id}`, eventDetailsSchema, reader);
    const other = await t.forgeToken({
      role_rights: [right === "BOOKED_READ" ? "BIRTHDAY_READ" : "BOOKED_READ", "INVOICE_READ"],
    });
    expect((await get(list, other)).status).toBe(403);
    expect((await get(`${one}/${row!.id}`, other)).status).toBe(403);
    const none = await t.forgeToken({ role_rights: [] });
    expect((await get(list, none)).status).toBe(403);
    expect((await get(list, "")).status).toBe(401);
  });
});

describe("the events", () => {
  it("derive their delivery status from the cards delivered and ordered", async () => {
    const rows = (await Promise.all(LISTS.map(([list]) => all(list)))).flat();
    for (const e of rows)
      expect(e.deliveryStatus).toBe(deliveryStatusOf(e.cardsOrdered, e.cardsDelivered));
    expect(new Set(rows.map((e) => e.code)).size).toBe(rows.length);
    expect(rows.filter((e) => e.kind !== "Booked").every((e) => e.childName && e.childGender)).toBe(
      true,
    );
    expect(rows.filter((e) => e.kind === "Booked").every((e) => e.childName === null)).toBe(true);
    expect(rows.some((e) => e.culture === "en")).toBe(true);
    expect(rows.every((e) => e.createdDate.slice(0, 10) < e.eventDate)).toBe(true);
    // Coming events have no card handed over yet.
    expect(rows.filter((e) => e.eventDate > today).every((e) => e.cardsDelivered === 0)).toBe(true);
  });

  it("are found with or without accents, in any case", async () => {
    const booked = await all("/api/bookedevent/bookedevents");
    const schools = booked.filter((e) => e.bookerName.startsWith("École"));
    expect(schools.length).toBeGreaterThan(0);
    for (const text of ["ecole", "ÉCOLE", "éCoLe"]) {
      const found = await all(
        "/api/bookedevent/bookedevents",
        `&search=${encodeURIComponent(text)}`,
      );
      expect(found.map((e) => e.id).sort(), text).toEqual(schools.map((e) => e.id).sort());
    }
    const birthdays = await all("/api/birthdayevent/birthdayevent");
    const leo = birthdays.filter(
      (e) => /^l[ée]o /i.test(e.childName ?? "") || /\bl[ée]o\b/i.test(e.bookerName),
    );
    const found = await all("/api/birthdayevent/birthdayevent", "&search=LEO");
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((e) => e.id)).toEqual(expect.arrayContaining(leo.map((e) => e.id)));
  });

  it("carry their customer invoice, readable by its number", async () => {
    const booked = await all("/api/bookedevent/bookedevents");
    const invoiced = booked.filter((e) => e.invoice);
    expect(invoiced.length).toBeGreaterThan(0);
    const invoice = invoiced[0]!.invoice!;
    const res = await get(`/api/invoicecustomer/number/${invoice.number}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: number }).id).toBe(invoice.id);
  });
});

describe("the today board", () => {
  const board = "/api/events/today";

  it("lists today's events of every kind by begin hour, with what is left to deliver", async () => {
    const { day, values } = await json(board, eventsTodaySchema);
    expect(day).toBe(today);
    expect(values.length).toBeGreaterThanOrEqual(TODAY_EVENTS.length);
    const hours = values.map((e) => e.beginHour);
    expect(hours).toEqual([...hours].sort());
    expect(new Set(values.map((e) => e.kind))).toEqual(new Set(["Birthday", "Omniplay", "Booked"]));
    for (const status of ["NotDelivered", "PartiallyDelivered", "Delivered"])
      expect(values.some((e) => e.deliveryStatus === status)).toBe(true);
    expect(values.some((e) => e.cancelled)).toBe(true);
    for (const e of values) {
      expect(e.cardsToDeliver).toBe(Math.max(e.cardsOrdered - e.cardsDelivered, 0));
      expect(e.deliveryStatus).toBe(deliveryStatusOf(e.cardsOrdered, e.cardsDelivered));
    }
    // The same events as the lists' for today.
    const listed = (
      await Promise.all(LISTS.map(([list]) => all(list, `&from=${today}&to=${today}`)))
    ).flat();
    expect(values.map((e) => e.id).sort()).toEqual(listed.map((e) => e.id).sort());
  });

  it("reads another day, none on a day without events, a bad day refused", async () => {
    const tomorrow = addDays(today, 1);
    const next = await json(`${board}?day=${tomorrow}`, eventsTodaySchema);
    expect(next.day).toBe(tomorrow);
    const listed = (
      await Promise.all(LISTS.map(([list]) => all(list, `&from=${tomorrow}&to=${tomorrow}`)))
    ).flat();
    expect(next.values.map((e) => e.id).sort()).toEqual(listed.map((e) => e.id).sort());
    expect(await json(`${board}?day=2001-01-01`, eventsTodaySchema)).toEqual({
      day: "2001-01-01",
      values: [],
    });
    expect((await get(`${board}?day=today`)).status).toBe(400);
  });

  it("shows each kind only to who may read it", async () => {
    const booked = await t.forgeToken({ role_rights: ["BOOKED_READ"] });
    const onlyBooked = await json(board, eventsTodaySchema, booked);
    expect(onlyBooked.values.length).toBeGreaterThan(0);
    expect(onlyBooked.values.every((e) => e.kind === "Booked")).toBe(true);
    const birthdays = await t.forgeToken({ role_rights: ["BIRTHDAY_READ"] });
    const noBooked = await json(board, eventsTodaySchema, birthdays);
    expect(new Set(noBooked.values.map((e) => e.kind))).toEqual(new Set(["Birthday", "Omniplay"]));
    const everything = await json(board, eventsTodaySchema);
    expect(everything.values.length).toBe(onlyBooked.values.length + noBooked.values.length);
    const neither = await t.forgeToken({ role_rights: ["INVOICE_READ", "CARD_READ"] });
    expect((await get(board, neither)).status).toBe(403);
  });

  it("answers a manager and a floor agent (the party desk), not a cards-only role", async () => {
    for (const key of ["manager", "agent"] as const) {
      const token = (await t.signIn(key)).access_token;
      await json(board, eventsTodaySchema, token);
      for (const [list] of LISTS) await json(list, paged, token);
    }
    const cards = await t.forgeToken({ role_rights: ["CARD_READ", "CUSTOMER_READ"] });
    expect((await get(board, cards)).status).toBe(403);
    for (const [list] of LISTS) expect((await get(list, cards)).status).toBe(403);
  });
});
