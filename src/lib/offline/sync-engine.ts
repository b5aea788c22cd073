/**
 * The sync engine: sends the signed-in employee's outbox entries to the API, exactly once each.
 *
 * - Order: FIFO per entity (card number, kiosk serial). Different entities go in parallel, up to
 *   `concurrency` at a time; one entity's entries never overtake each other.
 * - Every try of an entry carries its Idempotency-Key: after a lost answer the server replays the
 *   first one, so a retry never applies twice.
 * - A network error stops the pass (everything else would fail too) and backs the entry off; a 5xx
 *   backs it off and holds its entity until then; a 401 left after the http client's refresh rule
 *   means the session ended: the entry waits for the next sign-in; any other 4xx (and a 403 with
 *   the session still there) rejects the entry with the server's code, and the entries behind it
 *   go on.
 * - An entry past its `expiresAt` (a kiosk restart queued an hour ago) is never sent: it is
 *   rejected with the code `command_expired`, and the entries behind it go on.
 * - Accepted: the entry leaves the outbox; the cached entity takes the effect (and the server's
 *   answer when it is that entity); a stamp tells the views of its kind to refetch. One transaction.
 *
 * This module decides nothing about when to run or which tab sends: see sync-runner.ts.
 */
import { ApiError, NetworkError } from "../api/api-error";
import type { AnyCommand } from "../commands/command";
import type { BackOfficeDb, OutboxEntry, OutboxError } from "./db";
import { entriesOf } from "./outbox";

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 60_000;

export type Settlement =
  { type: "accepted"; result: unknown } | { type: "rejected"; error: OutboxError };

export interface SyncEngineDeps {
  db: BackOfficeDb;
  /** The signed-in employee's e-mail, or undefined when no one is signed in: nothing is sent. */
  employee: () => string | undefined;
  command: (name: string) => AnyCommand | undefined;
  concurrency?: number;
  now?: () => number;
  random?: () => number;
  /** Told of each settled entry whose screen stopped waiting for it (the engine announces it). */
  onSettled?: (entry: OutboxEntry, settlement: Settlement) => void;
}

export interface SyncReport {
  accepted: number;
  rejected: number;
  /** Why the pass stopped early, if it did. */
  stopped?: "network" | "signed-out";
  /** When the earliest backed-off entry may be tried again (epoch ms), if any waits. */
  nextAttemptAt?: number;
}

/** Exponential backoff with full jitter: 1 s, 2 s, 4 s ... capped at 60 s, each times [0.5, 1). */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

type Verdict = "accepted" | "rejected" | "retry" | "network" | "signed-out";

