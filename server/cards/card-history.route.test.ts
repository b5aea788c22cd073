// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addDays as addDaysTo,
  gameHistorySchema,
  purchaseHistorySchema,
  snackHistorySchema,
} from "../../src/contract/cards";
import { pagedSchema } from "../../src/contract/paging";
import { execFileSync } from "node:child_process";
import { eq, isNotNull, sql } from "drizzle-orm";
import { cardGames, cardPurchases, cardSnacks, staffCards } from "../db/schema/cards.schema";
import { pdfText } from "../invoices/pdf-text";
import { DEMO_CARDS, DEMO_HISTORY_SIZES } from "../seed/demo-cards.seed";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("admin")).access_token;
});
afterAll(() => t.close());

const get = (path: string, token = admin) => t.call("GET", path, { token });
const card = DEMO_CARDS.assigned;

describe("card histories", () => {
  const cases = [
    ["/api/card/allPurchaseHistory", purchaseHistorySchema, DEMO_HISTORY_SIZES.purchases],
    ["/api/game/gameshistory", gameHistorySchema, DEMO_HISTORY_SIZES.games],
    ["/api/snack/snacktransactions", snackHistorySchema, DEMO_HISTORY_SIZES.snacks],
  ] as const;

  it.each(cases)(
    "%s pages one card's rows (size 10 by default), newest first",
    async (path, schema, size) => {
      const first = pagedSchema(schema).parse(
        await (await get(`${path}?cardNumber=${card.publicNumber}`)).json(),
      );
      expect([first.total, first.currentPage, first.results.length]).toEqual([size, 0, 10]);
      const dates = first.results.map((r) => r.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      const last = pagedSchema(schema).parse(
        await (await get(`${path}?cardNumber=${card.number}&page=4&size=25`)).json(),
      );
      expect([last.currentPage, last.results.length]).toEqual([
        4,
        Math.min(25, Math.max(0, size - 100)),
      ]);
    },
  );

  it.each(cases)(
    "%s lists every card's rows without a filter, refuses bad paging and callers without HISTORY_READ",
    async (path, schema, size) => {
      const all = pagedSchema(schema).parse(await (await get(path)).json());
      expect(all.total).toBeGreaterThan(size);
      const bad = await get(`${path}?size=0`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ code: "validation_failed" });
      const cards = await t.forgeToken({ role_rights: ["CARD_READ", "CUSTOMER_READ"] });
      expect((await get(path, cards)).status).toBe(403);
    },
  );
});

