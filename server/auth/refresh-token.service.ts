/**
 * Opaque rotating refresh tokens with reuse detection (OAuth 2.0 Security BCP, section 4.14):
 * - a token is 32 random bytes; only its SHA-256 is stored;
 * - using a token marks it used and issues its successor in the same family;
 * - presenting a used or revoked token revokes the whole family, so a stolen token and the
 *   legitimate one both stop working and the user signs in again.
 * The "mark used" update is conditional, so two concurrent uses of one token cannot both win.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import type { Db } from "../db/database";
import { refreshTokens } from "../db/schema/auth.schema";

const hash = (token: string) => createHash("sha256").update(token).digest("base64url");

// Expired rows are useless; drop them at most once an hour, on the back of an issue.
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
let lastPurge = 0;

/**
 * A new token, in a new family (sign-in) or in `familyId` (rotation). Undefined when that family
 * was revoked meanwhile (a concurrent reuse): the new token is revoked with it.
 */
export async function issueRefreshToken(
  db: Db,
  employeeId: number,
  ttlSeconds: number,
  familyId?: string,
  now = Date.now(),
): Promise<string | undefined> {
  const token = randomBytes(32).toString("base64url");
  const family = familyId ?? randomUUID();
  await db.insert(refreshTokens).values({
    tokenHash: hash(token),
    familyId: family,
    employeeId,
    expiresAt: new Date(now + ttlSeconds * 1000),
    createdAt: new Date(now),
  });
  if (familyId) {
    const [revoked] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
      .limit(1);
    if (revoked) {
      await revokeFamily(db, familyId, now);
      return undefined;
    }
  }
  if (now - lastPurge > PURGE_INTERVAL_MS) {
    lastPurge = now;
    await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, new Date(now)));
  }
  return token;
}

export type RotationResult =
  | { ok: true; employeeId: number; familyId: string }
  | { ok: false; reason: "unknown" | "expired" | "reused" };

/** Consumes `token`: ok with its family when it was live, otherwise why not (reuse revokes). */
export async function consumeRefreshToken(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<RotationResult> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hash(token)));
  if (!row) return { ok: false, reason: "unknown" };
  if (row.usedAt || row.revokedAt) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: "reused" };
  }
  if (row.expiresAt.getTime() <= now) return { ok: false, reason: "expired" };
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(refreshTokens.id, row.id),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    );
  if (claimed.rowsAffected !== 1) {
    // Another request used it between our read and our update: that is a reuse too.
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: "reused" };
  }
  return { ok: true, employeeId: row.employeeId, familyId: row.familyId };
}

export async function revokeFamily(db: Db, familyId: string, now = Date.now()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Signs the employee out everywhere at the next refresh (password reset). */
export async function revokeEmployeeTokens(
  db: Db,
  employeeId: number,
  now = Date.now(),
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(refreshTokens.employeeId, employeeId), isNull(refreshTokens.revokedAt)));
}
