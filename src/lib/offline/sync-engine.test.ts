import { Dexie } from "dexie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cardCache } from "./card-cache";
import { testCard as card } from "@/testing/builders";
import type { Card } from "@/contract/cards";
import { ApiError, NetworkError } from "../api/api-error";
import { defineCommand, findCommand, type SendContext } from "../commands/command";
import { BackOfficeDb } from "./db";
import { enqueue } from "./outbox";
import {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  backoffDelay,
  createSyncEngine,
  type SyncEngineDeps,
} from "./sync-engine";

type Payload = { card: Card; amount: number; tag: string };
/** What the fake server answers per tag: a card (accepted), or an error to throw. */
let answers: Record<string, unknown>;
const sent: { tag: string; key: string }[] = [];

const bonus = defineCommand<Payload, Card, Card>({
  name: "test.engine.bonus",
  right: "CARD_UPDATE",
  kind: "card",
  cache: cardCache,
  entity: ({ card }) => card.number,
  snapshot: ({ card }) => card,
  send: async ({ card, amount, tag }: Payload, { headers }: SendContext) => {
    sent.push({ tag, key: headers["Idempotency-Key"] });
    await Promise.resolve();
    const answer = answers[tag];
    if (answer instanceof Error) throw answer;
    return (
      (answer as Card | undefined) ?? {
        ...card,
        balanceFreeTokens: card.balanceFreeTokens + amount,
      }
    );
  },
  apply: (c, { amount }) => ({ ...c, balanceFreeTokens: c.balanceFreeTokens + amount }),
  describe: () => ({ id: "d" }),
  success: () => ({ id: "s" }),
  failure: () => ({ id: "f" }),
});

const me = { employee: "agent@parc-demo.fr", employeeName: "Sophie Petit" };
const other = { employee: "manager@parc-demo.fr", employeeName: "Julien Bernard" };
let db: BackOfficeDb;
let n = 0;
let signedIn: string | undefined;
const clock = { now: 1_000_000 };

const engine = (deps: Partial<SyncEngineDeps> = {}) =>
  createSyncEngine({
    db,
    employee: () => signedIn,
    command: findCommand,
    now: () => clock.now,
    random: () => 0,
    ...deps,
  });
const add = (number: string, tag: string, author = me, amount = 1) =>
  enqueue(bonus, { card: card(number), amount, tag }, author, db, clock.now);
const tags = () => sent.map((s) => s.tag);

beforeEach(() => {
  n += 1;
  db = new BackOfficeDb(`engine-test-${n}`);
  answers = {};
  sent.length = 0;
  signedIn = me.employee;
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

describe("backoffDelay", () => {
  it("doubles from 1 s up to 60 s, with jitter in [0.5, 1) of the step", () => {
    expect(backoffDelay(1, () => 0)).toBe(BACKOFF_BASE_MS / 2);
    expect(backoffDelay(1, () => 0.999999)).toBe(BACKOFF_BASE_MS);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(0, () => 0)).toBe(500);
    for (let attempts = 1; attempts < 40; attempts++) {
      const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (attempts - 1));
      for (const r of [0, 0.25, 0.5, 0.999]) {
        const delay = backoffDelay(attempts, () => r);
        expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
        expect(delay).toBeLessThanOrEqual(ceiling);
      }
    }
    expect(backoffDelay(100, () => 0.999999)).toBe(BACKOFF_MAX_MS);
  });
});

