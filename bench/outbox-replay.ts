/**
 * Outbox replay throughput: 500 queued entries (bonus units added to and removed from 8 cards,
 * and 100 kiosk updates over 4 kiosks) sent by the sync engine to the reference server over real
 * loopback HTTP (bench-server.ts, demo seed), from enqueue order to an empty outbox. The engine
 * runs in Node on fake-indexeddb (the outbox's IndexedDB), with its default concurrency.
 * Budget: 500 entries in < 15 s. The server's balances are checked afterwards.
 */
import "fake-indexeddb/auto";
import { Dexie } from "dexie";
import type { Card } from "../src/contract/cards";
import type { Kiosk } from "../src/contract/kiosks";
import { createHttpClient, type HttpClient } from "../src/lib/api/http-client";
import { defineCommand, type AnyCommand, type Command } from "../src/lib/commands/command";
import { BackOfficeDb } from "../src/lib/offline/db";
import { enqueue } from "../src/lib/offline/outbox";
import { createSyncEngine } from "../src/lib/offline/sync-engine";
import { startBenchServer } from "./bench-server";

export const REPLAY_BUDGET_MS = 15_000;
const ENTRIES = 500;
const CARDS = 8;
const KIOSKS = 4;

const messages = {
  describe: () => ({ id: "bench" }),
  success: () => ({ id: "bench" }),
  failure: () => ({ id: "bench" }),
};

type Bonus = { card: string; amount: number };
type KioskUpdate = { kiosk: Kiosk; name: string };

/** The bench's commands: same API calls as the app's card bonus and kiosk update commands. */
function commands(client: HttpClient) {
  const bonus: Command<Bonus, unknown> = defineCommand({
    name: "bench.bonus",
    right: "CARD_UPDATE",
    kind: "card",
    entity: ({ card }: Bonus) => card,
    send: ({ card, amount }: Bonus, { headers }) =>
      client.post(
        `/api/card/FreeTokenBalanceUpdate/${card}`,
        { amount, comment: "replay bench" },
        undefined,
        headers,
      ),
    ...messages,
  });
  const kiosk: Command<KioskUpdate, unknown> = defineCommand({
    name: "bench.kiosk.update",
    right: "KIOSK_ADD_UPDATE",
    kind: "kiosk",
    entity: ({ kiosk }: KioskUpdate) => kiosk.serialNumber,
    send: ({ kiosk, name }: KioskUpdate, { headers }) =>
      client.put(
        `/api/kiosk/${kiosk.serialNumber}`,
        {
          name,
          serialNumber: kiosk.serialNumber,
          pingDelay: kiosk.pingDelay,
          type: kiosk.type,
          paymentMethodAccepted: kiosk.paymentMethodAccepted,
          smartTouchId: kiosk.smartTouchId,
        },
        undefined,
        headers,
      ),
    ...messages,
  });
  return { bonus, kiosk };
}

export async function runReplayBench() {
  const { base, config, adminToken, stop } = await startBenchServer();
  const db = new BackOfficeDb("bench-replay");
  try {
    const access_token = await adminToken();
    const http = createHttpClient({
      baseUrl: () => base,
      getAccessToken: () => access_token,
      refresh: async () => "rejected",
    });
    const { bonus, kiosk: kioskUpdate } = commands(http);
    const page = await http.get<{ results: Card[] }>("/api/card/cards", { page: 5, size: 50 });
    const cards = page.results.filter((c) => c.isActive).slice(0, CARDS);
    const kiosks = (
      await http.get<{ results: Kiosk[] }>("/api/kiosk/kiosks", { page: 0, size: KIOSKS })
    ).results;
    if (cards.length < CARDS || kiosks.length < KIOSKS) throw new Error("seed too small");

    // Per card: +3, -2, +3, -2...: never below zero, so every entry is accepted.
    const author = { employee: config.admin.email, employeeName: "Bench" };
    const expected = new Map(cards.map((c) => [c.number, c.balanceFreeTokens]));
    for (let i = 0; i < ENTRIES; i++) {
      if (i % 5 === 4) {
        const kiosk = kiosks[Math.floor(i / 5) % KIOSKS]!;
        await enqueue(
          kioskUpdate,
          { kiosk, name: `Borne ${kiosk.serialNumber} n°${i}` },
          author,
          db,
        );
      } else {
        const card = cards[i % CARDS]!;
        const amount = Math.floor(i / CARDS) % 2 === 0 ? 3 : -2;
        expected.set(card.number, expected.get(card.number)! + amount);
        await enqueue(bonus, { card: card.number, amount }, author, db);
      }
    }

    const byName = new Map<string, AnyCommand>([bonus, kioskUpdate].map((c) => [c.name, c]));
    const engine = createSyncEngine({
      db,
      employee: () => config.admin.email,
      command: (name) => byName.get(name),
    });
    const start = performance.now();
    const report = await engine.sync();
    const elapsed = performance.now() - start;

    const left = await db.outbox.count();
    for (const [number, balance] of expected) {
      const card = await http.get<Card>(`/api/card/number/${number}`);
      if (card.balanceFreeTokens !== balance) throw new Error(`card ${number}: wrong balance`);
    }
    return {
      entries: ENTRIES,
      accepted: report.accepted,
      rejected: report.rejected,
      left,
      ms: elapsed,
      perSecond: (report.accepted / elapsed) * 1000,
      budgetMs: REPLAY_BUDGET_MS,
    };
  } finally {
    db.close();
    await Dexie.delete("bench-replay");
    await stop();
  }
}