/** The server's local day of a moment (the venue's day), as an ISO day. */
function localDay(moment: string): string {
  const d = new Date(moment);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/** Every row of a filtered list (all its pages) and the answer's totals. */
async function readAll<R>(path: string, query: string, token = admin) {
  type Answer = { results: R[]; total: number; totals?: Record<string, number> };
  const rows: R[] = [];
  let answer: Answer;
  let page = 0;
  do {
    const res = await get(`${path}?${query}&size=200&page=${page++}`, token);
    expect(res.status).toBe(200);
    answer = (await res.json()) as Answer;
    rows.push(...answer.results);
  } while (rows.length < answer.total && answer.results.length > 0);
  expect(rows.length).toBe(answer.total);
  return { rows, totals: answer.totals, total: answer.total };
}

const sumOf = <R>(rows: R[], pick: (r: R) => number) => rows.reduce((a, r) => a + pick(r), 0);
const money = (n: number) => Math.round(n * 100) / 100;
type Purchase = {
  date: string;
  type: string;
  amount: number;
  tokens: number;
  freeTokens: number;
  kioskName: string | null;
  cardNumber: string;
};
type Game = { date: string; gameName: string; tokens: number; freeTokens: number };
type Snack = { date: string; tokenPrice: number };

describe("history filters and totals", () => {
  it("filters the purchases to the days asked (the server's local days, both included)", async () => {
    const newest = await readAll<Purchase>(
      "/api/card/allPurchaseHistory",
      `cardNumber=${card.number}`,
    );
    const day = localDay(newest.rows[0]!.date);
    const { rows, totals } = await readAll<Purchase>(
      "/api/card/allPurchaseHistory",
      `from=${day}&to=${day}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => localDay(r.date) === day)).toBe(true);
    expect(totals).toEqual({
      count: rows.length,
      amount: money(sumOf(rows, (r) => r.amount)),
      tokens: sumOf(rows, (r) => r.tokens),
      freeTokens: sumOf(rows, (r) => r.freeTokens),
    });
    // A week around it holds these rows and more.
    const week = await readAll<Purchase>(
      "/api/card/allPurchaseHistory",
      `from=${addDaysTo(day, -6)}&to=${day}`,
    );
    expect(week.rows.length).toBeGreaterThanOrEqual(rows.length);
    expect(week.rows.every((r) => localDay(r.date) >= addDaysTo(day, -6))).toBe(true);
  });

  it("filters one card's purchases on type and kiosk, totals equal to the rows' sums", async () => {
    const all = await readAll<Purchase>(
      "/api/card/allPurchaseHistory",
      `cardNumber=${card.number}`,
    );
    expect(all.totals?.count).toBe(DEMO_HISTORY_SIZES.purchases);
    expect(all.totals?.amount).toBe(money(sumOf(all.rows, (r) => r.amount)));
    const recharges = await readAll<Purchase>(
      "/api/card/allPurchaseHistory",
      `cardNumber=${card.number}&type=Recharging`,
    );
    expect(recharges.rows.length).toBe(all.rows.filter((r) => r.type === "Recharging").length);
    expect(recharges.rows.every((r) => r.type === "Recharging")).toBe(true);
    expect(recharges.totals).toEqual({
      count: recharges.rows.length,
      amount: money(sumOf(recharges.rows, (r) => r.amount)),
      tokens: sumOf(recharges.rows, (r) => r.tokens),
      freeTokens: sumOf(recharges.rows, (r) => r.freeTokens),
    });
    const kiosk = all.rows.find((r) => r.kioskName)?.kioskName ?? "";
    const part = kiosk.slice(1, 5).toLowerCase();
    const atKiosk = await readAll<Purchase>(
      "/api/card/allPurchaseHistory",
      `cardNumber=${card.number}&kioskName=${encodeURIComponent(part)}`,
    );
    const expected = all.rows.filter((r) => r.kioskName?.toLowerCase().includes(part));
    expect(atKiosk.rows.length).toBe(expected.length);
    expect(atKiosk.totals?.tokens).toBe(sumOf(expected, (r) => r.tokens));
    // An empty filter is no filter; "%" is a plain character.
    expect(
      (await readAll("/api/card/allPurchaseHistory", `cardNumber=${card.number}&type=&kioskName=`))
        .total,
    ).toBe(all.total);
    expect((await readAll("/api/card/allPurchaseHistory", `kioskName=%25`)).total).toBe(0);
  });

  it("filters the games on the game's name and the days, totals of plays and units", async () => {
    const all = await readAll<Game>("/api/game/gameshistory", `cardNumber=${card.number}`);
    const name = all.rows[0]!.gameName;
    const day = localDay(all.rows[0]!.date);
    const some = await readAll<Game>(
      "/api/game/gameshistory",
      `cardNumber=${card.number}&gameName=${encodeURIComponent(name.toUpperCase())}&from=${day}&to=${day}`,
    );
    const expected = all.rows.filter((r) => r.gameName === name && localDay(r.date) === day);
    expect(some.rows.length).toBe(expected.length);
    expect(some.totals).toEqual({
      count: expected.length,
      tokens: sumOf(expected, (r) => r.tokens),
      freeTokens: sumOf(expected, (r) => r.freeTokens),
    });
    expect(all.totals).toEqual({
      count: DEMO_HISTORY_SIZES.games,
      tokens: sumOf(all.rows, (r) => r.tokens),
      freeTokens: sumOf(all.rows, (r) => r.freeTokens),
    });
  });

  it("sums the snacks' prices over the filtered rows", async () => {
    const all = await readAll<Snack>("/api/snack/snacktransactions", `cardNumber=${card.number}`);
    expect(all.totals).toEqual({
      count: DEMO_HISTORY_SIZES.snacks,
      tokenPrice: money(sumOf(all.rows, (r) => r.tokenPrice)),
    });
    const from = localDay(all.rows[all.rows.length - 1]!.date);
    const to = localDay(all.rows[0]!.date);
    const ranged = await readAll<Snack>(
      "/api/snack/snacktransactions",
      `cardNumber=${card.number}&from=${from}&to=${to}`,
    );
    expect(ranged.total).toBe(all.total);
    const none = await readAll<Snack>(
      "/api/snack/snacktransactions",
      "from=2000-01-01&to=2000-01-31",
    );
    expect(none.totals).toEqual({ count: 0, tokenPrice: 0 });
  });

  it.each([
    "/api/card/allPurchaseHistory",
    "/api/game/gameshistory",
    "/api/snack/snacktransactions",
  ])("%s refuses bad ranges (400) and answers HISTORY_READ alone", async (path) => {
    for (const range of [
      "from=2026-03-02&to=2026-03-01",
      "from=2025-01-01&to=2026-01-02",
      "from=2026-02-30",
      "to=yesterday",
    ]) {
      const res = await get(`${path}?${range}`);
      expect(res.status, range).toBe(400);
      expect(await res.json()).toMatchObject({ code: "validation_failed" });
    }
    // A year of 366 days is allowed.
    expect((await get(`${path}?from=2024-01-01&to=2024-12-31`)).status).toBe(200);
    expect((await get(`${path}?from=2025-01-01&to=2026-01-01`)).status).toBe(200);
    const reader = await t.forgeToken({ role_rights: ["HISTORY_READ"] });
    expect((await get(`${path}?from=2026-01-01`, reader)).status).toBe(200);
    const other = await t.forgeToken({ role_rights: ["CARD_READ"] });
    expect((await get(`${path}?from=2026-01-01`, other)).status).toBe(403);
  });

  it("are declared in the OpenAPI document: each list's filters and its totals", async () => {
    type Operation = {
      parameters: { name: string }[];
      responses: { 200: { content: { "application/json": { schema: JsonObject } } } };
    };
    type JsonObject = { properties: Record<string, { properties?: Record<string, unknown> }> };
    const doc = (await (await get("/api/openapi.json")).json()) as {
      paths: Record<string, { get: Operation }>;
    };
    const expected = {
      "/api/card/allPurchaseHistory": [
        ["type", "kioskName"],
        ["count", "amount", "tokens", "freeTokens"],
      ],
      "/api/game/gameshistory": [["gameName"], ["count", "tokens", "freeTokens"]],
      "/api/snack/snacktransactions": [["type"], ["count", "tokenPrice"]],
      "/api/game/staffgameshistory": [["gameName"], ["count"]],
    };
    for (const [path, [filters, totals]] of Object.entries(expected)) {
      const operation = doc.paths[path]!.get;
      expect(operation.parameters.map((p) => p.name)).toEqual([
        "page",
        "size",
        "cardNumber",
        "from",
        "to",
        ...filters!,
        "sort",
      ]);
      const schema = operation.responses[200].content["application/json"].schema;
      expect(Object.keys(schema.properties.totals?.properties ?? {})).toEqual(totals);
    }
  });

  it("bad type is refused", async () => {
    expect((await get("/api/card/allPurchaseHistory?type=Gift")).status).toBe(400);
  });
});

describe("GET /api/card/Invoice/{id}", () => {
  const purchasesOf = async (cardNumber: string) =>
    pagedSchema(purchaseHistorySchema).parse(
      await (await get(`/api/card/allPurchaseHistory?cardNumber=${cardNumber}&size=200`)).json(),
    ).results;

  it("answers the customer invoice a purchase row names, the same PDF as its number's", async () => {
    const [row] = await t.db
      .select({ cardNumber: cardPurchases.cardNumber })
      .from(cardPurchases)
      .where(isNotNull(cardPurchases.invoiceId))
      .limit(1);
    if (!row) throw new Error("the seed has invoiced purchases");
    const purchase = (await purchasesOf(row.cardNumber)).find((p) => p.invoiceId !== null)!;
    expect(purchase.invoiceNumber).toMatch(/^FA-\d{4}-\d{6}$/);
    const res = await get(`/api/card/Invoice/${purchase.invoiceId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${purchase.invoiceNumber}.pdf"`,
    );
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()));
    const same = await get(`/api/invoicecustomer/pdf/${purchase.invoiceNumber}`);
    expect((await pdfText(new Uint8Array(await same.arrayBuffer()))).text).toBe(text);
    expect(text).toContain(`Facture N° ${purchase.invoiceNumber}`);
    expect(text).toContain(row.cardNumber);
  });

  it("has no invoice for a purchase nobody asked one for", async () => {
    const rows = await purchasesOf(card.number);
    const bare = rows.find((p) => p.invoiceId === null);
    expect(bare?.invoiceNumber).toBeNull();
  });

  it("answers 404 for an unknown invoice, 400 for a bad id, 403 without INVOICE_PDF", async () => {
    expect((await get("/api/card/Invoice/999999")).status).toBe(404);
    expect((await get("/api/card/Invoice/abc")).status).toBe(400);
    const token = await t.forgeToken({ role_rights: ["HISTORY_READ", "INVOICE_READ"] });
    expect((await get("/api/card/Invoice/1", token)).status).toBe(403);
  });
});

