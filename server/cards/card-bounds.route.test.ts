// @vitest-environment node
/**
 * Bounded inputs (src/contract/limits.ts): what once pushed a card past 2^53 and made it answer
 * 500 for good, and numbers that passed the duplicate check by their letters' case.
 */
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LIMITS } from "../../src/contract/limits";
import { cards } from "../db/schema/cards.schema";
import { constraintRefusal } from "../http/database-errors";
import { DEMO_CARDS } from "../seed/demo-cards.seed";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await t.signIn("admin")).access_token;
});
afterEach(() => t.close());

const call = async (method: string, path: string, json?: unknown) => {
  const res = await t.call(method, path, { token: admin, json });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const bonus = (number: string, amount: number) =>
  call("POST", `/api/card/FreeTokenBalanceUpdate/${number}`, { amount, comment: "test" });
const setBalances = (number: string, tokens: number, free: number) =>
  t.db
    .update(cards)
    .set({ balanceTokens: tokens, balanceFreeTokens: free })
    .where(eq(cards.number, number));
const { assigned, unassigned } = DEMO_CARDS;

describe("card balances stay within LIMITS.balance", () => {
  it("refuses a bonus change beyond LIMITS.bonusChange, and the card stays readable", async () => {
    const huge = await bonus(assigned.number, Number.MAX_SAFE_INTEGER);
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({
      code: "validation_failed",
      issues: [{ path: "amount", rule: `max_value:${LIMITS.bonusChange}` }],
    });
    expect((await bonus(assigned.number, -LIMITS.bonusChange - 1)).status).toBe(400);
    expect((await call("GET", `/api/card/number/${assigned.number}`)).status).toBe(200);
  });

  it("refuses a bonus that would pass the balance bound with balance_limit, twice in a row", async () => {
    await setBalances(assigned.number, 0, LIMITS.balance - 5);
    for (let i = 0; i < 2; i++) {
      const res = await bonus(assigned.number, 10);
      expect([res.status, res.body.code]).toEqual([400, "balance_limit"]);
    }
    expect((await bonus(assigned.number, 5)).status).toBe(200);
    const read = await call("GET", `/api/card/number/${assigned.number}`);
    expect(read.body.balanceFreeTokens).toBe(LIMITS.balance);
    expect((await call("GET", "/api/card/cards?page=0&size=20")).status).toBe(200);
    expect((await call("GET", `/api/card/autocomplete?text=${assigned.number}`)).status).toBe(200);
  });

  it("refuses a transfer whose sums would pass the bound, and changes neither card", async () => {
    await setBalances(assigned.number, 600_000, 1);
    await setBalances(unassigned.number, 500_000, 1);
    const res = await call("PUT", `/api/card/TransferCard/${assigned.number}/${unassigned.number}`);
    expect([res.status, res.body.code]).toEqual([400, "balance_limit"]);
    const [from, to] = await Promise.all(
      [assigned.number, unassigned.number].map((n) => call("GET", `/api/card/number/${n}`)),
    );
    expect([from?.body.balanceTokens, to?.body.balanceTokens]).toEqual([600_000, 500_000]);
  });

  it("cannot store a balance the driver could not read back: the database refuses it", async () => {
    const write = t.db.run(
      sql`update cards set balance_free_tokens = 9007199254740993 where number = ${assigned.number}`,
    );
    const error = await write.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(constraintRefusal(error)?.body).toEqual({ code: "balance_limit" });
  });

  it("refuses bad page numbers with 400, never 500", async () => {
    for (const q of ["page=100001", "size=100000", "page=-1", "page=1e400"]) {
      expect((await call("GET", `/api/card/cards?${q}`)).status).toBe(400);
    }
  });
});

describe("one normalisation of card numbers (trim, NFKC, Unicode upper case)", () => {
  const newCard = (number: string, publicNumber: string) =>
    call("POST", "/api/card", { number, publicNumber, isActive: true });

  it("refuses a number already taken whatever its case or Unicode form with number_duplicated", async () => {
    expect((await newCard("é-1", "pub-é-1")).status).toBe(201);
    for (const [number, publicNumber] of [
      ["é-1", "x-1"],
      ["É-1", "x-2"],
      ["x-3", "PUB-É-1"],
      ["e\u0301-1", "x-4"],
    ] as const) {
      const res = await newCard(number, publicNumber);
      expect([number, res.status, res.body.code]).toEqual([number, 400, "number_duplicated"]);
    }
    expect((await newCard("ß-1", "x-5")).status).toBe(201);
    const ss = await newCard("SS-1", "x-6");
    expect([ss.status, ss.body.code]).toEqual([400, "number_duplicated"]);
  });

  it("shares numbers between play cards and staff cards", async () => {
    const staff = await call("POST", "/api/staffcard", {
      number: "ü-9",
      publicNumber: "staff-ü-9",
      employeeId: 1,
      active: true,
    });
    expect(staff.status).toBe(201);
    const res = await newCard("Ü-9", "y-1");
    expect([res.status, res.body.code]).toEqual([400, "number_duplicated"]);
    // Its public number may change, and the old one is free again.
    const moved = await call("PUT", "/api/staffcard/ü-9", {
      number: "ü-9",
      publicNumber: "staff-ü-10",
      employeeId: 1,
      active: true,
    });
    expect(moved.status).toBe(200);
    expect((await newCard("z-1", "STAFF-Ü-9")).status).toBe(201);
    expect((await newCard("z-2", "staff-Ü-10")).body.code).toBe("number_duplicated");
  });

  it("finds a card by its public number in any case or Unicode form", async () => {
    expect((await newCard("tech-ä", "Carte-Ä")).status).toBe(201);
    const found = await call("GET", `/api/card/number/${encodeURIComponent("CARTE-ä")}`);
    expect([found.status, found.body.number]).toEqual([200, "tech-ä"]);
  });
});
