/**
 * npm run restore -- <backup file>
 * Puts a backup in place of the venue's database (DATABASE_URL), refused while the server runs;
 * the backup is checked first and the current database kept beside it (server/db/backup.ts).
 * README, "Back up and restore".
 */
import { resolve } from "node:path";
import { restoreDatabase } from "../server/db/backup";
import { loadConfig, localDatabaseFile } from "../server/config";

const backup = process.argv.slice(2).find((a) => !a.startsWith("--"));
const file = localDatabaseFile(loadConfig().databaseUrl);
if (!backup || !file) {
  console.error(
    file
      ? "usage: npm run restore -- <backup file>   (with the server stopped)"
      : "DATABASE_URL is not a file: restore a remote database with its own tools",
  );
  process.exit(2);
}
try {
  const { check, kept } = await restoreDatabase(resolve(backup), file);
  if (!check.ok) {
    console.error(`Nothing was changed: the backup failed its check: ${check.detail}`);
    process.exit(1);
  }
  console.log(
    `Restored ${resolve(backup)} into ${file} (${check.detail}).${kept ? ` The previous database is kept as ${kept}.` : ""} Start the server (npm run serve) and check GET /api/health.`,
  );
} catch (error) {
  console.error(`Nothing was changed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
