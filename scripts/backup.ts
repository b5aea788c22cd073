/**
 * npm run backup -- <file>
 * A consistent copy of the venue's database (DATABASE_URL, as the server reads it) into <file>,
 * made while the server runs, then checked (server/db/backup.ts). README, "Back up and restore".
 */
import { resolve } from "node:path";
import { backupDatabase } from "../server/db/backup";
import { loadConfig, localDatabaseFile } from "../server/config";

const target = process.argv.slice(2).find((a) => !a.startsWith("--"));
const source = localDatabaseFile(loadConfig().databaseUrl);
if (!target || !source) {
  console.error(
    source
      ? "usage: npm run backup -- <file>   (e.g. backups/venue-2026-11-26.db)"
      : "DATABASE_URL is not a file: back up a remote database with its own tools",
  );
  process.exit(2);
}
try {
  const check = await backupDatabase(source, resolve(target));
  if (!check.ok) {
    console.error(`The backup failed its check and was removed: ${check.detail}`);
    process.exit(1);
  }
  console.log(
    `Backed up ${source} into ${resolve(target)} (${check.bytes} bytes, checked: ${check.detail})`,
  );
} catch (error) {
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
