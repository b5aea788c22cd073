/**
 * Handing an order over at a preparation zone's counter is a command: it goes through the outbox
 * (it works through a Wi-Fi drop, and its Idempotency-Key makes a retry harmless), the order
 * leaves the waiting list at once (the pending entry's effect), and the success toast offers
 * "Annuler" for a few seconds: the reversal, sent the same way, makes it paid again.
 */
import { msg } from "@lingui/core/macro";
import type { SnackCounter, SnackOrder } from "@/contract/snacks";
import { snackOrdersApi } from "@/contract/snacks.endpoints";
import { call } from "@/lib/api/call";
import { defineCommand, reversal, type CommandRight } from "@/lib/commands/command";
import type { BackOfficeDb } from "@/lib/offline/db";
import type { EntityCache } from "@/lib/offline/entity-cache";

/** The cached read of a zone's counter (use-cached-read.ts's key). */
export const counterKey = (locationId: number) => `snack-counter:${locationId}`;

/** What the commands carry: the order, its number (for the messages) and its zone. */
export interface OrderRef {
  id: number;
  number: number;
  locationId: number;
}

const RIGHT: CommandRight = { anyOf: ["SNACKLOCATION_READ", "SNACKING_READ"] };

function isOrder(value: unknown): value is SnackOrder {
  const order = value as Partial<SnackOrder> | null;
  return (
    typeof order === "object" &&
    order !== null &&
    typeof order.id === "number" &&
    typeof order.snackLocationId === "number" &&
    (order.state === "Paid" || order.state === "Collected")
  );
}

/** Orders by payment, oldest first (the counter's order). */
export const oldestFirst = (orders: SnackOrder[]) =>
  [...orders].sort((a, b) => a.paidAt.localeCompare(b.paidAt) || a.id - b.id);

/** The counter with `order` as the server now has it: waiting oldest first, collected newest first. */
export function withOrder(counter: SnackCounter, order: SnackOrder): SnackCounter {
  const waiting = counter.waiting.filter((o) => o.id !== order.id);
  const collected = counter.collected.filter((o) => o.id !== order.id);
  if (order.state === "Collected") return { ...counter, waiting, collected: [order, ...collected] };
  return { ...counter, waiting: oldestFirst([...waiting, order]), collected };
}

/**
 * Once the server accepted a change, the cached counter holds its answer: the order does not
 * flash back into the list between the entry leaving the outbox and the next refresh.
 */
export const counterCache: EntityCache<SnackOrder> = {
  tables: (database: BackOfficeDb) => [database.reads],
  keep: async () => {},
  settle: async (database, _id, _effect, answer) => {
    if (!isOrder(answer)) return;
    const key = counterKey(answer.snackLocationId);
    const read = await database.reads.get(key);
    if (!read) return;
    await database.reads.put({ ...read, data: withOrder(read.data as SnackCounter, answer) });
  },
};

const setState = (id: number, state: SnackOrder["state"], headers: Record<string, string>) =>
  call(snackOrdersApi.setState, { params: { id }, body: { state } }, { headers });

export const uncollectCommand = defineCommand<OrderRef, SnackOrder, SnackOrder>({
  name: "snackorder.uncollect",
  right: RIGHT,
  kind: "snackorder",
  cache: counterCache,
  entity: ({ id }) => String(id),
  send: ({ id }, { headers }) => setState(id, "Paid", headers),
  apply: (order) => ({ ...order, state: "Paid", collectedAt: null }),
  describe: ({ number }) => msg`Remettre en attente la commande ${number}`,
  success: ({ number }) => msg`Commande ${number} remise en attente`,
  failure: ({ number }) => msg`Erreur lors de la remise en attente de la commande ${number}`,
});

export const collectCommand = defineCommand<OrderRef, SnackOrder, SnackOrder>({
  name: "snackorder.collect",
  right: RIGHT,
  kind: "snackorder",
  cache: counterCache,
  entity: ({ id }) => String(id),
  send: ({ id }, { headers }) => setState(id, "Collected", headers),
  apply: (order) => ({ ...order, state: "Collected", collectedAt: new Date().toISOString() }),
  describe: ({ number }) => msg`Remettre la commande ${number}`,
  success: ({ number }) => msg`Commande ${number} remise`,
  failure: ({ number }) => msg`Erreur lors de la remise de la commande ${number}`,
  refusal: ({ number }, code) =>
    code === "not_found" ? msg`La commande ${number} n'existe plus` : undefined,
  undo: (order) => reversal(uncollectCommand, order),
});
