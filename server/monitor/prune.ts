/**
 * The events log's retention (LOG_RETENTION_DAYS, at least a year: the migration's trigger
 * refuses to delete a younger entry): entries older than it are deleted at start and then every
 * day, a thousand at a time, each batch its own short write so no request waits long for the
 * writer.
 */
import { inArray, lt } from "drizzle-orm";
import type { Db } from "../db/database";
import { monitorActions } from "../db/schema/monitor.schema";
import { writeTransaction } from "../db/write-transaction";

const BATCH = 1000;
const DAY_MS = 86_400_000;

/** Deletes the entries older than `days`; answers how many. */
export async function pruneLog(db: Db, days: number, now = Date.now()): Promise<number> {
  const before = new Date(now - days * DAY_MS).toISOString();
  let pruned = 0;
  for (;;) {
    const n = await writeTransaction(db, async (tx) => {
      const old = await tx
        .select({ id: monitorActions.id })
        .from(monitorActions)
        .where(lt(monitorActions.date, before))
        .limit(BATCH);
      if (old.length > 0)
        await tx.delete(monitorActions).where(
          inArray(
            monitorActions.id,
            old.map((row) => row.id),
          ),
        );
      return old.length;
    });
    pruned += n;
    if (n < BATCH) return pruned;
  }
}

/** Prunes now and every day; a failure is logged and tried again the next day. */
export function startLogPruning(db: Db, days: number): { stop: () => void } {
  const run = () =>
    void pruneLog(db, days).catch((error: unknown) =>
      console.error(`Events log pruning failed: ${String(error)}`),
    );
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