describe("sync engine", () => {
  it("sends each entry with its key, removes it and caches the server's card with a stamp", async () => {
    const a = await add("0420000001", "a");
    answers.a = card("0420000001", { balanceFreeTokens: 99 });
    const report = await engine().sync();
    expect(report).toEqual({ accepted: 1, rejected: 0 });
    expect(sent).toEqual([{ tag: "a", key: a.id }]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.cards.get("0420000001"))?.card.balanceFreeTokens).toBe(99);
    expect(await db.stamps.get("card")).toEqual({ kind: "card", at: clock.now });
  });

  it("keeps the order per entity, and sends other entities alongside", async () => {
    for (const tag of ["x1", "y1", "x2", "y2", "x3"])
      await add(`042000000${tag[0] === "x" ? 1 : 2}`, tag);
    await engine({ concurrency: 2 }).sync();
    const order = tags();
    expect(order.filter((t) => t.startsWith("x"))).toEqual(["x1", "x2", "x3"]);
    expect(order.filter((t) => t.startsWith("y"))).toEqual(["y1", "y2"]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("rejects on a 4xx with the server's code, and the next entry of the card still goes", async () => {
    const a = await add("0420000001", "a");
    await add("0420000001", "b");
    answers.a = new ApiError(400, "insufficient_bonus");
    const report = await engine().sync();
    expect(report).toEqual({ accepted: 1, rejected: 1 });
    expect(tags()).toEqual(["a", "b"]);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        id: a.id,
        state: "rejected",
        error: { status: 400, code: "insufficient_bonus" },
      }),
    ]);
    await engine().sync();
    expect(tags()).toEqual(["a", "b"]); // a rejected entry waits for a person
  });

  it("rejects an entry whose command this version does not know, without sending it", async () => {
    const a = await add("0420000001", "a");
    await db.outbox.update(a.seq, { name: "card.from-the-future" });
    await add("0420000001", "b");
    expect(await engine().sync()).toEqual({ accepted: 1, rejected: 1 });
    expect(await db.outbox.get(a.seq)).toMatchObject({
      state: "rejected",
      error: { status: 0, code: "unknown_command" },
    });
  });

  it("on a network error: stops the pass, backs the entry off, keeps it pending", async () => {
    const a = await add("0420000001", "a");
    await add("0420000002", "b");
    answers.a = new NetworkError(new TypeError("fetch failed"));
    const report = await engine({ concurrency: 1 }).sync();
    expect(report).toMatchObject({
      accepted: 0,
      stopped: "network",
      nextAttemptAt: clock.now + 500,
    });
    expect(tags()).toEqual(["a"]);
    expect(await db.outbox.get(a.seq)).toMatchObject({
      state: "pending",
      attempts: 1,
      nextAttemptAt: clock.now + 500,
      error: { status: 0, code: "network" },
    });
    // Before the backoff ends the card waits (others go); ignoreBackoff tries it at once.
    delete answers.a;
    expect(await engine().sync()).toEqual({
      accepted: 1,
      rejected: 0,
      nextAttemptAt: clock.now + 500,
    });
    expect(tags()).toEqual(["a", "b"]);
    expect(await engine().sync({ ignoreBackoff: true })).toEqual({ accepted: 1, rejected: 0 });
    expect(tags()).toEqual(["a", "b", "a"]);
  });

  it("on a 5xx: backs off and holds that card only, with a growing delay", async () => {
    await add("0420000001", "a");
    await add("0420000001", "a2");
    await add("0420000002", "b");
    answers.a = new ApiError(503, "server_error");
    const report = await engine().sync();
    expect(report).toEqual({ accepted: 1, rejected: 0, nextAttemptAt: clock.now + 500 });
    expect(tags().sort()).toEqual(["a", "b"]);
    clock.now += 500;
    expect((await engine().sync()).nextAttemptAt).toBe(clock.now + 1000);
    const [first] = await db.outbox.toArray();
    expect(first).toMatchObject({ attempts: 2, error: { status: 503, code: "server_error" } });
    delete answers.a;
    clock.now += 1000;
    expect(await engine().sync()).toEqual({ accepted: 2, rejected: 0 });
    expect(tags().filter((t) => t.startsWith("a"))).toEqual(["a", "a", "a", "a2"]);
  });

  it("on a 401: leaves the entry pending, untouched, and stops (signed out)", async () => {
    const a = await add("0420000001", "a");
    await add("0420000002", "b");
    answers.a = new ApiError(401, "unauthorized");
    const report = await engine({ concurrency: 1 }).sync();
    expect(report).toMatchObject({ stopped: "signed-out", accepted: 0 });
    expect(await db.outbox.get(a.seq)).toEqual(a);
    expect(tags()).toEqual(["a"]);
  });

  it("on a 403: rejects when the same employee is still signed in, else waits", async () => {
    const a = await add("0420000001", "a");
    answers.a = new ApiError(403, "forbidden");
    const switching = engine({
      employee: () => (sent.length === 0 ? me.employee : other.employee),
    });
    expect(await switching.sync()).toMatchObject({ stopped: "signed-out" });
    expect(await db.outbox.get(a.seq)).toEqual(a);
    expect(await engine().sync()).toEqual({ accepted: 0, rejected: 1 });
    expect(await db.outbox.get(a.seq)).toMatchObject({
      state: "rejected",
      error: { status: 403, code: "forbidden" },
    });
  });

  it("never sends another employee's entries, nor anything when no one is signed in", async () => {
    const theirs = await add("0420000001", "theirs", other);
    await add("0420000001", "mine");
    expect(await engine().sync()).toEqual({ accepted: 1, rejected: 0 });
    expect(tags()).toEqual(["mine"]);
    expect(await db.outbox.toArray()).toEqual([theirs]);
    signedIn = undefined;
    expect(await engine().sync()).toMatchObject({ stopped: "signed-out" });
    expect(tags()).toEqual(["mine"]);
  });

  it("announces only the entries whose screen stopped waiting", async () => {
    const a = await add("0420000001", "a");
    const b = await add("0420000001", "b");
    await db.outbox.update(b.seq, { announce: "engine" });
    answers.b = new ApiError(400, "card_inactive");
    const onSettled = vi.fn();
    await engine({ onSettled }).sync();
    expect(onSettled).toHaveBeenCalledOnce();
    expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ id: b.id }), {
      type: "rejected",
      error: { status: 400, code: "card_inactive" },
    });
    expect(onSettled).not.toHaveBeenCalledWith(
      expect.objectContaining({ id: a.id }),
      expect.anything(),
    );
  });

  it("joins a sync already running and runs one more pass for what was enqueued meanwhile", async () => {
    await add("0420000001", "a");
    const sync = engine();
    const first = sync.sync();
    expect(sync.isRunning()).toBe(true);
    await add("0420000002", "late");
    const joined = sync.sync();
    expect(joined).toBe(first);
    expect(await first).toEqual({ accepted: 2, rejected: 0 });
    expect(sync.isRunning()).toBe(false);
    expect(tags()).toEqual(["a", "late"]);
  });

  it("a 'back online' call joining a pass the network stopped tries again at once", async () => {
    await add("0420000001", "a");
    let fail!: (error: Error) => void;
    answers.a = new Promise((_, reject) => (fail = reject));
    const sync = engine();
    const first = sync.sync();
    await vi.waitFor(() => expect(tags()).toEqual(["a"]));
    // The network returns while the failing try is on its way: the joined call is not lost.
    const joined = sync.sync({ ignoreBackoff: true });
    delete answers.a;
    fail(new NetworkError(new TypeError("fetch failed")));
    expect(joined).toBe(first);
    expect(await first).toEqual({ accepted: 1, rejected: 0 });
    expect(tags()).toEqual(["a", "a"]);
  });

  it("a plain call joining a pass the network stopped waits for the backoff", async () => {
    await add("0420000001", "a");
    answers.a = new NetworkError(new TypeError("fetch failed"));
    const sync = engine();
    const first = sync.sync();
    void sync.sync();
    expect(await first).toMatchObject({ accepted: 0, stopped: "network" });
    expect(tags()).toEqual(["a"]);
  });

  it("keeps the server's error of an entry another tab rejected while this try failed", async () => {
    const a = await add("0420000001", "a");
    const error = { status: 400, code: "card_inactive" };
    const sync = engine({
      command: () => ({
        ...bonus,
        send: async () => {
          await db.outbox.update(a.seq, { state: "rejected", error }); // the other tab's answer
          throw new NetworkError(new TypeError("fetch failed"));
        },
      }),
    });
    expect(await sync.sync()).toMatchObject({ stopped: "network" });
    expect(await db.outbox.get(a.seq)).toMatchObject({ state: "rejected", error, attempts: 0 });
  });

  it("skips an entry a screen or another tab dropped meanwhile", async () => {
    const a = await add("0420000001", "a");
    await add("0420000001", "b");
    const sync = engine({
      command: (name) => {
        const command = findCommand(name);
        if (!command) return undefined;
        return {
          ...command,
          send: async (payload: Payload, context: SendContext): Promise<Card> => {
            if (payload.tag === "a") await db.outbox.delete(a.seq);
            return bonus.send(payload, context);
          },
        };
      },
    });
    await sync.sync();
    expect(tags()).toEqual(["a", "b"]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("a command that expires (a kiosk restart)", () => {
  const TTL = 10 * 60_000;
  const restart = defineCommand<{ serial: string; tag: string }, null>({
    name: "test.engine.restart",
    right: "KIOSK_RESTART",
    kind: "kiosk",
    entity: ({ serial }) => serial,
    send: async ({ tag }, { headers }) => {
      sent.push({ tag, key: headers["Idempotency-Key"] });
      await Promise.resolve();
      const answer = answers[tag];
      if (answer instanceof Error) throw answer;
      return null;
    },
    describe: () => ({ id: "d" }),
    success: () => ({ id: "s" }),
    failure: () => ({ id: "f" }),
    expiresAfterMs: TTL,
  });
  const queue = (serial: string, tag: string) =>
    enqueue(restart, { serial, tag }, me, db, clock.now);

  it("is stamped with its expiry when queued; a command without one never expires", async () => {
    const entry = await queue("KSK-1", "r1");
    expect(entry.expiresAt).toBe(clock.now + TTL);
    expect((await add("C1", "b1")).expiresAt).toBeUndefined();
  });

  it("is sent while it is fresh, even on its last millisecond", async () => {
    await queue("KSK-1", "r1");
    clock.now += TTL - 1;
    expect(await engine().sync()).toMatchObject({ accepted: 1, rejected: 0 });
    expect(tags()).toEqual(["r1"]);
  });

  it("is never sent once expired, kept as rejected with its code, and the rest goes on", async () => {
    answers.r1 = new NetworkError();
    await queue("KSK-1", "r1");
    await queue("KSK-1", "r2");
    await add("C1", "b1");
    // Offline for the first try: the restart waits for the network (the card's bonus goes)...
    expect(await engine().sync()).toMatchObject({ stopped: "network", accepted: 1 });
    // ...which comes back an hour later: neither restart is sent.
    delete answers.r1;
    clock.now += 60 * 60_000;
    expect(await engine().sync({ ignoreBackoff: true })).toMatchObject({
      accepted: 0,
      rejected: 2,
    });
    expect(tags()).toEqual(["r1", "b1"]);
    const left = await db.outbox.toArray();
    expect(left.map((e) => [e.state, e.error?.code])).toEqual([
      ["rejected", "command_expired"],
      ["rejected", "command_expired"],
    ]);
  });

  it("expires at any moment in any order of sends: never sent after its expiry (property)", async () => {
    for (let round = 0; round < 25; round += 1) {
      sent.length = 0;
      await db.outbox.clear();
      const start = clock.now;
      const delays = Array.from(
        { length: 6 },
        (_, k) => ((round * 7919 + k * 104_729) % 40) * 30_000,
      );
      for (const [k, delay] of delays.entries()) {
        clock.now = start + delay;
        await queue(`KSK-${k % 3}`, `p${round}-${k}`);
      }
      // Sent some time after the last was queued: 0 to 20 minutes.
      clock.now = start + Math.max(...delays) + ((round * 31) % 40) * 30_000;
      await engine().sync();
      for (const { tag } of sent) {
        const k = Number(tag.split("-")[1]);
        expect(clock.now - (start + delays[k]!)).toBeLessThan(TTL);
      }
      // What was not sent is exactly what had expired, kept as such.
      const stillThere = await db.outbox.toArray();
      expect(stillThere.length + sent.length).toBe(delays.length);
      for (const e of stillThere)
        expect([e.state, e.error?.code, clock.now >= e.expiresAt!]).toEqual([
          "rejected",
          "command_expired",
          true,
        ]);
      clock.now = start;
    }
  });
});
