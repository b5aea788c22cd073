import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, ErrorCode, FieldIssue } from "../../src/contract/errors";

/**
 * A refusal the client is meant to understand: thrown anywhere in a request, turned into
 * `status` + `{ code, message?, issues? }` by the app's error handler.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly details: { message?: string; issues?: FieldIssue[] } = {},
  ) {
    super(details.message ?? code);
    this.name = "ApiError";
  }

  get body(): ApiErrorBody {
    return { code: this.code, ...this.details };
  }
}
