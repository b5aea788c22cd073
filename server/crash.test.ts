// @vitest-environment node
/**
 * Exactly once across crashes, the short run for CI (server/testing/crash-harness.ts; the long
 * one is `npm run crash-test`): the real server SIGKILLed during keyed bonus writes, restarted,
 * every unacknowledged request retried with its key.
 */
import { expect, it } from "vitest";
import { runCrashTest } from "./testing/crash-harness";

it("applies every keyed action exactly once across SIGKILLs, and the database stays sound", async () => {
  const report = await runCrashTest({
    kills: 6,
    actionsPerKill: 30,
    inFlight: 12,
    port: 4796,
    answerDelayMs: 20,
  });
  expect(report).toMatchObject({ actions: 180, doubled: 0, lost: 0, integrity: "ok" });
  // Some kills fell between a commit and its answer, and those retries were replayed.
  expect(report.replayed).toBeGreaterThan(0);
}, 240_000);
