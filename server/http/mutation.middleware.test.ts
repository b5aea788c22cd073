// @vitest-environment node
import { endpoint } from "../../src/contract/endpoint";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cardOperations, cards } from "../db/schema/cards.schema";
import { products } from "../db/schema/catalogue.schema";
import { employees } from "../db/schema/employees.schema";
import { idempotencyKeys } from "../db/schema/idempotency.schema";
import { DEMO_CARDS } from "../seed/demo-cards.seed";
import { createTestApp, type TestApp } from "../testing/test-app";
import { defineRoute } from "./define-route";
import { MAX_KEYS_PER_CALLER } from "./mutation.middleware";

let t: TestApp;
let admin: string;
let flakyRuns = 0;
let pdfRuns = 0;
const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80, 0x0a]);

beforeAll(async () => {
  t = await createTestApp();
  // A route that fails once with a 500, then succeeds: routes must exist before the first request.
  defineRoute(
    t.app,
    endpoint({
      method: "post",
      path: "/api/test/flaky",
      requirement: "signedIn",
      summary: "test",
      tag: "Test",
      answers: {},
    }),
    (c) => {
      flakyRuns += 1;
      if (flakyRuns === 1) throw new Error("boom");
      return c.json({ run: flakyRuns }, 201);
    },
  );
  // A keyed answer that is a file: its type, Content-Disposition and bytes must come back.
  defineRoute(
    t.app,
    endpoint({
      method: "post",
      path: "/api/test/pdf",
      requirement: "signedIn",
      summary: "test",
      tag: "Test",
      answers: {},
    }),
    () => {
      pdfRuns += 1;
      return new Response(PDF_BYTES, {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": 'attachment; filename="7.pdf"',
        },
      });
    },
  );
  // Two writes, then a failure: neither may stay.
  defineRoute(
    t.app,
    endpoint({
      method: "post",
      path: "/api/test/half-done",
      requirement: "signedIn",
      summary: "test",
      tag: "Test",
      answers: {},
    }),
    async (c) => {
      const { db } = c.get("deps");
      await db
        .update(cards)
        .set({ balanceTokens: 777 })
        .where(eq(cards.number, DEMO_CARDS.spare.number));
      await db.insert(cardOperations).values({
        cardNumber: DEMO_CARDS.spare.number,
        kind: "bonus",
        amount: 1,
        comment: "half-done",
        employeeId: null,
        date: new Date().toISOString(),
      });
      throw new Error("crash after two writes");
    },
  );
  admin = (await t.signIn("admin")).access_token;
});
afterAll(() => t.close());

const product = { price: 1, tokensAmount: 1, freeTokensAmount: 0 };
/** A keyed creation: each run of the handler makes another product (another id). */
const create = (key: string, token = admin) =>
  t.call("POST", "/api/product", {
    token,
    json: { ...product, name: "Idempotent" },
    headers: { "idempotency-key": key },
  });
const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]!.n;

