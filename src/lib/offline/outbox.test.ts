import { Dexie } from "dexie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testCard as card } from "@/testing/builders";
import type { Card } from "@/contract/cards";
import { defineCommand } from "../commands/command";
import { cardCache, cardKeys } from "./card-cache";
import { BackOfficeDb, type OutboxEntry } from "./db";
import { applyPending, awaitOutcome, discardEntry, enqueue, entriesOf, retryEntry } from "./outbox";

const messages = {
  describe: () => ({ id: "d" }),
  success: () => ({ id: "s" }),
  failure: () => ({ id: "f" }),
};

const bonus = defineCommand<{ card: Card; amount: number }, Card, Card>({
  name: "test.outbox.bonus",
  right: "CARD_UPDATE",
  kind: "card",
  cache: cardCache,
  entity: ({ card }) => card.number,
  snapshot: ({ card }) => card,
  send: () => Promise.reject(new Error("not sent in these tests")),
  apply: (c, { amount }) => ({ ...c, balanceFreeTokens: c.balanceFreeTokens + amount }),
  ...messages,
});

const disable = defineCommand<{ card: Card }, Card, Card>({
  name: "test.outbox.disable",
  right: "CARD_UPDATE",
  kind: "card",
  cache: cardCache,
  entity: ({ card }) => card.number,
  snapshot: ({ card }) => card,
  send: () => Promise.reject(new Error("not sent in these tests")),
  apply: (c) => ({ ...c, isActive: false }),
  ...messages,
});

const author = { employee: "agent@parc-demo.fr", employeeName: "Sophie Petit" };
let db: BackOfficeDb;
let n = 0;

beforeEach(() => {
  n += 1;
  db = new BackOfficeDb(`outbox-test-${n}`);
});
afterEach(async () => {
  vi.restoreAllMocks();
  db.close();
  await Dexie.delete(db.name);
});

describe("enqueue", () => {
  it("writes the entry and the card as the screen saw it, in one transaction", async () => {
    const seen = card("0420000001", { publicNumber: "PC-000001" });
    const entry = await enqueue(bonus, { card: seen, amount: 3 }, author, db, 1000);
    expect(entry).toMatchObject({
      name: "test.outbox.bonus",
      kind: "card",
      entity: "0420000001",
      employee: "agent@parc-demo.fr",
      employeeName: "Sophie Petit",
      state: "pending",
      attempts: 0,
      nextAttemptAt: 1000,
      createdAt: 1000,
      announce: "screen",
    });
    expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.outbox.get(entry.seq)).toEqual(entry);
    expect(await db.cards.get("0420000001")).toEqual({
      number: "0420000001",
      keys: ["0420000001", "pc-000001"],
      card: seen,
      fetchedAt: 1000,
    });
  });

  it("keeps a card already cached (it may be fresher than what the screen saw)", async () => {
    const cached = card("0420000002", { balanceFreeTokens: 42 });
    await db.cards.put({
      number: cached.number,
      keys: cardKeys(cached),
      card: cached,
      fetchedAt: 1,
    });
    await enqueue(bonus, { card: card("0420000002"), amount: 1 }, author, db);
    expect((await db.cards.get("0420000002"))?.card.balanceFreeTokens).toBe(42);
  });

  it("writes nothing when the entry cannot be stored (the card snapshot is rolled back)", async () => {
    vi.spyOn(crypto, "randomUUID").mockReturnValue("11111111-1111-4111-8111-111111111111");
    await enqueue(bonus, { card: card("0420000003"), amount: 1 }, author, db);
    // Same Idempotency-Key again: the unique index refuses the entry after the card was put.
    await expect(
      enqueue(bonus, { card: card("0420000004"), amount: 1 }, author, db),
    ).rejects.toThrow();
    expect(await db.outbox.count()).toBe(1);
    expect(await db.cards.get("0420000004")).toBeUndefined();
  });

  it("gives every entry its own key and keeps enqueue order in seq", async () => {
    const a = await enqueue(bonus, { card: card("0420000005"), amount: 1 }, author, db);
    const b = await enqueue(disable, { card: card("0420000005") }, author, db);
    expect(a.id).not.toBe(b.id);
    expect(b.seq!).toBeGreaterThan(a.seq!);
    expect((await entriesOf(author.employee, db)).map((e) => e.id)).toEqual([a.id, b.id]);
    expect(await entriesOf("someone@else.fr", db)).toEqual([]);
  });
});

