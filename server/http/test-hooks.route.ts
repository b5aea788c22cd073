/**
 * Test-only faults, registered only when TEST_HOOKS is on (config.ts): without it the routes do
 * not exist (404) and no fault can be armed.
 *
 * POST /api/test/lose-next-answers `{ "count": n }` (default 1), any signed-in employee: the next
 * n keyed mutations are applied and their answers stored as usual, then a 503 `server_error` is
 * sent instead (see mutation.middleware.ts), as if the answer had been lost on its way back. A
 * retry with the same Idempotency-Key gets the stored answer replayed: what the PWA's outbox
 * relies on, tested end to end.
 *
 * POST /api/test/slow-answers `{ "ms": n }` (0 to 1000): every keyed mutation's answer then waits
 * n ms after its commit, so the crash test (server/testing/crash-harness.ts) kills the server
 * between commit and answer often, the case a retry must get replayed and not applied again.
 */
import type { Hono } from "hono";
import { testHooksApi } from "../../src/contract/test-hooks.endpoints";
import type { AppDeps, AppEnv } from "./app-env";
import { defineRoute } from "./define-route";

export function registerTestHookRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  if (!deps.config.testHooks) return;
  const hooks = (deps.testHooks ??= { loseNextAnswers: 0, answerDelayMs: 0 });

  defineRoute(app, testHooksApi.loseNextAnswers, (c, { body: { count } }) => {
    hooks.loseNextAnswers = count;
    return c.json({ loseNextAnswers: hooks.loseNextAnswers });
  });

  defineRoute(app, testHooksApi.slowAnswers, (c, { body: { ms } }) => {
    hooks.answerDelayMs = ms;
    return c.json({ answerDelayMs: hooks.answerDelayMs });
  });
}
