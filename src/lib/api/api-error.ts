import { isApiErrorBody, type ErrorCode, type FieldIssue } from "@/contract/errors";

/** The API answered with an error status. `code` is the machine code of its body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly issues: FieldIssue[] = [],
    /** Seconds to wait before trying again (a 429's or 503's Retry-After), when the server said. */
    readonly retryAfter?: number,
  ) {
    super(`API error ${status} ${code}`);
    this.name = "ApiError";
  }

  static fromResponse(status: number, body: unknown, retryAfterHeader?: string | null): ApiError {
    const seconds = Number(retryAfterHeader);
    const retryAfter =
      retryAfterHeader && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
    if (isApiErrorBody(body)) return new ApiError(status, body.code, body.issues ?? [], retryAfter);
    const oauth = body as { error?: unknown } | null;
    if (oauth && typeof oauth.error === "string")
      return new ApiError(status, oauth.error as ErrorCode, [], retryAfter);
    return new ApiError(
      status,
      status === 401
        ? "unauthorized"
        : status === 403
          ? "forbidden"
          : status === 404
            ? "not_found"
            : "server_error",
    );
  }
}

/** No answer at all: offline, DNS, connection refused. Never a reason to log anyone out. */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super("Network error", { cause });
    this.name = "NetworkError";
  }
}
