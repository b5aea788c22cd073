/**
 * Test-only faults, registered only when TEST_HOOKS is on (config.ts): without it the routes do
 * not exist (404) and no fault can be armed.
 *
 * POST /api/test/lose-next-answers `{ "count": n }` (default 1), any signed-in employee: the next
 * n keyed mutations are applied and their answers stored as usual, then a 503 `server_error` is
 * sent instead (see idempotency.middleware.ts), as if the answer had been lost on its way back. A
 * retry with the same Idempotency-Key gets the stored answer replayed: what the PWA's outbox
 * relies on, tested end to end.
 */
import type { Hono } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "./app-env";
import { defineRoute } from "./define-route";
import { parseWith } from "./validation";

const loseSchema = z.object({ count: z.number().int().min(1).max(1000).default(1) });

export function registerTestHookRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  if (!deps.config.testHooks) return;
  const hooks = (deps.testHooks ??= { loseNextAnswers: 0 });

  defineRoute(app, "post", "/api/test/lose-next-answers", "signedIn", async (c) => {
    const text = await c.req.text();
    let raw: unknown = {};
    try {
      if (text.trim()) raw = JSON.parse(text);
    } catch {
      raw = undefined; // refused below like any malformed body
    }
    const { count } = parseWith(loseSchema, raw);
    hooks.loseNextAnswers = count;
    return c.json({ loseNextAnswers: hooks.loseNextAnswers });
  });
}
