/**
 * Every mutating /api route runs through here (define-route.ts): its writes commit in ONE
 * transaction (write-transaction.ts), and with an `Idempotency-Key` header they happen exactly
 * once, even across a crash:
 * - the key is looked up, the handler runs and its answer is stored, all in the same transaction:
 *   a process killed before the commit leaves neither effect nor stored answer, so the outbox's
 *   retry applies it once; killed after, the retry gets the stored answer;
 * - a later request with the same key and the same method, path, query and body gets the stored
 *   answer back (status, content type, Content-Disposition, bytes) with `Idempotent-Replayed:
 *   true`; with anything else it is refused with 422 `idempotency_conflict`;
 * - requests with one key run one after the other (writers are queued), so a concurrent twin waits
 *   and then replays;
 * - an answer of 400 or more rolls the handler's writes back (a savepoint); a business refusal
 *   is stored like a success, but bad input (400 validation_failed) is not, so a corrected retry
 *   with the same key is applied (as Stripe does), nor a 5xx, which the client retries;
 * - a key is its caller's own: an employee's, or a device's (stored as `device:<kind>:<serial>
 *   <key>` under employee 0), so the same key from anyone else is another key;
 * - keys are kept 24 h, at most MAX_KEYS_PER_CALLER per employee, and bodies above
 *   MAX_STORED_BODY_BYTES are not kept (the replay then has the status and headers only).
 * A key is honoured on mutations only; define-route.ts never puts a plain GET here.
 * With TEST_HOOKS on, a first answer may be stored and then "lost": a 503 is sent in its place
 * (test-hooks.route.ts), so tests can check that a retry gets the stored answer.
 */
import { createHash } from "node:crypto";
import { and, desc, eq, gte, lt, notInArray } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "../db/database";
import { idempotencyKeys } from "../db/schema/idempotency.schema";
import { writeTransaction } from "../db/write-transaction";
import { ApiError } from "./api-error";
import type { AppEnv } from "./app-env";

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
export const RETENTION_MS = 24 * 60 * 60 * 1000;
export const MAX_KEYS_PER_CALLER = 5000;
export const MAX_STORED_BODY_BYTES = 256 * 1024;
const PURGE_INTERVAL_MS = 10 * 60 * 1000;
let lastPurge = 0;

type Stored = typeof idempotencyKeys.$inferSelect;

/** Thrown inside the transaction to roll back a refused request; never leaves this module. */
class Refused extends Error {}

/**
 * Whether an answer is stored for its key: a success or a business refusal ("insufficient_bonus"
 * stays the answer to that request), but not a 5xx (the client retries), nor a refusal that
 * judged no action: bad input, a missing right, a rate limit.
 */
function isKept(c: Context<AppEnv>): boolean {
  const status = c.res.status;
  if (status >= 500 || [401, 403, 408, 429].includes(status)) return false;
  return !(c.error instanceof ApiError && c.error.code === "validation_failed");
}

/** JSON with its keys in one order: the same data sent again is the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/** The request a key stands for: method, path, query and body (a JSON body as data, not bytes). */
async function fingerprintOf(c: Context<AppEnv>): Promise<string> {
  const url = new URL(c.req.url);
  let body: Uint8Array | string = new Uint8Array(await c.req.arrayBuffer());
  if (/json/i.test(c.req.header("content-type") ?? "")) {
    try {
      body = JSON.stringify(canonical(JSON.parse(new TextDecoder().decode(body))));
    } catch {
      // Not JSON after all: its bytes stand for it.
    }
  }
  return createHash("sha256")
    .update(`${c.req.method} ${url.pathname}?${url.searchParams.toString()}\n`)
    .update(body)
    .digest("base64url");
}

async function findLive(db: Db, key: string, employeeId: number, now: number) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.employeeId, employeeId),
        gte(idempotencyKeys.createdAt, new Date(now - RETENTION_MS)),
      ),
    );
  return row;
}

