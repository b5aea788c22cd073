/**
 * The server's own daily backup (BACKUP_DIR, BACKUP_KEEP): at start and every hour, when the
 * newest backup in the folder is a day old or more, a new one is made by `npm run backup`'s
 * script in a child process (the copy never blocks the server's event loop), then the oldest
 * beyond BACKUP_KEEP are removed. A failure is logged and tried again the next hour.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const PREFIX = "backoffice-";
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const SCRIPT = fileURLToPath(new URL("../../scripts/backup.ts", import.meta.url));

export interface DailyBackups {
  /** Makes a backup now if the newest is a day old; answers the file made, if any. */
  runIfDue: () => Promise<string | undefined>;
  stop: () => void;
}

/** The folder's backups, newest first. */
export function listBackups(dir: string): { file: string; at: number }[] {
  return readdirSync(dir)
    .filter((name) => name.startsWith(PREFIX) && name.endsWith(".db"))
    .map((name) => ({ file: join(dir, name), at: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
}

function runScript(target: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", SCRIPT, target], {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("close", (code) => resolve(code === 0));
    child.on("error", () => resolve(false));
  });
}

export function startDailyBackups(options: {
  databaseUrl: string;
  dir: string;
  keep: number;
  log?: (line: string) => void;
  now?: () => number;
}): DailyBackups {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(line));
  let running: Promise<string | undefined> | undefined;
  const runIfDue = () =>
    (running ??= (async () => {
      mkdirSync(options.dir, { recursive: true });
      const newest = listBackups(options.dir)[0];
      if (newest && now() - newest.at < DAY_MS) return undefined;
      const stamp = new Date(now()).toISOString().slice(0, 16).replace(/[:T]/g, "-");
      const target = join(options.dir, `${PREFIX}${stamp}.db`);
      const made = await runScript(target, { ...process.env, DATABASE_URL: options.databaseUrl });
      if (!made) {
        log(`[backup] the daily backup into ${target} failed; it is tried again in an hour`);
        return undefined;
      }
      for (const old of listBackups(options.dir).slice(options.keep))
        rmSync(old.file, { force: true });
      log(`[backup] daily backup: ${target}`);
      return target;
    })().finally(() => (running = undefined)));
  void runIfDue();
  const timer = setInterval(() => void runIfDue(), HOUR_MS);
  timer.unref();
  return { runIfDue, stop: () => clearInterval(timer) };
}
