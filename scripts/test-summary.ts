/** Adds up the unit/API and end-to-end results into the one closing line CI reads. */
import { existsSync, readFileSync } from "node:fs";

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}
interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function read<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as T) : undefined;
}

const unit = read<VitestJson>(".test-reports/unit.json");
/** The server's tests run again under Node.js 24 (scripts/test-all.sh). */
const node24 = read<VitestJson>(".test-reports/unit-node24.json");
const e2e = read<PlaywrightJson>(".test-reports/e2e.json");
const passed = (unit?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0);
const failed =
  (unit?.numFailedTests ?? 0) + (node24?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (e2e?.stats.skipped ?? 0);
console.log(
  `\nunit and API: ${unit?.numPassedTests ?? 0} passed; end to end: ${e2e ? e2e.stats.expected + e2e.stats.flaky : 0} passed`,
);
if (node24)
  console.log(
    `under Node.js 24, the server: ${node24.numPassedTests} passed, ${node24.numFailedTests} failed`,
  );
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
