/**
 * Machine codes of the API's 400/401/403/404/409 bodies. The server answers `{ code, message?,
 * issues? }`; the PWA turns a code into a message in the user's language, never shows raw text.
 */
export const ERROR_CODES = [
  // OAuth token endpoint (RFC 6749 names)
  "invalid_request",
  "invalid_client",
  "invalid_grant",
  "unsupported_grant_type",
  // generic
  "unauthorized",
  "forbidden",
  "not_found",
  "validation_failed",
  "idempotency_conflict",
  "constraint_violation",
  "server_error",
  // passwords (spec section 8)
  "password_already_set",
  "first_set_not_allowed",
  "old_password_invalid",
  "new_password_equals_old",
  "user_not_exist",
  "password_rule",
  // sign-in limits: too many failures (429, Retry-After), password checks saturated (503)
  "too_many_attempts",
  "server_busy",
  // roles (spec section 5)
  "own_role_rights",
  "right_not_held",
  "role_rank",
  // employees (src/contract/employees.ts)
  "employee_already_exist",
  "role_status_conflict",
  "rank_too_high",
  "cannot_delete_self",
  // cards, staff cards and kiosks (spec sections 7 and 8)
  "number_duplicated",
  "card_already_linked",
  "card_inactive",
  "same_card",
  "insufficient_bonus",
  "device_unavailable",
  "balance_limit",
  // catalogue (src/contract/catalogue.ts)
  "code_duplicated",
  "too_many_devices",
  "unknown_reference",
  // devices (src/contract/devices.ts)
  "device_unlinked",
  "device_no_game",
  "staff_card_unknown",
  "version_duplicated",
  "unknown_key",
  "device_mismatch",
  // snacks (src/contract/snacks.ts)
  "location_in_use",
  // free play and happy hour periods (src/contract/planning.ts)
  "period_conflict",
  "unknown_game",
  "unknown_category",
  "too_many_periods",
  // a device command the outbox did not send in time (never from the server)
  "command_expired",
  // the server's own state (server/http/body-first.ts, server/db/storage-faults.ts)
  "body_timeout",
  "storage_read_only",
  "storage_full",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** One field problem: the field's path and the rule code of `rules.ts` (e.g. "max_length:254"). */
export interface FieldIssue {
  path: string;
  rule: string;
}

export interface ApiErrorBody {
  code: ErrorCode;
  message?: string;
  issues?: FieldIssue[];
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { code?: unknown }).code === "string"
  );
}
