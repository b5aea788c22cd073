// @vitest-environment node
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { claimDatabase } from "./instance-lock";

const dir = mkdtempSync(join(tmpdir(), "backoffice-claim-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Another process trying to claim `file`: its exit code and what it said. */
function claimElsewhere(file: string) {
  const script = `
    import { claimDatabase } from ${JSON.stringify(join(process.cwd(), "server/db/instance-lock.ts"))};
    try { claimDatabase(${JSON.stringify(file)}); console.log("claimed"); }
    catch (error) { console.log(error.message); process.exit(1); }
  `;
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script],
    {
      encoding: "utf8",
    },
  );
  return { status: run.status, said: run.stdout.trim() };
}

describe("one server per database file", () => {
  it("a second server is refused while the first runs, and says why", () => {
    const file = join(dir, "venue.db");
    const release = claimDatabase(file);
    const second = claimElsewhere(file);
    expect(second.status).toBe(1);
    expect(second.said).toBe(
      `Another server (process ${process.pid}) already serves ${file}. Stop it first, or give this one another DATABASE_URL.`,
    );
    release();
    expect(existsSync(`${file}.server.lock`)).toBe(false);
    expect(claimElsewhere(file)).toEqual({ status: 0, said: "claimed" });
  });

  it("the lock of a server that was killed is taken over", () => {
    const file = join(dir, "killed.db");
    // A process id no process has (above the kernel's maximum).
    writeFileSync(`${file}.server.lock`, "4194305");
    expect(claimElsewhere(file)).toEqual({ status: 0, said: "claimed" });
  });
});