function replay(stored: Stored): Response {
  const headers = new Headers({ "Idempotent-Replayed": "true" });
  if (stored.contentType) headers.set("Content-Type", stored.contentType);
  if (stored.contentDisposition) headers.set("Content-Disposition", stored.contentDisposition);
  const body = stored.body === null ? null : new Uint8Array(stored.body);
  return new Response(stored.status === 204 ? null : body, { status: stored.status, headers });
}

interface Claim {
  key: string;
  employeeId: number;
  fingerprint: string;
  now: number;
}

async function store(db: Db, res: Response, c: Context<AppEnv>, claim: Claim): Promise<void> {
  const bytes = res.status === 204 ? null : Buffer.from(await res.clone().arrayBuffer());
  const values = {
    key: claim.key,
    employeeId: claim.employeeId,
    method: c.req.method,
    path: c.req.path,
    fingerprint: claim.fingerprint,
    status: res.status,
    contentType: res.headers.get("content-type"),
    contentDisposition: res.headers.get("content-disposition"),
    body: bytes && bytes.length <= MAX_STORED_BODY_BYTES ? bytes : null,
    createdAt: new Date(claim.now),
  };
  // An expired row with the same key is simply replaced.
  await db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoUpdate({ target: [idempotencyKeys.key, idempotencyKeys.employeeId], set: values });
  await enforceBounds(db, claim);
}

async function enforceBounds(db: Db, claim: Claim): Promise<void> {
  const newest = db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.employeeId, claim.employeeId))
    .orderBy(desc(idempotencyKeys.createdAt))
    .limit(MAX_KEYS_PER_CALLER);
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.employeeId, claim.employeeId),
        notInArray(idempotencyKeys.key, newest),
      ),
    );
  if (claim.now - lastPurge > PURGE_INTERVAL_MS) {
    lastPurge = claim.now;
    await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(claim.now - RETENTION_MS)));
  }
}

/** The test hook: the answer, already committed, is replaced by a 503 as if lost on the way. */
function loseAnswerIfArmed(c: Context<AppEnv>): void {
  const hooks = c.get("deps").testHooks;
  if (!hooks || hooks.loseNextAnswers <= 0 || c.req.path.startsWith("/api/test/")) return;
  hooks.loseNextAnswers -= 1;
  c.res = undefined; // not merged with the real answer's headers
  c.res = c.json({ code: "server_error" }, 503);
}

export function mutation(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (key !== undefined && !KEY_PATTERN.test(key)) {
      throw new ApiError(400, "validation_failed", {
        issues: [{ path: "Idempotency-Key", rule: "idempotency_key" }],
      });
    }
    const deps = c.get("deps");
    const device = c.get("device");
    const claim: Claim | undefined = key
      ? {
          key: device ? `device:${device.kind}:${device.serialNumber} ${key}` : key,
          employeeId: c.get("auth")?.employeeId ?? 0,
          fingerprint: await fingerprintOf(c),
          now: Date.now(),
        }
      : undefined;
    let replayed: Response | undefined;
    await writeTransaction(deps.db, async (tx) => {
      const stored = claim && (await findLive(tx, claim.key, claim.employeeId, claim.now));
      if (stored) {
        // A key stored before fingerprints existed ("") is judged on its method and path.
        const sameBody = stored.fingerprint === "" || stored.fingerprint === claim.fingerprint;
        const same = stored.method === c.req.method && stored.path === c.req.path;
        if (!same || !sameBody) throw new ApiError(422, "idempotency_conflict");
        replayed = replay(stored);
        return;
      }
      // The handler runs in a savepoint: a refusal undoes its writes, and is still stored.
      await writeTransaction(tx, async (inner) => {
        c.set("deps", { ...deps, db: inner });
        try {
          await next();
        } finally {
          c.set("deps", deps);
        }
        if (c.error || c.res.status >= 400) throw new Refused();
      }).catch((error: unknown) => {
        if (!(error instanceof Refused)) throw error;
      });
      if (claim && isKept(c)) await store(tx, c.res, c, claim);
    });
    if (replayed) return replayed;
    if (claim && isKept(c)) {
      const delay = deps.testHooks?.answerDelayMs ?? 0;
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      loseAnswerIfArmed(c);
    }
  };
}
