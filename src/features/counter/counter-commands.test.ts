// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SnackCounter, SnackOrder } from "@/contract/snacks";
import { snackOrdersApi } from "@/contract/snacks.endpoints";
import { call } from "@/lib/api/call";
import { sendCommand } from "@/lib/commands/command";
import { db } from "@/lib/offline/db";
import {
  collectCommand,
  counterCache,
  counterKey,
  uncollectCommand,
  withOrder,
} from "./counter-commands";

vi.mock("@/lib/api/call", () => ({ call: vi.fn(async () => ({})) }));

const order = (id: number, paidAt: string, state: SnackOrder["state"] = "Paid"): SnackOrder => ({
  id,
  number: id,
  cardNumber: null,
  kioskName: "Borne snack 1",
  snackLocationId: 1,
  paidAt,
  state,
  collectedAt: state === "Collected" ? "2026-11-26T11:00:00.000Z" : null,
  lines: [{ name: "Thé", quantity: 1, tokenPrice: 2 }],
});

const counter: SnackCounter = {
  location: {
    id: 1,
    name: "Bar",
    printerName: "EPSON-BAR",
    type: "Snack",
    amberAfterMinutes: 5,
    redAfterMinutes: 10,
  },
  waiting: [order(1, "2026-11-26T10:00:00.000Z"), order(3, "2026-11-26T10:20:00.000Z")],
  collected: [order(2, "2026-11-26T10:10:00.000Z", "Collected")],
  at: "2026-11-26T11:00:00.000Z",
};

const ref = { id: 1, number: 1, locationId: 1 };

beforeEach(async () => {
  vi.clearAllMocks();
  await db.reads.clear();
});

describe("counter commands", () => {
  it("collect: sets Collected with the entry's Idempotency-Key, on the order's entity", async () => {
    await sendCommand(collectCommand, ref, "key-1");
    expect(vi.mocked(call).mock.calls).toEqual([
      [
        snackOrdersApi.setState,
        { params: { id: 1 }, body: { state: "Collected" } },
        { headers: { "Idempotency-Key": "key-1" } },
      ],
    ]);
    expect(collectCommand.name).toBe("snackorder.collect");
    expect(collectCommand.kind).toBe("snackorder");
    expect(collectCommand.entity(ref)).toBe("1");
    expect(collectCommand.right).toEqual({ anyOf: ["SNACKLOCATION_READ", "SNACKING_READ"] });
  });

  it("undo: is the uncollect command on the same order, which sets Paid again", async () => {
    const back = collectCommand.undo?.(ref);
    expect(back?.command).toBe(uncollectCommand);
    expect(back?.payload).toEqual(ref);
    await sendCommand(uncollectCommand, ref, "key-2");
    expect(vi.mocked(call).mock.calls).toEqual([
      [
        snackOrdersApi.setState,
        { params: { id: 1 }, body: { state: "Paid" } },
        { headers: { "Idempotency-Key": "key-2" } },
      ],
    ]);
    expect(uncollectCommand.name).toBe("snackorder.uncollect");
    expect(uncollectCommand.undo).toBeUndefined();
  });

  it("their optimistic effects collect and give back an order", () => {
    const collected = collectCommand.apply!(order(1, "2026-11-26T10:00:00.000Z"), ref);
    expect(collected.state).toBe("Collected");
    expect(collected.collectedAt).not.toBeNull();
    expect(uncollectCommand.apply!(collected, ref)).toMatchObject({
      state: "Paid",
      collectedAt: null,
    });
  });

  it("withOrder moves an order between waiting (oldest first) and collected (newest first)", () => {
    const collected = withOrder(counter, { ...order(1, "2026-11-26T10:00:00.000Z", "Collected") });
    expect(collected.waiting.map((o) => o.id)).toEqual([3]);
    expect(collected.collected.map((o) => o.id)).toEqual([1, 2]);
    const back = withOrder(collected, order(2, "2026-11-26T10:10:00.000Z"));
    expect(back.waiting.map((o) => o.id)).toEqual([2, 3]);
    expect(back.collected.map((o) => o.id)).toEqual([1]);
  });

  it("once accepted, the server's answer is written into the zone's cached counter", async () => {
    await db.reads.put({ key: counterKey(1), data: counter, fetchedAt: 1 });
    const answer = order(1, "2026-11-26T10:00:00.000Z", "Collected");
    await db.transaction("rw", counterCache.tables(db), () =>
      counterCache.settle(db, "1", undefined, answer, 2),
    );
    const cached = (await db.reads.get(counterKey(1)))?.data as SnackCounter;
    expect(cached.waiting.map((o) => o.id)).toEqual([3]);
    expect(cached.collected[0]).toEqual(answer);
    // An answer that is not an order (a replay without its body) leaves the cache as it was.
    await counterCache.settle(db, "1", undefined, null, 3);
    expect((await db.reads.get(counterKey(1)))?.data).toEqual(cached);
  });
});
