/**
 * One server per database file: two servers writing one file fail each other's writes (their
 * writer queues, write-transaction.ts, know nothing of each other). At start, main.ts claims the
 * file with a lock file beside it holding its process id; a second server finds it, sees that
 * process alive, and refuses to start, saying why. A lock left by a server that was killed is
 * taken over.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeFileSync, writeSync } from "node:fs";

export class DatabaseInUse extends Error {
  constructor(
    readonly file: string,
    readonly pid: number,
  ) {
    super(
      `Another server (process ${pid}) already serves ${file}. Stop it first, or give this one another DATABASE_URL.`,
    );
    this.name = "DatabaseInUse";
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live process whose server holds `file` (this one included), if any. */
export function holderOf(file: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(`${file}.server.lock`, "utf8").trim());
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : undefined;
}

/** Claims `file` for this process; answers the release. Throws DatabaseInUse. */
export function claimDatabase(file: string): () => void {
  const lock = `${file}.server.lock`;
  try {
    const fd = openSync(lock, "wx", 0o600);
    writeSync(fd, String(process.pid));
    closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const pid = holderOf(file);
    if (pid !== undefined && pid !== process.pid) throw new DatabaseInUse(file, pid);
    writeFileSync(lock, String(process.pid), { mode: 0o600 });
  }
  return () => {
    try {
      if (readFileSync(lock, "utf8").trim() === String(process.pid)) unlinkSync(lock);
    } catch {
      // Already gone.
    }
  };
}
