/**
 * The outbox: every card and kiosk action is written here first, with its optimistic effect, in
 * one Dexie transaction; the sync engine (sync-engine.ts) sends it later, exactly once.
 */
import { findCommand, newCommandId, type Command } from "../commands/command";
import type { Author } from "../session/claims";
import { db as defaultDb, type BackOfficeDb, type OutboxEntry } from "./db";

/**
 * Queues a command. In the same transaction, the entity the screen saw becomes the cached base
 * the effect applies to when the cache does not hold it yet, so the pending effect is visible on
 * every view of the entity at once, online or not, across tabs. The cache is wiped at logout; the
 * entry is not, so it stores the payload as `command.stored` trims it (no customer's name). A
 * free-text comment in the payload lives as long as the entry: it goes when the entry is accepted
 * (the sync engine deletes it) or discarded.
 */
export async function enqueue<P, R, E>(
  command: Command<P, R, E>,
  payload: P,
  author: Author,
  database: BackOfficeDb = defaultDb,
  now = Date.now(),
): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    id: newCommandId(),
    name: command.name,
    kind: command.kind,
    entity: command.entity(payload),
    // Without personal data the entry does not need (see Command.stored): it outlives a logout.
    payload: command.stored ? command.stored(payload) : payload,
    employee: author.employee,
    employeeName: author.employeeName,
    createdAt: now,
    ...(command.expiresAfterMs === undefined ? {} : { expiresAt: now + command.expiresAfterMs }),
    state: "pending",
    attempts: 0,
    nextAttemptAt: now,
    announce: "screen",
  };
  const cache = command.cache;
  await database.transaction(
    "rw",
    [database.outbox, ...(cache?.tables(database) ?? [])],
    async () => {
      const base = command.snapshot?.(payload);
      if (cache && base !== undefined) await cache.keep(database, entry.entity, base, now);
      entry.seq = await database.outbox.add(entry);
    },
  );
  return entry;
}

/** The entity with the effects of its still-pending entries applied, in order. */
export function applyPending<E>(base: E, entries: readonly OutboxEntry[]): E {
  return [...entries]
    .filter((e) => e.state === "pending")
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
    .reduce<E>((entity, entry) => {
      const apply = findCommand(entry.name)?.apply;
      return apply ? (apply(entity, entry.payload) as E) : entity;
    }, base);
}

/** The entries of one employee, oldest first (rejected ones included). */
export function entriesOf(employee: string, database: BackOfficeDb = defaultDb) {
  return database.outbox.where("employee").equals(employee).sortBy("seq");
}

/** A rejected entry goes back in line, at its place, and is tried again at once. */
export async function retryEntry(seq: number, database: BackOfficeDb = defaultDb): Promise<void> {
  await database.outbox.update(seq, {
    state: "pending",
    error: undefined,
    attempts: 0,
    nextAttemptAt: 0,
    announce: "engine",
  });
}

/** Drops an entry for good (after the user confirmed). */
export async function discardEntry(seq: number, database: BackOfficeDb = defaultDb): Promise<void> {
  await database.outbox.delete(seq);
}

export type Outcome =
  | { type: "accepted" }
  | { type: "queued" }
  | { type: "rejected"; error: NonNullable<OutboxEntry["error"]> };

/**
 * Waits for the server's answer to an entry, up to `timeoutMs`. Past it (or offline), the entry is
 * handed to the sync engine, which tells its outcome later: "queued". A rejection seen here is
 * shown by the screen, right away, and the entry dropped: the user still has the form or the card
 * in front of them.
 */
export async function awaitOutcome(
  seq: number,
  timeoutMs: number,
  database: BackOfficeDb = defaultDb,
): Promise<Outcome> {
  const settled = async (): Promise<Outcome | undefined> => {
    const entry = await database.outbox.get(seq);
    if (!entry) return { type: "accepted" };
    if (entry.state === "rejected" && entry.error) {
      await database.outbox.delete(seq);
      return { type: "rejected", error: entry.error };
    }
    return undefined;
  };
  const deadline = Date.now() + timeoutMs;
  for (let delay = 25; Date.now() < deadline; delay = Math.min(delay * 2, 100)) {
    const outcome = await database.transaction("rw", database.outbox, settled);
    if (outcome) return outcome;
    await new Promise((resolve) => setTimeout(resolve, Math.min(delay, deadline - Date.now())));
  }
  return database.transaction("rw", database.outbox, async () => {
    const outcome = await settled();
    if (outcome) return outcome;
    await database.outbox.update(seq, { announce: "engine" });
    return { type: "queued" } as const;
  });
}
