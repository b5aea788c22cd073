// @vitest-environment node
/** The `sort` parameter of the paged lists (sortQuery of src/contract/paging.ts, orderOf here). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardSchema, type Card } from "../../src/contract/cards";
import { customerSchema, type Customer } from "../../src/contract/customers";
import { pagedSchema } from "../../src/contract/paging";
import { searchKey } from "../../src/contract/search";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("admin")).access_token;
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.call("GET", path, { token: admin });
  return { status: res.status, body: (await res.json()) as unknown };
};
const cardsSorted = async (sort: string, more = "") =>
  pagedSchema(cardSchema).parse((await get(`/api/card/cards?size=200&sort=${sort}${more}`)).body)
    .results;
const customersSorted = async (sort: string) =>
  pagedSchema(customerSchema).parse(
    (await get(`/api/customer/customers?size=200&sort=${sort}`)).body,
  ).results;

/** Whether rows are in order by `keys` (compared in turn), ascending. */
function ordered<T>(rows: T[], ...keys: ((row: T) => string | number | boolean)[]) {
  return rows.every((row, i) => {
    if (i === 0) return true;
    for (const key of keys) {
      const [a, b] = [key(rows[i - 1] as T), key(row)];
      if (a < b) return true;
      if (a > b) return false;
    }
    return false;
  });
}