export function createSyncEngine(deps: SyncEngineDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const concurrency = deps.concurrency ?? 4;
  let running: Promise<SyncReport> | undefined;
  // A call made during a sync: one more pass after it, with the strongest of the options asked.
  let again: { ignoreBackoff: boolean } | undefined;

  async function settle(entry: OutboxEntry, settlement: Settlement): Promise<void> {
    const seq = entry.seq!;
    let announce = false;
    // The engine knows no entity: the command's kind brings its cache effect (entity-cache.ts).
    const command = deps.command(entry.name);
    const cache = command?.cache;
    await db.transaction("rw", [db.outbox, db.stamps, ...(cache?.tables(db) ?? [])], async () => {
      const stored = await db.outbox.get(seq);
      if (!stored) return;
      announce = stored.announce === "engine";
      if (settlement.type === "rejected") {
        await db.outbox.update(seq, { state: "rejected", error: settlement.error });
        return;
      }
      await db.outbox.delete(seq);
      const at = now();
      const apply = command?.apply;
      await cache?.settle(
        db,
        stored.entity,
        apply && ((entity: unknown): unknown => apply(entity, stored.payload)),
        settlement.result,
        at,
      );
      await db.stamps.put({ kind: stored.kind, at });
    });
    if (announce) deps.onSettled?.(entry, settlement);
  }

  async function backOff(entry: OutboxEntry, error: OutboxError): Promise<number> {
    const attempts = entry.attempts + 1;
    const nextAttemptAt = now() + backoffDelay(attempts, random);
    // Only while still pending: another tab's try of the same entry may have settled it meanwhile
    // (a rejection must keep the server's error, not take this try's network error).
    await db.transaction("rw", db.outbox, async () => {
      const stored = await db.outbox.get(entry.seq);
      if (stored?.state === "pending")
        await db.outbox.update(entry.seq, { attempts, nextAttemptAt, error });
    });
    return nextAttemptAt;
  }

  async function sendOne(entry: OutboxEntry, report: SyncReport): Promise<Verdict> {
    const command = deps.command(entry.name);
    if (!command) {
      // An entry written by another version of the app that this one cannot send: never lost,
      // shown as rejected so a person decides.
      await settle(entry, { type: "rejected", error: { status: 0, code: "unknown_command" } });
      report.rejected += 1;
      return "rejected";
    }
    if (entry.expiresAt !== undefined && now() >= entry.expiresAt) {
      await settle(entry, { type: "rejected", error: { status: 0, code: "command_expired" } });
      report.rejected += 1;
      return "rejected";
    }
    try {
      const result: unknown = await command.send(entry.payload, {
        headers: { "Idempotency-Key": entry.id },
      });
      await settle(entry, { type: "accepted", result });
      report.accepted += 1;
      return "accepted";
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 401 || (error.status === 403 && deps.employee() !== entry.employee))
          return "signed-out";
        if (error.status >= 500) {
          const at = await backOff(entry, { status: error.status, code: error.code });
          report.nextAttemptAt = Math.min(report.nextAttemptAt ?? Infinity, at);
          return "retry";
        }
        await settle(entry, {
          type: "rejected",
          error: { status: error.status, code: error.code },
        });
        report.rejected += 1;
        return "rejected";
      }
      // NetworkError, or anything unexpected on the way: never a reason to drop the entry.
      const at = await backOff(entry, {
        status: 0,
        code: error instanceof NetworkError ? "network" : "unexpected",
      });
      report.nextAttemptAt = Math.min(report.nextAttemptAt ?? Infinity, at);
      return "network";
    }
  }

  /** The entries to send now, per entity in order; an entity waiting for its backoff is held. */
  function queues(entries: OutboxEntry[], at: number, ignoreBackoff: boolean): OutboxEntry[][] {
    const byEntity = new Map<string, OutboxEntry[]>();
    const held = new Set<string>();
    for (const entry of entries) {
      if (entry.state !== "pending" || held.has(entry.entity)) continue;
      const queue = byEntity.get(entry.entity);
      if (queue) queue.push(entry);
      else if (entry.nextAttemptAt <= at || ignoreBackoff) byEntity.set(entry.entity, [entry]);
      else held.add(entry.entity);
    }
    return [...byEntity.values()];
  }

  async function pass(ignoreBackoff: boolean): Promise<SyncReport> {
    const report: SyncReport = { accepted: 0, rejected: 0 };
    for (;;) {
      const employee = deps.employee();
      if (!employee) return { ...report, stopped: "signed-out" };
      const entries = await entriesOf(employee, db);
      const work = queues(entries, now(), ignoreBackoff);
      ignoreBackoff = false;
      if (work.length === 0) break;
      let stop: SyncReport["stopped"];
      let sent = 0;
      const worker = async () => {
        for (let queue = work.shift(); queue && !stop; queue = work.shift()) {
          for (const entry of queue) {
            if (stop) return;
            // Still there and still pending? (A screen or another tab may have dropped it.)
            const current = await db.outbox.get(entry.seq);
            if (!current || current.state !== "pending" || deps.employee() !== current.employee)
              break;
            const verdict = await sendOne(current, report);
            sent += 1;
            if (verdict === "network" || verdict === "signed-out") {
              stop = verdict;
              return;
            }
            if (verdict === "retry") break; // this entity waits for its backoff
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      if (stop) return { ...report, stopped: stop };
      if (sent === 0) break;
    }
    // Backed-off entries left behind: when to come back. Only the first pending entry of each
    // entity counts: the ones behind it wait for it, whatever their own nextAttemptAt.
    const employee = deps.employee();
    if (employee) {
      const waiting = await entriesOf(employee, db);
      const heads = new Map<string, number>();
      for (const e of waiting)
        if (e.state === "pending" && !heads.has(e.entity)) heads.set(e.entity, e.nextAttemptAt);
      const next = Math.min(...heads.values());
      if (Number.isFinite(next)) report.nextAttemptAt = next;
      else delete report.nextAttemptAt;
    }
    return report;
  }

  /**
   * One sync: sends everything sendable now. Calls during a sync join it and cause one more pass
   * after it (entries enqueued meanwhile are not left waiting for the next trigger).
   * `ignoreBackoff`: back online, try at once what waited for the network.
   */
  function sync(options: { ignoreBackoff?: boolean } = {}): Promise<SyncReport> {
    if (running) {
      again = { ignoreBackoff: (again?.ignoreBackoff ?? false) || !!options.ignoreBackoff };
      return running;
    }
    running = (async () => {
      try {
        let report = await pass(options.ignoreBackoff ?? false);
        // A pass the network stopped runs again only when asked to ignore the backoff (back online).
        while (
          again &&
          report.stopped !== "signed-out" &&
          (!report.stopped || again.ignoreBackoff)
        ) {
          const { ignoreBackoff } = again;
          again = undefined;
          const next = await pass(ignoreBackoff);
          report = {
            ...next,
            accepted: report.accepted + next.accepted,
            rejected: report.rejected + next.rejected,
          };
        }
        return report;
      } finally {
        again = undefined;
        running = undefined;
      }
    })();
    return running;
  }

  return { sync, isRunning: () => running !== undefined };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
