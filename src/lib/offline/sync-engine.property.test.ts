// @vitest-environment node
/**
 * Property tests of the outbox and the sync engine against the in-process reference server
 * (issue 4): for random sequences of enqueues, syncs from one or two tabs, reloads mid-sync and
 * faults on every request (network failure before or after the server applied it, 5xx, an answer
 * lost after it was stored, a 401 ending the session, a tab closed while its request is out),
 * once the faults stop:
 * - every entry the outbox let go as accepted was applied on the server exactly once, every
 *   rejected one never, and nothing of the signed-in employee is left pending;
 * - with one sender at a time (the runner's Web Lock), each card's entries were applied in enqueue
 *   order and a rejected entry never held back the ones behind it (a model of the balances says
 *   which removals the server must refuse);
 * - another employee's entries are never sent.
 * The entries are bonus units added to or removed from three seeded cards (one disabled, so always
 * refused); each one's comment is its Idempotency-Key, so the server's rows name their entry.
 */
import type { Card } from "@/contract/cards";
import "fake-indexeddb/auto";
import { Dexie } from "dexie";
import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardCache } from "./card-cache";
import { cardOperations, cards } from "../../../server/db/schema/cards.schema";
import { DEMO_CARDS } from "../../../server/seed/demo-cards.seed";
import { createTestApp, type TestApp } from "../../../server/testing/test-app";
import { createHttpClient, type HttpClient } from "../api/http-client";
import { defineCommand, type AnyCommand } from "../commands/command";
import { BackOfficeDb, type OutboxEntry } from "./db";
import { enqueue } from "./outbox";
import { createSyncEngine, type SyncEngine } from "./sync-engine";

const AGENT = { employee: "agent@parc-demo.fr", employeeName: "Sophie Petit" };
const MANAGER = { employee: "manager@parc-demo.fr", employeeName: "Julien Bernard" };
const CARDS = [DEMO_CARDS.assigned, DEMO_CARDS.unassigned, DEMO_CARDS.disabled] as const;
const START_BALANCE = [4, 0, 5];

type BonusPayload = { card: string; amount: number };

const bonusCommand = defineCommand<BonusPayload, unknown, Card>({
  name: "test.property.bonus",
  right: "CARD_UPDATE",
  kind: "card",
  cache: cardCache,
  entity: ({ card }) => card,
  // Each tab sends through its own faulty client: see `tabCommand`.
  send: () => Promise.reject(new Error("sent by a tab's own command")),
  describe: () => ({ id: "d" }),
  success: () => ({ id: "s" }),
  failure: () => ({ id: "f" }),
});

/** The bonus command sending through `client`; the comment is the Idempotency-Key. */
const tabCommand = (client: HttpClient): AnyCommand => ({
  ...bonusCommand,
  send: ({ card, amount }: BonusPayload, { headers }) =>
    client.post(
      `/api/card/FreeTokenBalanceUpdate/${encodeURIComponent(card)}`,
      { amount, comment: headers["Idempotency-Key"] },
      undefined,
      headers,
    ),
});

type Fault =
  | "none"
  | "network-before" // no answer, nothing reached the server
  | "network-after" // the server applied it, the answer was lost
  | "5xx" // a proxy's 503: nothing reached the server
  | "lost-503" // the server applied and stored it, then answered 503 (TEST_HOOKS)
  | "401" // the session ended (refresh refused): the entry waits for the next sign-in
  | "close-before" // the tab closes (reload) as its request leaves: nothing reaches the server
  | "close-after"; // the tab closes once the server applied its request
type CardIndex = 0 | 1 | 2;
type Op =
  | { type: "enqueue"; card: CardIndex; amount: number }
  | { type: "foreign"; card: CardIndex; amount: number }
  | { type: "sync"; tab: 0 | 1 }
  | { type: "both" }
  | { type: "enqueue-while-syncing"; tab: 0 | 1; card: CardIndex; amount: number }
  | { type: "reload"; tab: 0 | 1 }
  | { type: "tick"; ms: number };

