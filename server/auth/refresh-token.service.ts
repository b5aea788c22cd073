/**
 * Opaque rotating refresh tokens with reuse detection (OAuth 2.0 Security BCP, section 4.14):
 * - a token is 32 bytes; only its SHA-256 is stored;
 * - using a token marks it used and issues its successor in the same family; a family (one
 *   sign-in) ends at `sessionEndsAt` (SESSION_MAX_AGE) whatever its rotations;
 * - a successor is HMAC(key, token): the same token sent again within the grace period (its
 *   answer was lost on a flaky network) gets the same successor back, not a revocation;
 * - presenting a used token after the grace period, or a revoked one, revokes the whole family,
 *   so a stolen token and the legitimate one both stop working.
 * Every write goes through writeTransaction: a rotation reads, claims and issues in one.
 */
import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull, lt, ne } from "drizzle-orm";
import type { Db } from "../db/database";
import { refreshTokens } from "../db/schema/auth.schema";
import { writeTransaction } from "../db/write-transaction";

const hash = (token: string) => createHash("sha256").update(token).digest("base64url");
const successorOf = (key: Uint8Array, token: string) =>
  createHmac("sha256", key).update(`refresh-successor:${token}`).digest("base64url");

// Expired rows are useless; drop them at most once an hour, on the back of a sign-in.
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
let lastPurge = 0;

export interface RefreshPolicy {
  /** Lifetime of one token, seconds. */
  ttlSeconds: number;
  /** Absolute lifetime of a family from its sign-in, seconds. */
  sessionMaxAge: number;
  /** Seconds a used token may be sent again for the same successor. */
  graceSeconds: number;
}

export interface Issued {
  token: string;
  employeeId: number;
  familyId: string;
  /** When the pair was made: a retry within the grace period re-signs the same access token. */
  issuedAt: number;
}

/** A sign-in: a new family. */
export async function startFamily(
  db: Db,
  employeeId: number,
  policy: RefreshPolicy,
  now = Date.now(),
): Promise<Issued> {
  const token = randomBytes(32).toString("base64url");
  const familyId = randomUUID();
  await writeTransaction(db, async (tx) => {
    await tx.insert(refreshTokens).values({
      tokenHash: hash(token),
      familyId,
      employeeId,
      expiresAt: new Date(now + Math.min(policy.ttlSeconds, policy.sessionMaxAge) * 1000),
      sessionEndsAt: new Date(now + policy.sessionMaxAge * 1000),
      createdAt: new Date(now),
    });
    if (now - lastPurge > PURGE_INTERVAL_MS) {
      lastPurge = now;
      await tx.delete(refreshTokens).where(lt(refreshTokens.expiresAt, new Date(now)));
    }
  });
  return { token, employeeId, familyId, issuedAt: now };
}

export type RotationResult =
  ({ ok: true } & Issued) | { ok: false; reason: "unknown" | "expired" | "reused" };

/** Consumes `token` and issues its successor, or says why not (a reuse revokes the family). */
export async function rotateRefreshToken(
  db: Db,
  key: Uint8Array,
  token: string,
  policy: RefreshPolicy,
  now = Date.now(),
): Promise<RotationResult> {
  const next = successorOf(key, token);
  return writeTransaction(db, async (tx): Promise<RotationResult> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash(token)));
    if (!row) return { ok: false, reason: "unknown" };
    const issued = { token: next, employeeId: row.employeeId, familyId: row.familyId };
    if (row.usedAt && !row.revokedAt && now - row.usedAt.getTime() <= policy.graceSeconds * 1000) {
      // The same token again, seconds after its rotation: its answer was lost. Same successor,
      // as long as that one has not been used (then the family moved on: a reuse) or revoked.
      const [successor] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hash(next)));
      if (successor && !successor.usedAt && !successor.revokedAt) {
        return { ok: true, ...issued, issuedAt: row.usedAt.getTime() };
      }
    }
    if (row.usedAt || row.revokedAt) {
      await revokeFamilyIn(tx, row.familyId, now);
      return { ok: false, reason: "reused" };
    }
    const sessionEnd = row.sessionEndsAt?.getTime() ?? Number.POSITIVE_INFINITY;
    if (row.expiresAt.getTime() <= now || sessionEnd <= now)
      return { ok: false, reason: "expired" };
    await tx
      .update(refreshTokens)
      .set({ usedAt: new Date(now) })
      .where(eq(refreshTokens.id, row.id));
    await tx.insert(refreshTokens).values({
      tokenHash: hash(next),
      familyId: row.familyId,
      employeeId: row.employeeId,
      expiresAt: new Date(Math.min(now + policy.ttlSeconds * 1000, sessionEnd)),
      sessionEndsAt: row.sessionEndsAt,
      createdAt: new Date(now),
    });
    return { ok: true, ...issued, issuedAt: now };
  });
}

async function revokeFamilyIn(tx: Db, familyId: string, now: number): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export function revokeFamily(db: Db, familyId: string, now = Date.now()): Promise<void> {
  return writeTransaction(db, (tx) => revokeFamilyIn(tx, familyId, now));
}

/** Logout (RFC 7009): revokes the family of `token`; answers it, or undefined for an unknown token. */
export async function revokeByRefreshToken(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<string | undefined> {
  // Read first, outside the writer's queue: unknown tokens (anyone may post some) cost no write.
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hash(token)));
  if (!row) return undefined;
  await revokeFamily(db, row.familyId, now);
  return row.familyId;
}

/**
 * Ends the employee's sessions at their next refresh (password reset or change), all of them or
 * all but `keepFamily` (the caller's own).
 */
export function revokeEmployeeTokens(
  db: Db,
  employeeId: number,
  { keepFamily, now = Date.now() }: { keepFamily?: string; now?: number } = {},
): Promise<void> {
  return writeTransaction(db, async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date(now) })
      .where(
        and(
          eq(refreshTokens.employeeId, employeeId),
          isNull(refreshTokens.revokedAt),
          keepFamily ? ne(refreshTokens.familyId, keepFamily) : undefined,
        ),
      );
  });
}
