/**
 * How the commands of one kind of entity touch the device's cache of that entity: the outbox
 * and the sync engine know no entity, each command brings its kind's cache (`Command.cache`).
 * Both run inside the caller's Dexie transaction, which also spans `tables`.
 */
import type { Table } from "dexie";
import type { BackOfficeDb } from "./db";

export interface EntityCache<E> {
  /** The tables the two steps below write (added to the outbox's and engine's transactions). */
  tables: (db: BackOfficeDb) => Table[];
  /**
   * On enqueue: the entity as the screen saw it becomes the cached base the pending effect
   * applies to, when the cache does not hold it yet.
   */
  keep: (db: BackOfficeDb, id: string, seen: E, at: number) => Promise<void>;
  /**
   * Once the server accepted a command on `id`: its effect is applied to the cached entity, then
   * the server's answer, when it is the entity, replaces it.
   */
  settle: (
    db: BackOfficeDb,
    id: string,
    effect: ((entity: E) => E) | undefined,
    answer: unknown,
    at: number,
  ) => Promise<void>;
}