// The disabled card less often: its entries are all refused.
const cardIndex = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<CardIndex>(0, 1) },
  { weight: 1, arbitrary: fc.constant<CardIndex>(2) },
);
const tabIndex = fc.constantFrom<0 | 1>(0, 1);
const amount = fc.integer({ min: -4, max: 5 }).filter((a) => a !== 0);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ type: fc.constant("enqueue"), card: cardIndex, amount }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("foreign"), card: cardIndex, amount }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant("sync"), tab: tabIndex }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("both") }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant("enqueue-while-syncing"),
      tab: tabIndex,
      card: cardIndex,
      amount,
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("reload"), tab: tabIndex }) },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant("tick"), ms: fc.integer({ min: 0, max: 70_000 }) }),
  },
);
const faultArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Fault>("none") },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Fault>(
      "network-before",
      "network-after",
      "5xx",
      "lost-503",
      "401",
      "close-before",
      "close-after",
    ),
  },
);
const scenarioArb = fc.record({
  ops: fc.array(opArb, { minLength: 4, maxLength: 14 }),
  faults: fc.array(faultArb, { maxLength: 40 }),
});
type Scenario = { ops: Op[]; faults: Fault[] };

let t: TestApp;
let token: string;
let run = 0;

beforeAll(async () => {
  t = await createTestApp({ TEST_HOOKS: "1" }, { seedSize: "test" });
  token = (await t.signIn("agent")).access_token;
});
afterAll(() => t.close());

const never = <T>() => new Promise<T>(() => undefined);
const answer = (status: number, code: string) =>
  new Response(JSON.stringify({ code }), {
    status,
    headers: { "content-type": "application/json" },
  });

interface Tab {
  db: BackOfficeDb;
  engine: SyncEngine;
  closed: boolean;
  /** Resolves when the tab closes: its sync will never end, the test stops waiting for it. */
  whenClosed: Promise<void>;
}

