import { isApiErrorBody, type ErrorCode, type FieldIssue } from "@/contract/errors";

/** The API answered with an error status. `code` is the machine code of its body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly issues: FieldIssue[] = [],
  ) {
    super(`API error ${status} ${code}`);
    this.name = "ApiError";
  }

  static fromResponse(status: number, body: unknown): ApiError {
    if (isApiErrorBody(body)) return new ApiError(status, body.code, body.issues ?? []);
    const oauth = body as { error?: unknown } | null;
    if (oauth && typeof oauth.error === "string")
      return new ApiError(status, oauth.error as ErrorCode);
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
