/**
 * Exactly-once mutations for the PWA's offline outbox. A POST/PUT/PATCH/DELETE carrying an
 * `Idempotency-Key` header (or a GET carrying one: the spec's card recycle is a GET that changes
 * the card, and the outbox sends it with a key like every other command):
 * - its first answer with status < 500 is stored per (key, caller) and later requests with the
 *   same key get that answer back, with `Idempotent-Replayed: true`, without running the handler;
 * - a request arriving while the first one with its key runs waits for it, then replays it
 *   (within this process; across processes the stored answer still wins once written);
 * - the same key on another method or path is refused with 422 idempotency_conflict;
 * - a 5xx is not stored, so the client may retry; keys are kept 24 h.
 * With TEST_HOOKS on, a first answer may be stored and then "lost": a 503 is sent in its place
 * (test-hooks.route.ts), so tests can check that a retry gets the stored answer.
 */
import { and, eq, gte, lt } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "../db/database";
import { idempotencyKeys } from "../db/schema/idempotency.schema";
import { ApiError } from "./api-error";
import type { AppEnv } from "./app-env";

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE", "GET"]);
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const RETENTION_MS = 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

// Requests running now, per database and "employee:key"; each settles once its answer is stored
// (or not). Per database so that apps on different databases (tests) never wait for each other.
const inFlightByDb = new WeakMap<Db, Map<string, Promise<void>>>();
let lastPurge = 0;

type Stored = typeof idempotencyKeys.$inferSelect;

async function findLive(
  db: Db,
  key: string,
  employeeId: number,
  now: number,
): Promise<Stored | undefined> {
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.employeeId, employeeId),
        gte(idempotencyKeys.createdAt, new Date(now - RETENTION_MS)),
      ),
    );
  return rows[0];
}

function replay(stored: Stored): Response {
  const headers = new Headers({ "Idempotent-Replayed": "true" });
  if (stored.body !== null) headers.set("Content-Type", "application/json; charset=UTF-8");
  return new Response(stored.body, { status: stored.status, headers });
}

async function store(db: Db, c: Context<AppEnv>, key: string, employeeId: number, now: number) {
  const body = c.res.status === 204 ? null : await c.res.clone().text();
  const values = {
    key,
    employeeId,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    body,
    createdAt: new Date(now),
  };
  // An expired row with the same key is simply replaced.
  await db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoUpdate({ target: [idempotencyKeys.key, idempotencyKeys.employeeId], set: values });
  if (now - lastPurge > PURGE_INTERVAL_MS) {
    lastPurge = now;
    await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(now - RETENTION_MS)));
  }
}

/** The test hook: the answer, already stored, is replaced by a 503 as if lost on the way back. */
function loseAnswerIfArmed(c: Context<AppEnv>): void {
  const hooks = c.get("deps").testHooks;
  if (!hooks || hooks.loseNextAnswers <= 0 || c.req.path.startsWith("/api/test/")) return;
  hooks.loseNextAnswers -= 1;
  c.res = undefined; // not merged with the real answer's headers
  c.res = c.json({ code: "server_error" }, 503);
}

export function idempotency(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (!MUTATIONS.has(c.req.method) || key === undefined) return next();
    if (!KEY_PATTERN.test(key)) {
      throw new ApiError(400, "validation_failed", {
        issues: [{ path: "Idempotency-Key", rule: "idempotency_key" }],
      });
    }
    const { db } = c.get("deps");
    const inFlight = inFlightByDb.get(db) ?? new Map<string, Promise<void>>();
    inFlightByDb.set(db, inFlight);
    const employeeId = c.get("auth")?.employeeId ?? 0;
    const slot = `${employeeId}:${key}`;

    // Wait for the running request with this key; check-and-claim below is synchronous, so two
    // waiters cannot both claim the slot.
    for (let running = inFlight.get(slot); running; running = inFlight.get(slot)) await running;
    let release!: () => void;
    inFlight.set(slot, new Promise<void>((resolve) => (release = resolve)));
    try {
      const now = Date.now();
      const stored = await findLive(db, key, employeeId, now);
      if (stored) {
        if (stored.method !== c.req.method || stored.path !== c.req.path) {
          throw new ApiError(422, "idempotency_conflict");
        }
        return replay(stored);
      }
      await next();
      if (c.res.status < 500) {
        await store(db, c, key, employeeId, now);
        loseAnswerIfArmed(c);
      }
    } finally {
      inFlight.delete(slot);
      release();
    }
  };
}