/** One scenario, from fresh balances and a fresh outbox; returns what to check. */
async function play({ ops, faults }: Scenario, locked: boolean) {
  run += 1;
  const dbName = `prop-${run}`;
  const connections: BackOfficeDb[] = [];
  const clock = { now: 1_000_000 };
  const pendingFaults = [...faults];
  let faultsOn = true;
  const nextFault = (): Fault => (faultsOn ? (pendingFaults.shift() ?? "none") : "none");

  for (const [i, card] of CARDS.entries()) {
    await t.db
      .update(cards)
      .set({ balanceFreeTokens: START_BALANCE[i] })
      .where(eq(cards.number, card.number));
  }

  function openTab(): Tab {
    const db = new BackOfficeDb(dbName);
    connections.push(db);
    let close!: () => void;
    const tab = { db, closed: false } as Tab;
    tab.whenClosed = new Promise<void>((resolve) => (close = resolve));
    const closeTab = () => {
      tab.closed = true;
      close();
    };
    const forward = (input: RequestInfo | URL, init?: RequestInit) =>
      t.app.fetch(new Request(input, init));
    const faultyFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (tab.closed) return never<Response>(); // a closed tab sends nothing more
      switch (nextFault()) {
        case "none":
          return forward(input, init);
        case "network-before":
          throw new TypeError("fetch failed");
        case "network-after":
          await (await forward(input, init)).arrayBuffer();
          throw new TypeError("fetch failed");
        case "5xx":
          return answer(503, "server_error");
        case "401":
          return answer(401, "unauthorized");
        case "lost-503":
          await t.call("POST", "/api/test/lose-next-answers", { token, json: { count: 1 } });
          return forward(input, init);
        case "close-before":
          closeTab();
          return never<Response>();
        case "close-after":
          await (await forward(input, init)).arrayBuffer();
          closeTab();
          return never<Response>();
      }
    };
    const client = createHttpClient({
      baseUrl: () => "http://backoffice.test",
      getAccessToken: () => token,
      refresh: async () => "rejected",
      fetch: faultyFetch,
    });
    const command = tabCommand(client);
    tab.engine = createSyncEngine({
      db,
      employee: () => AGENT.employee,
      command: (name) => (name === command.name ? command : undefined),
      now: () => clock.now,
      random: () => 0.5,
    });
    return tab;
  }

  // The sender lock of the runner (Web Locks), in memory: one sync at a time across tabs. A
  // closed tab's lock is released with it.
  let tail: Promise<unknown> = Promise.resolve();
  const withLock = (fn: () => Promise<unknown>) => {
    const next = tail.then(fn);
    tail = next.catch(() => undefined);
    return next;
  };
  const tabs: [Tab, Tab] = [openTab(), openTab()];
  const syncTab = (i: 0 | 1, ignoreBackoff = false) => {
    const go = () => {
      const tab = tabs[i];
      return Promise.race([tab.engine.sync({ ignoreBackoff }), tab.whenClosed]);
    };
    return locked ? withLock(go) : go();
  };
  const reopenClosedTabs = () => {
    for (const i of [0, 1] as const) if (tabs[i].closed) tabs[i] = openTab();
  };

  const enqueued: OutboxEntry[] = [];
  const foreign: OutboxEntry[] = [];
  const add = async (card: CardIndex, amount: number, author = AGENT) => {
    const entry = await enqueue(
      bonusCommand,
      { card: CARDS[card].number, amount },
      author,
      tabs[0].db,
      clock.now,
    );
    (author === AGENT ? enqueued : foreign).push(entry);
  };

  for (const op of ops) {
    switch (op.type) {
      case "enqueue":
        await add(op.card, op.amount);
        break;
      case "foreign":
        await add(op.card, op.amount, MANAGER);
        break;
      case "sync":
        await syncTab(op.tab);
        break;
      case "both":
        await Promise.all([syncTab(0), syncTab(1)]);
        break;
      case "enqueue-while-syncing": {
        const syncing = syncTab(op.tab);
        await add(op.card, op.amount);
        await syncing;
        break;
      }
      case "reload":
        tabs[op.tab] = openTab();
        break;
      case "tick":
        clock.now += op.ms;
        break;
    }
    reopenClosedTabs();
  }

  // The network is back for good: sync until nothing is pending (an armed lost answer may still
  // cost one more round).
  faultsOn = false;
  for (let round = 0; round < 10; round++) {
    reopenClosedTabs();
    clock.now += 10 * 60_000;
    await syncTab(0, true);
    const left = await tabs[0].db.outbox.where("employee").equals(AGENT.employee).toArray();
    if (left.every((e) => e.state !== "pending")) break;
  }
  // Requests a closed tab had already sent finish (in-process, at once); let them settle.
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));

  const outbox = await tabs[0].db.outbox.toArray();
  const ids = enqueued.map((e) => e.id);
  const rows =
    ids.length === 0
      ? []
      : await t.db
          .select()
          .from(cardOperations)
          .where(inArray(cardOperations.comment, ids))
          .orderBy(cardOperations.id);
  const balances = await Promise.all(
    CARDS.map(
      async (card) =>
        (await t.db.select().from(cards).where(eq(cards.number, card.number)))[0]!
          .balanceFreeTokens,
    ),
  );
  const cached = await Promise.all(CARDS.map((card) => tabs[0].db.cards.get(card.number)));
  for (const db of connections) db.close();
  await Dexie.delete(dbName);
  return { enqueued, foreign, outbox, rows, balances, cached };
}

type Played = Awaited<ReturnType<typeof play>>;

