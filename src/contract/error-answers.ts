/**
 * Zod schemas of the API's error bodies (errors.ts), for the server's route declarations and its
 * OpenAPI document; kept apart from errors.ts so the PWA's error handling does not load zod.
 */
import { z } from "zod";
import type { ErrorCode } from "./errors";

/** One field problem as the API sends it (see FieldIssue). */
export const fieldIssueSchema = z.object({ path: z.string(), rule: z.string() });

/** The body of an error answer that carries one of `codes`. */
export function errorAnswerSchema(codes: readonly [ErrorCode, ...ErrorCode[]]) {
  return z.object({
    code: z.enum(codes),
    message: z.string().optional(),
    issues: z.array(fieldIssueSchema).optional(),
  });
}