describe("merchandise and staff games", () => {
  it("reads merchandise from the snacks' call with type=Merchandising, snacks by default", async () => {
    const snacks = await readAll<{ type: string }>(
      "/api/snack/snacktransactions",
      "from=2000-01-01&to=2000-12-31",
    );
    expect(snacks.total).toBe(0);
    const all = await readAll<{ type: string }>("/api/snack/snacktransactions", "x=1");
    const merch = await readAll<{ type: string; tokenPrice: number }>(
      "/api/snack/snacktransactions",
      "type=Merchandising",
    );
    expect(all.rows.every((r) => r.type === "Snack")).toBe(true);
    expect(merch.total).toBeGreaterThan(0);
    expect(merch.rows.every((r) => r.type === "Merchandising")).toBe(true);
    expect(merch.totals?.tokenPrice).toBe(money(sumOf(merch.rows, (r) => r.tokenPrice)));
    expect((await get("/api/snack/snacktransactions?type=Toys")).status).toBe(400);
  });

  it("pages the staff cards' games, filtered on the staff card (either number) and the game", async () => {
    type Staff = {
      cardNumber: string;
      employeeName: string | null;
      gameName: string;
      date: string;
    };
    const all = await readAll<Staff>("/api/game/staffgameshistory", "x=1");
    expect(all.total).toBeGreaterThan(0);
    expect(all.totals).toEqual({ count: all.total });
    const first = all.rows[0]!;
    const [staffCard] = await t.db
      .select()
      .from(staffCards)
      .where(eq(staffCards.number, first.cardNumber));
    const mine = await readAll<Staff>(
      "/api/game/staffgameshistory",
      `cardNumber=${staffCard!.publicNumber.toLowerCase()}&gameName=${encodeURIComponent(first.gameName)}`,
    );
    const expected = all.rows.filter(
      (r) => r.cardNumber === first.cardNumber && r.gameName === first.gameName,
    );
    expect(mine.rows.length).toBe(expected.length);
    expect(mine.rows[0]?.employeeName).toBe(first.employeeName);
    const cards = await t.forgeToken({ role_rights: ["CARD_READ"] });
    expect((await get("/api/game/staffgameshistory", cards)).status).toBe(403);
  });
});