/** Exactly once: accepted entries once on the server, rejected ones never, nothing pending. */
function checkExactlyOnce({ enqueued, foreign, outbox, rows, balances }: Played) {
  const left = new Map(outbox.map((e) => [e.id, e]));
  const applied = new Map<string, number>();
  for (const row of rows) applied.set(row.comment ?? "", (applied.get(row.comment ?? "") ?? 0) + 1);
  for (const entry of enqueued) {
    const after = left.get(entry.id);
    if (after === undefined) {
      expect([entry.id, applied.get(entry.id)]).toEqual([entry.id, 1]);
    } else {
      expect([entry.id, after.state, applied.get(entry.id)]).toEqual([
        entry.id,
        "rejected",
        undefined,
      ]);
      expect(after.error?.status).toBe(400);
      expect(["insufficient_bonus", "card_inactive"]).toContain(after.error?.code);
    }
  }
  // Another employee's entries: never sent, never touched.
  for (const entry of foreign) expect(left.get(entry.id)).toEqual(entry);
  // The balances moved by exactly the accepted amounts.
  CARDS.forEach((card, i) => {
    const accepted = enqueued
      .filter((e) => !left.has(e.id) && (e.payload as BonusPayload).card === card.number)
      .reduce((sum, e) => sum + (e.payload as BonusPayload).amount, 0);
    expect([card.number, balances[i]]).toEqual([card.number, START_BALANCE[i]! + accepted]);
  });
}

/** One sender at a time: per card, enqueue order; the server refused exactly what a model says. */
function checkOrderAndModel({ enqueued, outbox, rows, balances, cached }: Played) {
  const left = new Map(outbox.map((e) => [e.id, e]));
  CARDS.forEach((card, i) => {
    const mine = enqueued.filter((e) => (e.payload as BonusPayload).card === card.number);
    const appliedOrder = rows.filter((r) => r.cardNumber === card.number).map((r) => r.comment);
    const acceptedOrder = mine.filter((e) => !left.has(e.id)).map((e) => e.id);
    expect(appliedOrder).toEqual(acceptedOrder);

    let balance = START_BALANCE[i]!;
    const expected = mine.map(({ payload }) => {
      const { amount } = payload as BonusPayload;
      if (!card.isActive) return "card_inactive";
      if (balance + amount < 0) return "insufficient_bonus";
      balance += amount;
      return "accepted";
    });
    const actual = mine.map((e) => left.get(e.id)?.error?.code ?? "accepted");
    expect([card.number, actual]).toEqual([card.number, expected]);
    // The cache holds the server's answer to the last accepted entry: the card as it now is.
    if (acceptedOrder.length > 0) expect(cached[i]?.card.balanceFreeTokens).toBe(balances[i]);
  });
}

describe("outbox and sync engine against the reference server", () => {
  it("one sender at a time (the runner's lock): exactly once, in order, refusals never block", async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        const played = await play(scenario, true);
        checkExactlyOnce(played);
        checkOrderAndModel(played);
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it("two tabs sending at once without the lock: the keys still make it exactly once", async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        checkExactlyOnce(await play(scenario, false));
      }),
      { numRuns: 25 },
    );
  }, 60_000);

  it("covers the faults and the refusals it claims to (the generators are not idle)", async () => {
    const played = await play(
      {
        ops: [
          { type: "enqueue", card: 0, amount: 3 },
          { type: "enqueue", card: 0, amount: -10 },
          { type: "enqueue", card: 0, amount: -7 },
          { type: "enqueue", card: 2, amount: 1 },
          { type: "foreign", card: 1, amount: 1 },
          { type: "sync", tab: 0 },
          { type: "enqueue-while-syncing", tab: 1, card: 1, amount: 2 },
          { type: "both" },
          { type: "sync", tab: 1 },
        ],
        faults: [
          "close-after",
          "network-after",
          "lost-503",
          "5xx",
          "401",
          "close-before",
          "network-before",
        ],
      },
      true,
    );
    checkExactlyOnce(played);
    checkOrderAndModel(played);
    const codes = played.outbox.map((e) => e.error?.code).sort();
    expect(codes).toEqual(["card_inactive", "insufficient_bonus", undefined]);
    expect(played.rows.map((r) => r.amount ?? 0).sort((a, b) => a - b)).toEqual([-7, 2, 3]);
  });
});
