// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEVICE_KEY_HEADER } from "../../src/contract/devices";
import {
  snackCounterSchema,
  snackOrderSchema,
  type SnackCounter,
  type SnackOrder,
} from "../../src/contract/snacks";
import { snackOrders, snackProducts } from "../db/schema/snacks.schema";
import { demoDeviceKey } from "../seed/demo-cards.seed";
import { seedSnackMenu } from "../seed/snacks.seed";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let manager: string;
beforeEach(async () => {
  t = await createTestApp();
  manager = (await t.signIn("manager")).access_token;
});
afterEach(() => t.close());

const counterOf = async (zone: number, token = manager): Promise<SnackCounter> => {
  const res = await t.send("GET", `/api/snackorder/counter/${zone}`, undefined, token);
  expect(res.status).toBe(200);
  return snackCounterSchema.parse(res.body);
};

const setState = (id: number, state: string, key?: string, token = manager) =>
  t.call("PUT", `/api/snackorder/state/${id}`, {
    token,
    json: { state },
    headers: key ? { "Idempotency-Key": key } : {},
  });

const sell = (serial: string, body: unknown, key?: string) =>
  t.call("POST", "/api/snackorder", {
    json: body,
    headers: {
      [DEVICE_KEY_HEADER]: demoDeviceKey(serial),
      ...(key ? { "Idempotency-Key": key } : {}),
    },
  });

/** The seed's articles by French name. */
const menu = seedSnackMenu().products;
const article = (name: string) => {
  const found = menu.find((p) => p.name === name);
  if (!found) throw new Error(`no article ${name}`);
  return found;
};

describe("snack order routes: rights", () => {
  it("401 without a token, 403 without a snack right, the counter with either right", async () => {
    expect((await t.call("GET", "/api/snackorder/counter/1")).status).toBe(401);
    expect(
      (await t.call("PUT", "/api/snackorder/state/1", { json: { state: "Collected" } })).status,
    ).toBe(401);
    const agent = (await t.signIn("agent")).access_token;
    expect((await t.send("GET", "/api/snackorder/counter/1", undefined, agent)).status).toBe(403);
    expect((await setState(1, "Collected", undefined, agent)).status).toBe(403);
    for (const right of ["SNACKLOCATION_READ", "SNACKING_READ"]) {
      const token = await t.forgeToken({ role_rights: [right] });
      expect((await t.send("GET", "/api/snackorder/counter/1", undefined, token)).status).toBe(200);
    }
    // A sale needs a device's key, not a token.
    const res = await t.call("POST", "/api/snackorder", {
      token: manager,
      json: { cardNumber: null, lines: [{ productId: 4, quantity: 1 }] },
    });
    expect(res.status).toBe(401);
  });

  it("404 for an unknown zone or order", async () => {
    expect((await t.send("GET", "/api/snackorder/counter/999", undefined, manager)).status).toBe(
      404,
    );
    const res = await setState(999_999, "Collected");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found" });
  });

  it("400 for a state that is not one", async () => {
    expect((await setState(1, "Lost")).status).toBe(400);
  });
});

