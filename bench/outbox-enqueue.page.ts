/**
 * Runs in Chromium (bundled by outbox-enqueue-browser.ts): the outbox's own `enqueue`, on the
 * app's Dexie schema, for a card bonus command declared like the app's (card snapshot and
 * optimistic effect), timed one enqueue at a time. Exposes `window.__enqueueBench`.
 */
import type { Card } from "../src/contract/cards";
import { defineCommand } from "../src/lib/commands/command";
import { BackOfficeDb } from "../src/lib/offline/db";
import { enqueue } from "../src/lib/offline/outbox";

type Payload = { card: Card; amount: number; comment: string };

const bonus = defineCommand<Payload, Card, Card>({
  name: "bench.bonus",
  right: "CARD_UPDATE",
  kind: "card",
  entity: ({ card }) => card.number,
  snapshot: ({ card }) => card,
  send: () => Promise.reject(new Error("the enqueue bench sends nothing")),
  apply: (card, { amount }) => ({ ...card, balanceFreeTokens: card.balanceFreeTokens + amount }),
  describe: () => ({ id: "bench" }),
  success: () => ({ id: "bench" }),
  failure: () => ({ id: "bench" }),
});

const card = (i: number): Card => ({
  number: `042${String(900_000 + i).padStart(7, "0")}`,
  publicNumber: `PC-${String(900_000 + i).padStart(6, "0")}`,
  isActive: true,
  activationDate: null,
  expirationDate: null,
  balanceTokens: 20,
  balanceFreeTokens: 5,
  totalPurchasedTokens: 40,
  customerId: null,
  customerFirstName: null,
  customerLastName: null,
});

/** Times `count` enqueues after `warmUp` untimed ones, over 20 cards (new ones get a snapshot). */
async function run(count: number, warmUp: number): Promise<number[]> {
  const db = new BackOfficeDb("bench-enqueue");
  await db.open();
  const author = { employee: "agent@parc-demo.fr", employeeName: "Sophie Petit" };
  const times: number[] = [];
  for (let i = 0; i < warmUp + count; i++) {
    const payload = { card: card(i % 20), amount: 1 + (i % 3), comment: `bench ${i}` };
    const start = performance.now();
    await enqueue(bonus, payload, author, db);
    if (i >= warmUp) times.push(performance.now() - start);
  }
  if ((await db.outbox.count()) !== warmUp + count) throw new Error("entries missing");
  db.close();
  return times;
}

(window as unknown as { __enqueueBench: typeof run }).__enqueueBench = run;