describe("Idempotency-Key", () => {
  it("replays the first answer without running the handler again", async () => {
    const first = await create("key-replay");
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const body: unknown = await first.json();
    const again = await create("key-replay");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(body);
    // A new key runs again: another product.
    expect(await (await create("key-other")).json()).not.toEqual(body);
  });

  it("runs concurrent requests with one key once", async () => {
    const before = await productCount();
    const answers = await Promise.all([
      create("key-concurrent"),
      create("key-concurrent"),
      create("key-concurrent"),
    ]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(answers.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    // The handler ran once.
    expect(await productCount()).toBe(before + 1);
  });

  it("refuses the same key on another method or path with 422", async () => {
    await create("key-conflict");
    const res = await t.call("PUT", "/api/role/1", {
      token: admin,
      json: { rights: [] },
      headers: { "idempotency-key": "key-conflict" },
    });
    expect([res.status, await res.json()]).toEqual([422, { code: "idempotency_conflict" }]);
  });

  it("keeps keys per employee", async () => {
    const manager = (await t.signIn("manager")).access_token;
    await create("key-shared");
    const other = await create("key-shared", manager);
    expect(other.status).toBe(201);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
  });

  it("stores business refusals but not 5xx ones", async () => {
    const tooMuch = () =>
      t.call("POST", `/api/card/FreeTokenBalanceUpdate/${DEMO_CARDS.unassigned.number}`, {
        token: admin,
        json: { amount: -9999, comment: "plus que le solde" },
        headers: { "idempotency-key": "key-400" },
      });
    const first = await tooMuch();
    const again = await tooMuch();
    expect([first.status, again.status, again.headers.get("idempotent-replayed")]).toEqual([
      400,
      400,
      "true",
    ]);
    expect(await again.json()).toEqual({ code: "insufficient_bonus" });

    const flaky = () =>
      t.call("POST", "/api/test/flaky", {
        token: admin,
        json: {},
        headers: { "idempotency-key": "key-500" },
      });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failed = await flaky();
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect([failed.status, await failed.json()]).toEqual([500, { code: "server_error" }]);
    const retried = await flaky();
    expect([retried.status, await retried.json()]).toEqual([201, { run: 2 }]);
    const replayed = await flaky();
    expect([
      replayed.status,
      await replayed.json(),
      replayed.headers.get("idempotent-replayed"),
    ]).toEqual([201, { run: 2 }, "true"]);
    expect(flakyRuns).toBe(2);
  });

  it("forgets keys after 24 hours", async () => {
    await create("key-old");
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeys.key, "key-old"));
    const res = await create("key-old");
    expect(res.headers.get("idempotent-replayed")).toBeNull();
  });

  it("refuses the same key with another body with 422, never a replay of the first answer", async () => {
    const send = (comment: string) =>
      t.call("POST", `/api/card/FreeTokenBalanceUpdate/${DEMO_CARDS.assigned.number}`, {
        token: admin,
        json: { amount: 1, comment },
        headers: { "idempotency-key": "key-body" },
      });
    expect((await send("premier")).status).toBe(200);
    expect((await send("premier")).headers.get("idempotent-replayed")).toBe("true");
    const other = await send("autre");
    expect([other.status, await other.json()]).toEqual([422, { code: "idempotency_conflict" }]);
  });

  it("judges the body as data: the same JSON with its keys in another order is the same request", async () => {
    const send = (body: string) =>
      t.call("POST", `/api/card/FreeTokenBalanceUpdate/${DEMO_CARDS.assigned.number}`, {
        token: admin,
        body,
        headers: { "idempotency-key": "key-order", "content-type": "application/json" },
      });
    expect((await send('{"amount":1,"comment":"ordre"}')).status).toBe(200);
    const again = await send('{ "comment": "ordre", "amount": 1 }');
    expect([again.status, again.headers.get("idempotent-replayed")]).toEqual([200, "true"]);
  });

  it("does not store bad input: a corrected retry with the same key is applied", async () => {
    const send = (amount: unknown) =>
      t.call("POST", `/api/card/FreeTokenBalanceUpdate/${DEMO_CARDS.assigned.number}`, {
        token: admin,
        json: { amount, comment: "corrigé" },
        headers: { "idempotency-key": "key-corrected" },
      });
    expect((await send("beaucoup")).status).toBe(400);
    const corrected = await send(3);
    expect([corrected.status, corrected.headers.get("idempotent-replayed")]).toEqual([200, null]);
  });

  it("replays a file with its status, type, Content-Disposition and bytes", async () => {
    const post = () =>
      t.call("POST", "/api/test/pdf", { token: admin, headers: { "idempotency-key": "key-pdf" } });
    const first = await post();
    const again = await post();
    expect(pdfRuns).toBe(1);
    for (const res of [first, again]) {
      expect([res.status, res.headers.get("content-type")]).toEqual([200, "application/pdf"]);
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="7.pdf"');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF_BYTES);
    }
    expect(again.headers.get("idempotent-replayed")).toBe("true");
  });

  it("ignores a key on a plain GET", async () => {
    const get = () =>
      t.call("GET", `/api/card/number/${DEMO_CARDS.assigned.number}`, {
        token: admin,
        headers: { "idempotency-key": "key-get" },
      });
    await get();
    expect((await get()).headers.get("idempotent-replayed")).toBeNull();
    const stored = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "key-get"));
    expect(stored).toEqual([]);
  });

  it("rolls back every write of a handler that fails, and stores nothing", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await t.call("POST", "/api/test/half-done", {
      token: admin,
      headers: { "idempotency-key": "key-half" },
    });
    logged.mockRestore();
    expect(res.status).toBe(500);
    const [card] = await t.db.select().from(cards).where(eq(cards.number, DEMO_CARDS.spare.number));
    expect(card?.balanceTokens).not.toBe(777);
    const notes = await t.db
      .select()
      .from(cardOperations)
      .where(eq(cardOperations.comment, "half-done"));
    expect(notes).toEqual([]);
    expect(
      await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "key-half")),
    ).toEqual([]);
  });

  it(`keeps at most ${MAX_KEYS_PER_CALLER} answers per caller, the newest`, async () => {
    const [me] = await t.db
      .select()
      .from(employees)
      .where(eq(employees.email, "admin@parc-demo.fr"));
    const old = Array.from({ length: MAX_KEYS_PER_CALLER }, (_, i) => ({
      key: `filler-${i}`,
      employeeId: me!.id,
      method: "POST",
      path: "/api/test/pdf",
      status: 200,
      createdAt: new Date(Date.now() - 3600_000 + i),
    }));
    for (let i = 0; i < old.length; i += 500)
      await t.db.insert(idempotencyKeys).values(old.slice(i, i + 500));
    await t.call("POST", "/api/test/pdf", {
      token: admin,
      headers: { "idempotency-key": "key-quota" },
    });
    const mine = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.employeeId, me!.id));
    expect(mine).toHaveLength(MAX_KEYS_PER_CALLER);
    expect(mine.map((r) => r.key)).toContain("key-quota");
    expect(mine.map((r) => r.key)).not.toContain("filler-0");
  });

  it("leaves requests without a key alone", async () => {
    const plain = () =>
      t.call("POST", "/api/product", { token: admin, json: { ...product, name: "Sans clé" } });
    const [a, b] = [await plain(), await plain()];
    expect([a.status, b.status, b.headers.get("idempotent-replayed")]).toEqual([201, 201, null]);
    expect(await a.json()).not.toEqual(await b.json());
  });
});

