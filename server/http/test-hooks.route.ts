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
import { z } from "zod";
import type { AppDeps, AppEnv } from "./app-env";
import { defineRoute } from "./define-route";

const loseSchema = z.object({ count: z.number().int().min(1).max(1000).default(1) });
const slowSchema = z.object({ ms: z.number().int().min(0).max(1000) });
const TAG = "Test hooks";

export function registerTestHookRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  if (!deps.config.testHooks) return;
  const hooks = (deps.testHooks ??= { loseNextAnswers: 0, answerDelayMs: 0 });

  defineRoute(app, {
    method: "post",
    path: "/api/test/lose-next-answers",
    requirement: "signedIn",
    summary: "Test only: the next keyed mutations' answers are stored, then lost (503)",
    tag: TAG,
    body: loseSchema,
    bodyFormat: "optionalJson",
    answers: { 200: z.object({ loseNextAnswers: z.number().int().min(0).max(1000) }) },
    handler: (c, { body: { count } }) => {
      hooks.loseNextAnswers = count;
      return c.json({ loseNextAnswers: hooks.loseNextAnswers });
    },
  });

  defineRoute(app, {
    method: "post",
    path: "/api/test/slow-answers",
    requirement: "signedIn",
    summary: "Test only: keyed mutations' answers wait this long after their commit",
    tag: TAG,
    body: slowSchema,
    bodyFormat: "optionalJson",
    answers: { 200: z.object({ answerDelayMs: z.number().int().min(0).max(1000) }) },
    handler: (c, { body: { ms } }) => {
      hooks.answerDelayMs = ms;
      return c.json({ answerDelayMs: hooks.answerDelayMs });
    },
  });
}