describe("venue-wide totals (the daily tables of migration 0013)", () => {
  type Row = Record<string, unknown> & { date: string };
  /** Every base row of a table, newest first, read beside the route. */
  const rowsOf = (table: string) =>
    t.db.all<Row>(sql.raw(`select * from ${table} order by date desc, id desc`));
  const within = (q: { from?: string; to?: string }) => (r: Row) =>
    (!q.from || localDay(r.date) >= q.from) && (!q.to || localDay(r.date) <= q.to);
  const has = (value: unknown, text: string) =>
    typeof value === "string" && value.toLowerCase().includes(text.toLowerCase());
  const gameTotalsOf = (rows: Row[]) => ({
    count: rows.length,
    tokens: sumOf(rows, (r) => Number(r.tokens)),
    freeTokens: sumOf(rows, (r) => Number(r.free_tokens)),
  });
  const purchaseTotalsOf = (rows: Row[]) => ({
    count: rows.length,
    amount: money(sumOf(rows, (r) => Number(r.amount))),
    tokens: sumOf(rows, (r) => Number(r.tokens)),
    freeTokens: sumOf(rows, (r) => Number(r.free_tokens)),
  });

  it("games: no filter, a text without days, a day range, totals and pages of every row", async () => {
    const all = await rowsOf("card_games");
    const newest = localDay(all[0]!.date);
    const name = String(all[0]!.game_name);
    const part = name.slice(1, 5).toUpperCase();
    const week = { from: addDaysTo(newest, -6), to: newest };
    for (const [query, expected] of [
      ["x=1", all],
      [`gameName=${encodeURIComponent(part)}`, all.filter((r) => has(r.game_name, part))],
      [`from=${week.from}&to=${week.to}`, all.filter(within(week))],
      [
        `from=${week.from}&to=${week.to}&gameName=${encodeURIComponent(part)}`,
        all.filter(within(week)).filter((r) => has(r.game_name, part)),
      ],
      ["gameName=nothing-plays-this", []],
    ] as const) {
      const answer = await readAll<Game & { id: number }>("/api/game/gameshistory", query);
      expect(answer.total, query).toBe(expected.length);
      expect(answer.totals, query).toEqual(gameTotalsOf([...expected]));
      expect(
        answer.rows.map((r) => r.id),
        query,
      ).toEqual(expected.map((r) => r.id));
    }
  });

  it("purchases: no filter, a kiosk without days (rows without a kiosk too), type and days", async () => {
    const all = await rowsOf("card_purchases");
    expect(all.some((r) => r.kiosk_name === null)).toBe(true);
    const kiosk = String(all.find((r) => r.kiosk_name)!.kiosk_name);
    const part = kiosk.slice(2, 6);
    const day = localDay(all[0]!.date);
    const range = { from: addDaysTo(day, -30), to: day };
    for (const [query, expected] of [
      ["x=1", all],
      [`kioskName=${encodeURIComponent(part)}`, all.filter((r) => has(r.kiosk_name, part))],
      [
        `type=Recharging&from=${range.from}&to=${range.to}`,
        all.filter(within(range)).filter((r) => r.type === "Recharging"),
      ],
      [
        `type=Purchase&kioskName=${encodeURIComponent(part.toUpperCase())}`,
        all.filter((r) => r.type === "Purchase" && has(r.kiosk_name, part)),
      ],
    ] as const) {
      const answer = await readAll<Purchase & { id: number }>(
        "/api/card/allPurchaseHistory",
        query,
      );
      expect(answer.totals, query).toEqual(purchaseTotalsOf([...expected]));
      expect(
        answer.rows.map((r) => r.id),
        query,
      ).toEqual(expected.map((r) => r.id));
    }
  });

  it("snacks and merchandise: each type's totals over the year and a day range", async () => {
    const all = await rowsOf("card_snacks");
    const day = localDay(all[0]!.date);
    const range = { from: addDaysTo(day, -10), to: day };
    for (const type of ["Snack", "Merchandising"]) {
      for (const q of [{}, range]) {
        const expected = all.filter((r) => r.type === type).filter(within(q));
        const query = new URLSearchParams({ type, ...q }).toString();
        const answer = await readAll<Snack>("/api/snack/snacktransactions", query);
        expect(answer.totals, query).toEqual({
          count: expected.length,
          tokenPrice: money(sumOf(expected, (r) => Number(r.token_price))),
        });
      }
    }
  });

  it("follows rows inserted, changed and deleted through the database; 23:30 is its local day", async () => {
    const day = "2024-02-10";
    const [y, m, d] = [2024, 1, 10];
    const late = new Date(y, m, d, 23, 30).toISOString();
    const early = new Date(y, m, d + 1, 0, 30).toISOString();
    const games = () => readAll<Game>("/api/game/gameshistory", `from=${day}&to=${day}`);
    const purchases = () =>
      readAll<Purchase>("/api/card/allPurchaseHistory", `from=${day}&to=${day}`);
    const snacks = (type: string) =>
      readAll<Snack>("/api/snack/snacktransactions", `from=${day}&to=${day}&type=${type}`);
    expect((await games()).totals).toEqual({ count: 0, tokens: 0, freeTokens: 0 });

    const [game] = await t.db
      .insert(cardGames)
      .values([
        { cardNumber: card.number, date: late, gameName: "Test Hockey", tokens: 3, freeTokens: 1 },
        { cardNumber: card.number, date: early, gameName: "Test Hockey", tokens: 5, freeTokens: 0 },
      ])
      .returning();
    await t.db.insert(cardPurchases).values([
      {
        cardNumber: card.number,
        date: late,
        type: "Purchase",
        amount: 12.5,
        tokens: 10,
        freeTokens: 2,
        kioskName: null,
      },
      {
        cardNumber: card.number,
        date: late,
        type: "Purchase",
        amount: 7.25,
        tokens: 5,
        freeTokens: 0,
        kioskName: "Test kiosk",
      },
    ]);
    await t.db.insert(cardSnacks).values([
      {
        cardNumber: card.number,
        date: late,
        productName: "Cap",
        tokenPrice: 4.5,
        state: "Paid",
        type: "Merchandising",
      },
    ]);
    expect((await games()).totals).toEqual({ count: 1, tokens: 3, freeTokens: 1 });
    expect((await purchases()).totals).toEqual({
      count: 2,
      amount: 19.75,
      tokens: 15,
      freeTokens: 2,
    });
    expect((await snacks("Merchandising")).totals).toEqual({ count: 1, tokenPrice: 4.5 });
    expect((await snacks("Snack")).totals).toEqual({ count: 0, tokenPrice: 0 });
    const byKiosk = await readAll<Purchase>(
      "/api/card/allPurchaseHistory",
      "kioskName=test%20KIOSK",
    );
    expect(byKiosk.totals).toEqual({ count: 1, amount: 7.25, tokens: 5, freeTokens: 0 });

    // A change of units, of name or of day moves the totals with it.
    await t.db
      .update(cardGames)
      .set({ tokens: 4, gameName: "Test Hockey 2" })
      .where(eq(cardGames.id, game!.id));
    expect((await games()).totals).toEqual({ count: 1, tokens: 4, freeTokens: 1 });
    expect((await readAll("/api/game/gameshistory", "gameName=test%20hockey%202")).total).toBe(1);
    await t.db.update(cardGames).set({ date: early }).where(eq(cardGames.id, game!.id));
    expect((await games()).totals).toEqual({ count: 0, tokens: 0, freeTokens: 0 });
    const next = `from=${addDaysTo(day, 1)}&to=${addDaysTo(day, 1)}`;
    expect((await readAll("/api/game/gameshistory", next)).totals).toEqual({
      count: 2,
      tokens: 9,
      freeTokens: 1,
    });

    await t.db.delete(cardGames).where(eq(cardGames.gameName, "Test Hockey"));
    await t.db.delete(cardPurchases).where(eq(cardPurchases.date, late));
    await t.db.delete(cardSnacks).where(eq(cardSnacks.date, late));
    expect((await readAll("/api/game/gameshistory", next)).totals).toEqual({
      count: 1,
      tokens: 4,
      freeTokens: 1,
    });
    expect((await purchases()).totals).toEqual({ count: 0, amount: 0, tokens: 0, freeTokens: 0 });
    expect((await snacks("Merchandising")).totals).toEqual({ count: 0, tokenPrice: 0 });
    // No daily row is left for what was deleted: the names a text resolves to are the rows'.
    expect((await readAll("/api/card/allPurchaseHistory", "kioskName=test%20kiosk")).total).toBe(0);
    await t.db.delete(cardGames).where(eq(cardGames.id, game!.id));
    const left = await t.db.all<{ n: number }>(
      sql`select count(*) as n from card_games_daily where day in (${day}, ${addDaysTo(day, 1)})`,
    );
    expect(left[0]?.n).toBe(0);
  });

  it("daily rows agree with the day filters across DST changes (TZ=Europe/Paris)", () => {
    // SQLite's 'localtime' and day-range.ts's dayStart read the process's time zone: another
    // process, in the venue's zone, inserts plays every 20 minutes around both 2025 changes.
    const script = `
      import { openDatabase } from "./server/db/database.ts";
      import { dayStart } from "./server/http/day-range.ts";
      const { client, close } = await openDatabase(":memory:");
      await client.execute("insert into cards (number, public_number) values ('TZ1', 'TZ-1')");
      const moments = [];
      for (const start of ["2025-03-28T12:00:00Z", "2025-10-24T12:00:00Z"])
        for (let i = 0; i < 3 * 72; i++)
          moments.push(new Date(Date.parse(start) + i * 20 * 60000).toISOString());
      for (const m of moments)
        await client.execute({ sql: "insert into card_games (card_number, date, game_name, tokens, free_tokens) values ('TZ1', ?, 'G', 1, 0)", args: [m] });
      const days = (await client.execute("select day, plays from card_games_daily order by day")).rows;
      const bad = [];
      for (const { day, plays } of days) {
        const next = new Date(Date.parse(day + "T12:00:00Z") + 86400000).toISOString().slice(0, 10);
        const n = moments.filter((m) => m >= dayStart(day) && m < dayStart(next)).length;
        if (n !== Number(plays)) bad.push([day, Number(plays), n]);
      }
      console.log(JSON.stringify({ days: days.length, bad, offset: new Date(2025, 6, 1).getTimezoneOffset() }));
      close();
    `;
    const out = execFileSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      { env: { ...process.env, TZ: "Europe/Paris" }, encoding: "utf8" },
    );
    const result = JSON.parse(out.trim().split("\n").pop()!) as {
      days: number;
      bad: unknown[];
      offset: number;
    };
    expect(result).toEqual({ days: 8, bad: [], offset: -120 });
  });
});
