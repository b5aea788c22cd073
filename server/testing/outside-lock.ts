/**
 * Another process holding a database file's write lock, as a backup tool, a `sqlite3` edit or a
 * second server would: for server/db/external-lock.test.ts and bench/faults.ts. Resolves once the
 * lock is held, with the moment it is let go.
 */
import { spawn } from "node:child_process";

export function holdWriteLock(file: string, ms: number): Promise<{ ended: Promise<void> }> {
  const script = `
    import { createClient } from "@libsql/client";
    const c = createClient({ url: ${JSON.stringify(`file:${file}`)} });
    const tx = await c.transaction("write");
    await tx.execute("SELECT 1");
    console.log("locked");
    await new Promise((r) => setTimeout(r, ${ms}));
    await tx.commit();
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ended = new Promise<void>((resolve) => child.on("close", () => resolve()));
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => d.toString().includes("locked") && resolve({ ended }));
    child.on("close", (code) =>
      reject(new Error(`the lock holder exited (${code}) before locking`)),
    );
  });
}
