/**
 * `npm run crash-test [-- --kills N]`: the long run of server/testing/crash-harness.ts (default
 * 100 kills); CI runs a short one in server/crash.test.ts. Exits 1 when an action was doubled or
 * lost, or the database is damaged.
 */
import { runCrashTest } from "../server/testing/crash-harness";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const report = await runCrashTest({
  kills: arg("kills", 100),
  actionsPerKill: arg("actions", 40),
  inFlight: arg("in-flight", 16),
  port: arg("port", 4798),
  answerDelayMs: arg("delay", 20),
  log: (line) => console.log(line),
});
console.log(
  `crash test: ${report.kills} kills, ${report.actions} actions, ${report.retries} retries (${report.replayed} replayed), ` +
    `doubled ${report.doubled}, lost ${report.lost}, integrity ${report.integrity}, ${report.seconds.toFixed(1)} s`,
);
process.exit(report.doubled === 0 && report.lost === 0 && report.integrity === "ok" ? 0 : 1);
