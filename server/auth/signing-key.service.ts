/**
 * The access tokens' HS256 key: JWT_SECRET when given; otherwise a secret generated on the first
 * start and kept in a file beside the database (`jwt-secret`, readable by the server's user only),
 * never in the database: a copy of the database (a backup) cannot mint tokens. A secret an earlier
 * version kept in the settings table is moved to that file, so no one is signed out by the move.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { settings } from "../db/schema/settings.schema";

const LEGACY_SETTING = "jwt_secret";

export interface SigningKeySource {
  /** JWT_SECRET. */
  configured: string | undefined;
  /** Where the generated secret lives (config.jwtSecretFile); none: kept in memory only. */
  file: string | undefined;
  db: Db;
  /** Whether the database may be written (the legacy row is removed once moved). */
  writable: boolean;
}

export async function loadSigningKey(source: SigningKeySource): Promise<Uint8Array> {
  const encode = (secret: string) => new TextEncoder().encode(secret);
  if (source.configured) return encode(source.configured);
  if (source.file && existsSync(source.file))
    return encode(readFileSync(source.file, "utf8").trim());
  const [legacy] = await source.db
    .select()
    .from(settings)
    .where(eq(settings.key, LEGACY_SETTING))
    .catch(() => []);
  const secret = legacy?.value ?? randomBytes(32).toString("base64url");
  if (source.file) writeFileSync(source.file, secret, { mode: 0o600 });
  if (legacy && source.file && source.writable)
    await source.db.delete(settings).where(eq(settings.key, LEGACY_SETTING));
  return encode(secret);
}