describe("TEST_HOOKS: lose the next answer after applying it", () => {
  let hooked: TestApp;
  let agent: string;
  const card = DEMO_CARDS.assigned;
  const bonus = (key: string, amount = 2) =>
    hooked.call("POST", `/api/card/FreeTokenBalanceUpdate/${card.number}`, {
      token: agent,
      json: { amount, comment: `lost-${key}` },
      headers: { "idempotency-key": key },
    });
  const arm = (json?: unknown, token = agent) =>
    hooked.call("POST", "/api/test/lose-next-answers", { token, json });
  const applied = async (key: string) =>
    (
      await hooked.db
        .select()
        .from(cardOperations)
        .where(eq(cardOperations.comment, `lost-${key}`))
    ).length;
  const balance = async () =>
    (await hooked.db.select().from(cards).where(eq(cards.number, card.number)))[0]!
      .balanceFreeTokens;

  beforeAll(async () => {
    hooked = await createTestApp({ TEST_HOOKS: "1" });
    agent = (await hooked.signIn("agent")).access_token;
  });
  afterAll(() => hooked.close());

  it("applies the mutation once, answers 503, then replays the stored answer to the retry", async () => {
    const before = await balance();
    expect([(await arm({ count: 1 })).status]).toEqual([200]);
    const lost = await bonus("hook-1");
    expect([lost.status, await lost.json()]).toEqual([503, { code: "server_error" }]);
    expect([await applied("hook-1"), await balance()]).toEqual([1, before + 2]);

    const retry = await bonus("hook-1");
    expect([retry.status, retry.headers.get("idempotent-replayed")]).toEqual([200, "true"]);
    expect(await retry.json()).toMatchObject({
      number: card.number,
      balanceFreeTokens: before + 2,
    });
    expect([await applied("hook-1"), await balance()]).toEqual([1, before + 2]);

    // Disarmed after one: the next keyed mutation is answered normally.
    const next = await bonus("hook-2");
    expect([next.status, next.headers.get("idempotent-replayed")]).toEqual([200, null]);
  });

  it("loses `count` answers (default 1), and only first answers of keyed mutations", async () => {
    expect((await arm({ count: 2 })).status).toBe(200);
    const plain = await hooked.call("POST", `/api/card/FreeTokenBalanceUpdate/${card.number}`, {
      token: agent,
      json: { amount: 1, comment: "lost-unkeyed" },
    });
    expect(plain.status).toBe(200); // no key: nothing stored, nothing lost
    expect((await bonus("hook-3")).status).toBe(503);
    expect((await bonus("hook-3")).status).toBe(200); // a replay is never lost
    expect((await bonus("hook-4")).status).toBe(503);
    expect((await bonus("hook-5")).status).toBe(200);

    expect((await arm(undefined)).status).toBe(200);
    expect((await bonus("hook-6")).status).toBe(503);
    expect((await bonus("hook-7")).status).toBe(200);
    expect(await Promise.all(["hook-3", "hook-4", "hook-6"].map(applied))).toEqual([1, 1, 1]);
  });

  it("loses a stored 4xx answer too, and the retry gets that 4xx", async () => {
    expect((await arm({ count: 1 })).status).toBe(200);
    const lost = await bonus("hook-too-much", -10_000);
    expect(lost.status).toBe(503);
    const retry = await bonus("hook-too-much", -10_000);
    expect([retry.status, retry.headers.get("idempotent-replayed"), await retry.json()]).toEqual([
      400,
      "true",
      { code: "insufficient_bonus" },
    ]);
  });

  it("refuses bad input with 400 and callers who are not signed in with 401", async () => {
    for (const json of [{ count: 0 }, { count: 1.5 }, { count: "2" }, [1]]) {
      const res = await arm(json);
      expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([
        400,
        "validation_failed",
      ]);
    }
    const malformed = await hooked.call("POST", "/api/test/lose-next-answers", {
      token: agent,
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect((await hooked.call("POST", "/api/test/lose-next-answers", { json: {} })).status).toBe(
      401,
    );
    // None of the refused calls armed anything.
    expect((await bonus("hook-8")).status).toBe(200);
  });

  it("does not exist when TEST_HOOKS is off (the default)", async () => {
    const res = await t.call("POST", "/api/test/lose-next-answers", {
      token: admin,
      json: { count: 1 },
    });
    expect([res.status, await res.json()]).toEqual([404, { code: "not_found" }]);
    const normal = await t.call("POST", `/api/card/FreeTokenBalanceUpdate/${card.number}`, {
      token: admin,
      json: { amount: 1, comment: "not lost" },
      headers: { "idempotency-key": "hooks-off" },
    });
    expect(normal.status).toBe(200);
  });
});
