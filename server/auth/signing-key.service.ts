import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { settings } from "../db/schema/settings.schema";

const SETTING = "jwt_secret";

/**
 * The access tokens' HS256 key: JWT_SECRET when given, otherwise a secret generated on the first
 * start and kept in the database, so signed-in users stay signed in across restarts.
 */
export async function loadSigningKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(settings)
    .values({ key: SETTING, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  // Read back rather than trust our own insert: another process may have won the race.
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTING));
  if (!row) throw new Error("The JWT secret could not be stored in the settings table");
  return new TextEncoder().encode(row.value);
}