describe("applyPending", () => {
  const entry = (seq: number, name: string, payload: unknown, state = "pending"): OutboxEntry => ({
    seq,
    id: `id-${seq}`,
    name,
    kind: "card",
    entity: "0420000001",
    payload,
    employee: author.employee,
    employeeName: author.employeeName,
    createdAt: 0,
    state: state as OutboxEntry["state"],
    attempts: 0,
    nextAttemptAt: 0,
    announce: "screen",
  });

  it("folds the pending effects in seq order, skipping rejected and unknown entries", () => {
    const base = card("0420000001", { balanceFreeTokens: 5 });
    const entries = [
      entry(3, "test.outbox.bonus", { amount: -4 }),
      entry(1, "test.outbox.bonus", { amount: 10 }),
      entry(2, "test.outbox.bonus", { amount: 100 }, "rejected"),
      entry(4, "test.outbox.unknown", {}),
      entry(5, "test.outbox.disable", {}),
    ];
    expect(applyPending(base, entries)).toEqual({
      ...base,
      balanceFreeTokens: 11,
      isActive: false,
    });
    expect(base.balanceFreeTokens).toBe(5); // the base is not mutated
  });

  it("is the base itself when nothing is pending", () => {
    const base = card("0420000001");
    expect(applyPending(base, [])).toBe(base);
  });
});

describe("awaitOutcome", () => {
  const waiting = () => enqueue(bonus, { card: card("0420000009"), amount: 2 }, author, db);

  it("answers accepted once the engine removed the entry", async () => {
    const { seq } = await waiting();
    setTimeout(() => void db.outbox.delete(seq), 30);
    expect(await awaitOutcome(seq!, 2000, db)).toEqual({ type: "accepted" });
  });

  it("answers rejected with the server's error and drops the entry", async () => {
    const { seq } = await waiting();
    const error = { status: 400, code: "insufficient_bonus" };
    setTimeout(() => void db.outbox.update(seq, { state: "rejected", error }), 30);
    expect(await awaitOutcome(seq!, 2000, db)).toEqual({ type: "rejected", error });
    expect(await db.outbox.get(seq)).toBeUndefined();
  });

  it("answers queued after the timeout and hands the entry to the engine", async () => {
    const { seq } = await waiting();
    const start = Date.now();
    expect(await awaitOutcome(seq!, 120, db)).toEqual({ type: "queued" });
    expect(Date.now() - start).toBeGreaterThanOrEqual(100);
    expect(await db.outbox.get(seq)).toMatchObject({ state: "pending", announce: "engine" });
  });
});

describe("retryEntry and discardEntry", () => {
  it("put a rejected entry back in line at its place, or drop it", async () => {
    const a = await enqueue(bonus, { card: card("0420000001"), amount: 1 }, author, db, 500);
    const b = await enqueue(bonus, { card: card("0420000001"), amount: 2 }, author, db, 500);
    await db.outbox.update(a.seq, {
      state: "rejected",
      attempts: 3,
      nextAttemptAt: 9999,
      error: { status: 400, code: "card_inactive" },
    });
    await retryEntry(a.seq!, db);
    const retried = await db.outbox.get(a.seq);
    expect(retried).toMatchObject({ state: "pending", attempts: 0, nextAttemptAt: 0 });
    expect(retried?.error).toBeUndefined();
    expect(retried?.announce).toBe("engine");
    expect((await entriesOf(author.employee, db)).map((e) => e.seq)).toEqual([a.seq, b.seq]);
    await discardEntry(a.seq!, db);
    expect((await entriesOf(author.employee, db)).map((e) => e.seq)).toEqual([b.seq]);
  });
});