describe("GET /api/card/cards?sort=", () => {
  it("sorts by balance both ways, ties by number, the descending order the ascending reversed", async () => {
    const up = await cardsSorted("tokens.asc");
    const down = await cardsSorted("tokens.desc");
    expect(up).toHaveLength(200);
    expect(new Set(up.map((c) => c.balanceTokens)).size).toBeGreaterThan(1);
    expect(
      ordered(
        up,
        (c: Card) => c.balanceTokens,
        (c) => c.number,
      ),
    ).toBe(true);
    expect(down.map((c) => c.number)).toEqual(up.map((c) => c.number).reverse());
  });

  it("sorts by each declared key, pages without repeating a row, and keeps the filters", async () => {
    expect(ordered(await cardsSorted("publicNumber.asc"), (c: Card) => c.publicNumber)).toBe(true);
    const free = await cardsSorted("free.desc");
    expect(
      ordered(
        [...free].reverse(),
        (c: Card) => c.balanceFreeTokens,
        (c) => c.number,
      ),
    ).toBe(true);
    expect((await cardsSorted("status.asc"))[0]?.isActive).toBe(false);
    const pages = await Promise.all(
      [0, 1, 2].map(
        async (page) =>
          pagedSchema(cardSchema).parse(
            (await get(`/api/card/cards?size=7&page=${page}&sort=tokens.desc`)).body,
          ).results,
      ),
    );
    const whole = await cardsSorted("tokens.desc");
    expect(pages.flat().map((c) => c.number)).toEqual(whole.slice(0, 21).map((c) => c.number));
    const filtered = await cardsSorted("number.desc", "&filterOnNumber=0420");
    expect(filtered.length).toBeGreaterThan(1);
    expect(filtered.every((c) => c.number.includes("0420"))).toBe(true);
    expect(ordered([...filtered].reverse(), (c: Card) => c.number)).toBe(true);
  });

  it("refuses an undeclared key or a bad direction with 400 validation_failed", async () => {
    for (const bad of [
      "customer.asc",
      "tokens.up",
      "tokens",
      "balance_tokens.asc",
      "number.asc;",
    ]) {
      const res = await get(`/api/card/cards?sort=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.body, bad).toMatchObject({ code: "validation_failed" });
    }
  });
});

describe("GET /api/customer/customers?sort=", () => {
  it("sorts by name as read (accents and case aside) both ways, ties by id", async () => {
    const up = await customersSorted("name.asc");
    const name = (c: Customer) => `${searchKey(c.lastName)} ${searchKey(c.firstName)}`;
    expect(up).toHaveLength(30);
    expect(
      ordered(
        up,
        (c: Customer) => searchKey(c.lastName),
        (c) => searchKey(c.firstName),
        (c) => c.id,
      ),
    ).toBe(true);
    const down = await customersSorted("name.desc");
    expect(down.map(name)).toEqual(up.map(name).reverse());
  });

  it("sorts by creation, e-mail and city, and takes sort before orderByColumn", async () => {
    const created = await customersSorted("created.asc");
    expect(
      ordered(
        created,
        (c: Customer) => c.createdDate,
        (c) => c.id,
      ),
    ).toBe(true);
    const email = await customersSorted("email.desc");
    expect(
      ordered(
        [...email].reverse(),
        (c: Customer) => c.email ?? "",
        (c) => c.id,
      ),
    ).toBe(true);
    const city = await customersSorted("city.asc");
    expect(
      ordered(
        city,
        (c: Customer) => c.city ?? "",
        (c) => c.id,
      ),
    ).toBe(true);
    const both = pagedSchema(customerSchema).parse(
      (await get("/api/customer/customers?size=200&orderByColumn=lastName&sort=created.asc")).body,
    ).results;
    expect(both.map((c) => c.id)).toEqual(created.map((c) => c.id));
  });

  it("refuses an undeclared key with 400 validation_failed", async () => {
    const res = await get("/api/customer/customers?sort=phone.asc");
    expect(res).toMatchObject({ status: 400, body: { code: "validation_failed" } });
  });
});

/** Each paged list with its declared sort keys (the contract's *_SORTS) and a row's identity. */
const LISTS: [path: string, keys: string[]][] = [
  ["/api/kiosk/kiosks", ["name", "serialNumber", "type", "lastPing", "payment"]],
  ["/api/product/products", ["name", "price", "tokens", "free"]],
  [
    "/api/game/games",
    ["code", "type", "category", "devices", "tokenPrice", "tva", "installed", "maintenance"],
  ],
  ["/api/employee/employees", ["name", "email", "role", "status", "cap"]],
  ["/api/invoice/invoices", ["date"]],
  ["/api/invoicecustomer/invoices", ["date"]],
  ["/api/paymentReceipt/all", ["date"]],
  ["/api/birthdayevent/birthdayevent", ["day"]],
  ["/api/monitoraction/all/filter", ["date"]],
];

describe("every paged list's sort", () => {
  type Row = { id?: number; serialNumber?: string; date?: string };
  const rows = async (path: string, sort: string) => {
    const size = path.includes("monitor") ? "PerPage" : "size";
    const res = await get(`${path}?${size}=200&sort=${sort}`);
    expect(res.status, `${path} ${sort}`).toBe(200);
    const body = res.body as { results?: Row[]; values?: Row[]; total?: number };
    return { list: body.results ?? body.values ?? [], whole: (body.total ?? 0) <= 200 };
  };
  const ids = async (path: string, sort: string) =>
    (await rows(path, sort)).list.map((row) => row.id ?? row.serialNumber);

  it.each(LISTS)("%s: each key both ways, one the other reversed", async (path, keys) => {
    for (const key of keys) {
      const up = await rows(path, `${key}.asc`);
      const down = await rows(path, `${key}.desc`);
      expect(up.list.length, `${path} ${key}`).toBeGreaterThan(1);
      if (up.whole && !path.includes("monitor"))
        expect(down.list, `${path} ${key}`).toEqual([...up.list].reverse());
      // More than a page: the dates run up one way and down the other.
      else {
        const dates = (list: Row[]) => list.map((row) => row.date ?? "");
        expect(dates(up.list), path).toEqual([...dates(up.list)].sort());
        expect(dates(down.list), path).toEqual([...dates(down.list)].sort().reverse());
      }
    }
    const bad = await get(`${path}?sort=unknown.asc`);
    expect(bad).toMatchObject({ status: 400, body: { code: "validation_failed" } });
  });

  it("keeps each list's default order without a sort (money and logs newest first)", async () => {
    const first = async (path: string) => {
      const body = (await get(path)).body as { results?: unknown[]; values?: unknown[] };
      return (body.results ?? body.values ?? []).map((row) => (row as { id: number }).id);
    };
    for (const path of ["/api/invoice/invoices", "/api/monitoraction/all/filter"]) {
      const shown = await first(path);
      expect(shown.length).toBeGreaterThan(1);
      expect((await ids(path, "date.desc")).slice(0, shown.length)).toEqual(shown);
    }
  });
});

describe("the histories' sort=date.asc (pages read day by day, oldest first)", () => {
  /** Every row's id, page after page (an odd size: pages cut across days). */
  const every = async (path: string, query: string) => {
    const ids: number[] = [];
    for (let page = 0; page < 100; page++) {
      const res = await get(`${path}?size=173&page=${page}&${query}`);
      expect(res.status, query).toBe(200);
      const body = res.body as { results: { id: number }[]; total: number };
      ids.push(...body.results.map((row) => row.id));
      if (ids.length >= body.total || body.results.length === 0) break;
    }
    return ids;
  };

  it.each([
    ["/api/game/gameshistory", ""],
    ["/api/card/allPurchaseHistory", "from=2026-01-01&to=2026-12-31"],
    ["/api/snack/snacktransactions", "type=Snack"],
  ])("%s %s: oldest first is newest first reversed", async (path, query) => {
    const newest = await every(path, `${query}&sort=date.desc`);
    expect(newest.length).toBeGreaterThan(173);
    expect(await every(path, query)).toEqual(newest);
    expect(await every(path, `${query}&sort=date.asc`)).toEqual([...newest].reverse());
  });
});
