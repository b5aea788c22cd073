/**
 * Backups a venue can restore (README, "Back up and restore"):
 * - `backupDatabase`: a consistent copy of the database while the server runs (`VACUUM INTO`, a
 *   read transaction: writes go on; a plain `cp` would miss what is still in the WAL file), then
 *   checked (`checkDatabaseFile`);
 * - `restoreDatabase`: refused while a server serves the file (instance-lock.ts); the backup is
 *   checked first; the current database is kept beside it (`<file>.before-restore-<time>`), then
 *   the backup takes its place.
 * Used by `npm run backup` / `npm run restore` (scripts/) and by the server's daily backup.
 */
import { copyFileSync, existsSync, renameSync, rmSync, statSync } from "node:fs";
import { createClient } from "@libsql/client";
import { DatabaseInUse, holderOf } from "./instance-lock";

export interface BackupCheck {
  ok: boolean;
  /** What is wrong, said for the operator; the counts when it is well. */
  detail: string;
  bytes: number;
}

const quote = (path: string) => `'${path.replaceAll("'", "''")}'`;

/** Whether `file` is a whole, readable database of this server (integrity_check, its tables). */
export async function checkDatabaseFile(file: string): Promise<BackupCheck> {
  if (!existsSync(file)) return { ok: false, detail: `${file} does not exist`, bytes: 0 };
  const bytes = statSync(file).size;
  if (bytes === 0) return { ok: false, detail: `${file} is empty (0 bytes)`, bytes };
  const client = createClient({ url: `file:${file}` });
  try {
    const integrity = await client.execute("PRAGMA integrity_check");
    const verdict = (integrity.rows[0]?.[0] as string | undefined) ?? "no answer";
    if (verdict !== "ok") return { ok: false, detail: `${file} is damaged: ${verdict}`, bytes };
    const counts = await client.execute(
      "SELECT (SELECT count(*) FROM roles) AS roles, (SELECT count(*) FROM employees) AS employees, (SELECT count(*) FROM customers) AS customers, (SELECT count(*) FROM cards) AS cards",
    );
    const row = counts.rows[0]!;
    if (Number(row.roles) === 0)
      return { ok: false, detail: `${file} holds no venue (no roles)`, bytes };
    return {
      ok: true,
      detail: `${Number(row.employees)} employees, ${Number(row.customers)} customers, ${Number(row.cards)} cards`,
      bytes,
    };
  } catch (error) {
    return {
      ok: false,
      detail: `${file} is not a database of this server (${error instanceof Error ? error.message : String(error)})`,
      bytes,
    };
  } finally {
    client.close();
  }
}

/** Copies the database at `source` into `target` (which must not exist), consistently, and checks it. */
export async function backupDatabase(source: string, target: string): Promise<BackupCheck> {
  if (existsSync(target)) throw new Error(`${target} already exists: choose another file name`);
  const client = createClient({ url: `file:${source}` });
  try {
    // Another process's write lock is waited for, as the server waits for this read.
    await client.execute("PRAGMA busy_timeout = 10000");
    await client.execute(`VACUUM INTO ${quote(target)}`);
  } finally {
    client.close();
  }
  const check = await checkDatabaseFile(target);
  if (!check.ok) rmSync(target, { force: true });
  return check;
}

/** Puts `backup` in place of `file`, keeping the current one; answers where it was kept. */
export async function restoreDatabase(
  backup: string,
  file: string,
  now = new Date(),
): Promise<{ check: BackupCheck; kept: string | undefined }> {
  const pid = holderOf(file);
  if (pid !== undefined) throw new DatabaseInUse(file, pid);
  const check = await checkDatabaseFile(backup);
  if (!check.ok) return { check, kept: undefined };
  let kept: string | undefined;
  if (existsSync(file)) {
    kept = `${file}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    renameSync(file, kept);
    for (const suffix of ["-wal", "-shm"])
      if (existsSync(file + suffix)) renameSync(file + suffix, kept + suffix);
  }
  copyFileSync(backup, file);
  return { check, kept };
}
