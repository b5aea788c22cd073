/**
 * The PWA's one IndexedDB database (Dexie). What it stores, and why:
 *
 * - `reads`: every list page and single resource a screen has fetched, under a key naming the
 *   resource and its query ("list:cards?{...}"), with the time it was fetched. Screens show it at
 *   once and while offline, marked with its age, then refresh it from the API. Also "recent-cards":
 *   the last cards opened on this device (src/features/cards/recent-cards.ts).
 * - `cards`: the details of every card seen (opened, scanned, searched or listed), indexed by its
 *   technical and public numbers in lower case, so a scan while offline finds it either way.
 * - `outbox`: card and kiosk actions waiting for the server, in enqueue order (`seq`). Each entry
 *   carries its command's name and payload, the entity it is about (card number, kiosk serial:
 *   per-entity FIFO), the employee who made it (sent only with that employee's session), its
 *   Idempotency-Key (`id`, a UUID made at enqueue time), its state and last error.
 * - `stamps`: "something of this kind was accepted by the server at": views of that kind refetch.
 *
 * `reads`, `cards` and `stamps` hold customer and card data: they are wiped at logout. The outbox
 * survives logout: nothing a member of staff did is ever lost. So it holds only what sending an
 * action needs (card number, amount, the card without its holder's name: see Command.stored),
 * and an action's free-text comment goes with its entry once accepted or discarded.
 *
 * A new version never edits an old one: add `this.version(n + 1).stores(...)` (and an upgrade).
 */
import { Dexie, type EntityTable } from "dexie";
import type { Card } from "@/contract/cards";

export interface CachedRead {
  key: string;
  data: unknown;
  fetchedAt: number;
}

export interface CachedCard {
  number: string;
  /** Lower-case technical and public numbers: what a scan or a typed number may give. */
  keys: string[];
  card: Card;
  fetchedAt: number;
}

export type OutboxState = "pending" | "rejected";

export interface OutboxError {
  status: number;
  code: string;
}

export interface OutboxEntry {
  seq?: number;
  /** The Idempotency-Key: made once, at enqueue time, sent on every try. */
  id: string;
  /** The command's name ("card.disable"), to find how to send it and describe it. */
  name: string;
  /** "card" or "kiosk": which views refresh once the server accepted it. */
  kind: string;
  /** Card number or kiosk serial: entries on one entity are sent in order. */
  entity: string;
  payload: unknown;
  /** E-mail of the employee who made it, and their name for the pending-actions panel. */
  employee: string;
  employeeName: string;
  createdAt: number;
  /** Epoch ms past which it is never sent (Command.expiresAfterMs); none: it never expires. */
  expiresAt?: number;
  state: OutboxState;
  attempts: number;
  /** Epoch ms before which it is not tried again (backoff after a network error or a 5xx). */
  nextAttemptAt: number;
  error?: OutboxError;
  /** Who tells the user of the outcome: the screen still waiting for it, or the sync engine. */
  announce: "screen" | "engine";
}

export interface Stamp {
  kind: string;
  at: number;
  /** Only on the "owner" stamp: the employee the cached data belongs to. */
  employee?: string;
}

export class BackOfficeDb extends Dexie {
  reads!: EntityTable<CachedRead, "key">;
  cards!: EntityTable<CachedCard, "number">;
  outbox!: EntityTable<OutboxEntry, "seq">;
  stamps!: EntityTable<Stamp, "kind">;

  constructor(name = "backoffice") {
    super(name);
    this.version(1).stores({
      reads: "key, fetchedAt",
      cards: "number, *keys, fetchedAt",
      outbox: "++seq, &id, entity, employee, state",
      stamps: "kind",
    });
    // Version 2: entries queued before it drop the card holder's name they carried (an entry
    // outlives logout; see Command.stored). Same tables and indexes.
    this.version(2).upgrade((tx) =>
      tx
        .table<OutboxEntry>("outbox")
        .toCollection()
        .modify((entry) => {
          const card = (entry.payload as { card?: Record<string, unknown> } | null)?.card;
          if (entry.kind !== "card" || !card) return;
          card.customerFirstName = null;
          card.customerLastName = null;
        }),
    );
  }
}

export const db = new BackOfficeDb();

/** Logout: personal data leaves the tablet; the outbox stays, bound to its employees. */
export async function wipeCachedData(database: BackOfficeDb = db): Promise<void> {
  await database.transaction("rw", [database.reads, database.cards, database.stamps], async () => {
    await Promise.all([database.reads.clear(), database.cards.clear(), database.stamps.clear()]);
  });
}

const OWNER_KEY = "owner";

/**
 * Cached data belongs to one employee: for another one (or no one) it is wiped, and the cache is
 * stamped with its new owner, in one transaction.
 */
export async function guardOwner(
  database: BackOfficeDb,
  employee: string | undefined,
): Promise<void> {
  await database.transaction("rw", [database.reads, database.cards, database.stamps], async () => {
    const owner = await database.stamps.get(OWNER_KEY);
    if (!employee || (owner && owner.employee !== employee)) await wipeCachedData(database);
    if (employee) await database.stamps.put({ kind: OWNER_KEY, at: Date.now(), employee });
  });
}

// Before any screen reads or writes the cache (Dexie holds every query until "ready" subscribers
// are done), it is made the signed-in employee's: a screen never shows the previous employee's
// data, nor has what it just fetched wiped under it. A later change of session (a logout, another
// tab signing someone else in) is guarded by src/lib/offline/offline.ts.
// The session is imported when asked: its wiring (web storage, the http client) stays out of what
// imports the database alone (the sync engine's tests, in Node).
db.on(
  "ready",
  async (vip) =>
    guardOwner(vip as BackOfficeDb, (await import("../session/session")).signedInEmployee()),
  true,
);
