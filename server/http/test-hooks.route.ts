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
import type { Context, Hono } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "./app-env";
import { defineRoute } from "./define-route";
import { parseWith } from "./validation";

const loseSchema = z.object({ count: z.number().int().min(1).max(1000).default(1) });
const slowSchema = z.object({ ms: z.number().int().min(0).max(1000) });

/** The JSON body, or undefined when malformed (then refused by the schema like any bad input). */
async function optionalJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return text.trim() ? (JSON.parse(text) as unknown) : {};
  } catch {
    return undefined;
  }
}

export function registerTestHookRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  if (!deps.config.testHooks) return;
  const hooks = (deps.testHooks ??= { loseNextAnswers: 0, answerDelayMs: 0 });

  defineRoute(app, "post", "/api/test/lose-next-answers", "signedIn", async (c) => {
    const { count } = parseWith(loseSchema, await optionalJson(c));
    hooks.loseNextAnswers = count;
    return c.json({ loseNextAnswers: hooks.loseNextAnswers });
  });

  defineRoute(app, "post", "/api/test/slow-answers", "signedIn", async (c) => {
    hooks.answerDelayMs = parseWith(slowSchema, await optionalJson(c)).ms;
    return c.json({ answerDelayMs: hooks.answerDelayMs });
  });
}
