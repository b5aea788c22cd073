/**
 * Database failures as the app's error handler (app.ts) sees them. A constraint the database
 * enforces (a unique key, a foreign key, a bound trigger of migration 0002) is the client's
 * refusal, a 4xx with a code, never a 500. What is logged of any failure names the SQLite code
 * and message only: drizzle's own message carries the query's parameters (personal data).
 */
import { sqliteFailure } from "../db/storage-faults";
import { ApiError } from "./api-error";

export { sqliteFailure };

const TRIGGER_CODES = ["balance_limit", "device_unavailable"] as const;

/** The refusal a database constraint stands for, or undefined for any other failure. */
export function constraintRefusal(error: unknown): ApiError | undefined {
  const failure = sqliteFailure(error);
  if (!failure?.code.startsWith("SQLITE_CONSTRAINT")) return undefined;
  // The triggers of migrations 0002 and 0003 abort with the code the client gets.
  const code = TRIGGER_CODES.find((c) => failure.message.includes(c));
  if (failure.code === "SQLITE_CONSTRAINT_TRIGGER" && code) return new ApiError(400, code);
  return new ApiError(409, "constraint_violation");
}

/** One log line for an unexpected failure: no SQL parameters, a stack only for non-database bugs. */
export function describeFailure(error: unknown): string {
  const failure = sqliteFailure(error);
  if (failure) return `${failure.code}: ${failure.message}`;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