describe("a zone's counter", () => {
  it("gives today's paid orders oldest first, with lines, kiosk and card; then the collected", async () => {
    for (const zone of [1, 2, 3, 4, 5]) {
      const counter = await counterOf(zone);
      expect(counter.location.id).toBe(zone);
      // The seed leaves the last four orders of each zone waiting.
      expect(counter.waiting).toHaveLength(4);
      const paid = counter.waiting.map((o) => o.paidAt);
      expect(paid).toEqual([...paid].sort());
      for (const order of counter.waiting) {
        expect(order.state).toBe("Paid");
        expect(order.snackLocationId).toBe(zone);
        expect(order.lines.length).toBeGreaterThan(0);
        expect(order.kioskName).toMatch(/^Borne (snack|boutique)/);
      }
      // Numbered per day: the waiting ones are the last numbers.
      const numbers = counter.waiting.map((o) => o.number);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(counter.collected.length).toBeLessThanOrEqual(20);
      const collectedAt = counter.collected.map((o) => o.collectedAt!);
      expect(collectedAt).toEqual([...collectedAt].sort().reverse());
      expect(counter.collected.every((o) => o.state === "Collected")).toBe(true);
      expect(Date.parse(counter.at)).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it("leaves out yesterday's orders", async () => {
    const { waiting } = await counterOf(1);
    const oldest = waiting[0]!;
    await t.db
      .update(snackOrders)
      .set({ paidAt: new Date(Date.now() - 2 * 86_400_000).toISOString() })
      .where(eq(snackOrders.id, oldest.id));
    const after = await counterOf(1);
    expect(after.waiting.map((o) => o.id)).not.toContain(oldest.id);
    expect(after.waiting).toHaveLength(3);
  });
});

describe("collecting an order", () => {
  it("moves it from waiting to collected, and back on undo; the same state twice is a no-op", async () => {
    const before = await counterOf(1);
    const oldest = before.waiting[0]!;
    const res = await setState(oldest.id, "Collected");
    expect(res.status).toBe(200);
    const collected = snackOrderSchema.parse(await res.json());
    expect(collected).toMatchObject({ id: oldest.id, state: "Collected", lines: oldest.lines });
    expect(collected.collectedAt).not.toBeNull();

    const after = await counterOf(1);
    expect(after.waiting.map((o) => o.id)).toEqual(before.waiting.slice(1).map((o) => o.id));
    expect(after.collected[0]?.id).toBe(oldest.id);

    // Again: unchanged, the same moment of collection.
    const again = snackOrderSchema.parse(await (await setState(oldest.id, "Collected")).json());
    expect(again.collectedAt).toBe(collected.collectedAt);

    // Undo: paid again, back at its place (oldest first).
    const undone = snackOrderSchema.parse(await (await setState(oldest.id, "Paid")).json());
    expect(undone).toMatchObject({ state: "Paid", collectedAt: null });
    const back = await counterOf(1);
    expect(back.waiting.map((o) => o.id)).toEqual(before.waiting.map((o) => o.id));
    expect(back.collected.map((o) => o.id)).not.toContain(oldest.id);
  });

  it("applies a retried Idempotency-Key once: the replay is the stored answer", async () => {
    const [oldest] = (await counterOf(2)).waiting;
    const first = await setState(oldest!.id, "Collected", "collect-once-1");
    expect(first.status).toBe(200);
    const firstBody = (await first.json()) as SnackOrder;
    // Given back in between: a replay of the first key must not collect it again.
    await setState(oldest!.id, "Paid", "undo-once-1");
    const replay = await setState(oldest!.id, "Collected", "collect-once-1");
    expect(replay.status).toBe(200);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await replay.json()).toEqual(firstBody);
    const counter = await counterOf(2);
    expect(counter.waiting[0]?.id).toBe(oldest!.id);
    expect(counter.waiting[0]?.state).toBe("Paid");
  });
});

describe("a kiosk's sale", () => {
  it("makes one paid order per zone of its articles, numbered per zone and day", async () => {
    const before1 = await counterOf(1);
    const before2 = await counterOf(2);
    const top = (c: SnackCounter) =>
      Math.max(...[...c.waiting, ...c.collected].map((o) => o.number));
    const water = article("Eau minérale 50 cl");
    const crepe = article("Crêpe au sucre");
    const coke = article("Coca-Cola 33 cl");
    const res = await sell("KSK-0002", {
      cardNumber: "PC-000042",
      lines: [
        { productId: water.id, quantity: 2 },
        { productId: crepe.id, quantity: 1 },
        { productId: coke.id, quantity: 1 },
      ],
    });
    expect(res.status).toBe(201);
    const { values } = (await res.json()) as { values: SnackOrder[] };
    expect(values).toHaveLength(2);
    const bar = values.find((o) => o.snackLocationId === 1)!;
    const kitchen = values.find((o) => o.snackLocationId === 2)!;
    expect(bar).toMatchObject({
      number: top(before1) + 1,
      cardNumber: "PC-000042",
      kioskName: "Borne snack 1",
      state: "Paid",
      collectedAt: null,
      lines: [
        { name: "Eau minérale 50 cl", quantity: 2, tokenPrice: water.tokenPrice },
        { name: "Coca-Cola 33 cl", quantity: 1, tokenPrice: coke.tokenPrice },
      ],
    });
    expect(kitchen).toMatchObject({
      number: top(before2) + 1,
      lines: [{ name: "Crêpe au sucre", quantity: 1, tokenPrice: crepe.tokenPrice }],
    });
    // On the counters, last in the waiting lists.
    expect((await counterOf(1)).waiting.at(-1)?.id).toBe(bar.id);
    expect((await counterOf(2)).waiting.at(-1)?.id).toBe(kitchen.id);

    // The next sale at the bar takes the next number.
    const next = await sell("KSK-0002", {
      cardNumber: null,
      lines: [{ productId: water.id, quantity: 1 }],
    });
    const [third] = ((await next.json()) as { values: SnackOrder[] }).values;
    expect(third).toMatchObject({ number: bar.number + 1, cardNumber: null });
  });

  it("is made once for a retried Idempotency-Key", async () => {
    const tea = article("Thé");
    const body = { cardNumber: null, lines: [{ productId: tea.id, quantity: 1 }] };
    const before = (await counterOf(1)).waiting.length;
    const first = await sell("KSK-0002", body, "sale-1");
    expect(first.status).toBe(201);
    const replay = await sell("KSK-0002", body, "sale-1");
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    const made = (await first.json()) as { values: SnackOrder[] };
    expect(await replay.json()).toEqual(made);
    const after = (await counterOf(1)).waiting;
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.id).toBe(made.values[0]?.id);
    // The same key from another kiosk is another key: a sale of its own.
    const other = await sell("KSK-0006", body, "sale-1");
    expect(other.status).toBe(201);
    expect(other.headers.get("Idempotent-Replayed")).toBeNull();
    expect((await counterOf(1)).waiting).toHaveLength(before + 2);
  });

  it("sells merchandise at a merchandising kiosk", async () => {
    const cap = article("Casquette enfant");
    const keyring = article("Porte-clés néon");
    const res = await sell("KSK-0003", {
      cardNumber: null,
      lines: [
        { productId: cap.id, quantity: 1 },
        { productId: keyring.id, quantity: 3 },
      ],
    });
    expect(res.status).toBe(201);
    const { values } = (await res.json()) as { values: SnackOrder[] };
    expect(values.map((o) => o.snackLocationId).sort()).toEqual([4, 5]);
  });

  it("is refused from a smart touch, a cards kiosk, or a wrong key", async () => {
    const body = { cardNumber: null, lines: [{ productId: article("Thé").id, quantity: 1 }] };
    const fromDevice = await sell("ST-0001", body);
    expect(fromDevice.status).toBe(403);
    expect(await fromDevice.json()).toMatchObject({ code: "device_mismatch" });
    const fromCards = await sell("KSK-0001", body);
    expect(fromCards.status).toBe(403);
    const wrong = await t.call("POST", "/api/snackorder", {
      json: body,
      headers: { [DEVICE_KEY_HEADER]: "demo-nobody" },
    });
    expect(wrong.status).toBe(401);
  });

  it("refuses an unavailable article, a category, another type's article, an unknown one", async () => {
    const before = await t.db.select().from(snackOrders);
    const pizza = article("Part de pizza"); // not available in the seed
    const drinks = article("Boissons"); // a category
    const cap = article("Casquette enfant"); // merchandise, at a snack kiosk
    for (const productId of [pizza.id, drinks.id, cap.id, 99_999]) {
      const res = await sell("KSK-0002", {
        cardNumber: null,
        lines: [
          { productId: article("Thé").id, quantity: 1 },
          { productId, quantity: 1 },
        ],
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "unknown_reference" });
    }
    // An article without a zone.
    const tea = article("Thé");
    await t.db
      .update(snackProducts)
      .set({ snackLocationId: null })
      .where(eq(snackProducts.id, tea.id));
    const res = await sell("KSK-0002", {
      cardNumber: null,
      lines: [{ productId: tea.id, quantity: 1 }],
    });
    expect(res.status).toBe(400);
    // Nothing was written by the refused sales.
    expect(await t.db.select().from(snackOrders)).toHaveLength(before.length);
  });

  it("refuses bad input", async () => {
    const res = await sell("KSK-0002", { cardNumber: null, lines: [] });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "validation_failed" });
  });
});
