/**
 * Test-only faults (server/http/test-hooks.route.ts): served only when the server runs with
 * TEST_HOOKS, so they are not endpoints of the product (endpoints.ts lists them apart).
 */
import { z } from "zod";
import { endpoint } from "./endpoint";

const TAG = "Test hooks";

export const testHooksApi = {
  loseNextAnswers: endpoint({
    method: "post",
    path: "/api/test/lose-next-answers",
    requirement: "signedIn",
    summary: "Test only: the next keyed mutations' answers are stored, then lost (503)",
    tag: TAG,
    body: z.object({ count: z.number().int().min(1).max(1000).default(1) }),
    bodyFormat: "optionalJson",
    answers: { 200: z.object({ loseNextAnswers: z.number().int().min(0).max(1000) }) },
  }),
  slowAnswers: endpoint({
    method: "post",
    path: "/api/test/slow-answers",
    requirement: "signedIn",
    summary: "Test only: keyed mutations' answers wait this long after their commit",
    tag: TAG,
    body: z.object({ ms: z.number().int().min(0).max(1000) }),
    bodyFormat: "optionalJson",
    answers: { 200: z.object({ answerDelayMs: z.number().int().min(0).max(1000) }) },
  }),
};
