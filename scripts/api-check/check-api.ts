/**
 * `npm run check-api -- <base-url> [--write]`: whether an API is one the PWA can work with. Signs
 * in with the password grant, calls every read endpoint of the contract (src/contract/
 * endpoints.ts) and checks each answer against its declaration; with `write`, also the mutations
 * of write-checks.ts, undoing what they create. One line per endpoint, then the tally.
 */
import { ENDPOINTS, NAMED_ENDPOINTS } from "../../src/contract/endpoints";
import { readChecks, Seen, writes, type CheckResult } from "./read-checks";
import { signIn, type Credentials, type Target } from "./target";
import { writeChecks } from "./write-checks";

export interface CheckOptions extends Target {
  credentials: Credentials;
  write?: boolean;
  /** Each line as it is known (the CLI prints it). */
  log?: (line: string) => void;
}

export interface CheckReport {
  results: CheckResult[];
  checked: number;
  failed: number;
  /** The last line: "N endpoints checked, F failed". */
  summary: string;
}

export const lineOf = (r: CheckResult) =>
  `${r.outcome.padEnd(7)} ${r.label}${r.detail ? `: ${r.detail}` : ""}`;

export async function checkApi(options: CheckOptions): Promise<CheckReport> {
  const log = options.log ?? (() => undefined);
  const token = await signIn(options, options.credentials);
  const seen = new Seen();
  const results = await readChecks(options, token, NAMED_ENDPOINTS, seen);
  results.forEach((r) => log(lineOf(r)));
  if (options.write) {
    const writes = await writeChecks(options, token, seen, (r) => log(lineOf(r)));
    results.push(...writes);
  } else {
    const mutations = ENDPOINTS.filter(writes).length;
    log(`(${mutations} mutations not called: add --write, against a test venue, to check them)`);
  }
  // An endpoint called twice (a bonus added, then taken back) counts once.
  const checked = new Set(results.filter((r) => r.outcome !== "skipped").map((r) => r.label)).size;
  const failed = new Set(results.filter((r) => r.outcome === "failed").map((r) => r.label)).size;
  const summary = `${checked} endpoints checked, ${failed} failed`;
  log(summary);
  return { results, checked, failed, summary };
}
