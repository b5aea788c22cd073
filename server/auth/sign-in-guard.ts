import type { Context } from "hono";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { clientAddress } from "./client-address";
import { HashBusyError } from "./hash-gate";
import { writeTransaction } from "../db/write-transaction";
import { backOfficeMachine, logAction } from "../monitor/monitor-log";
import { signInLimiterOf, TooManyAttempts, type SignInAttempt } from "./sign-in-limiter";

/**
 * The sign-in limits of a route that checks a secret (sign-in-limiter.ts): reserves an attempt
 * for `account` from the caller's address (or its known tablet, `device`), or refuses with 429
 * too_many_attempts and Retry-After.
 */
export async function reserveAttempt(
  c: Context<AppEnv>,
  account: string,
  device?: string,
): Promise<SignInAttempt> {
  try {
    return await signInLimiterOf(c.get("deps")).attempt(account, clientAddress(c), device);
  } catch (error) {
    // Logged once when the slowing starts, not at each refused try (a flood writes nothing).
    if (error instanceof TooManyAttempts && error.first)
      await logSignIn(c, "SignInThrottled", account);
    throw asApiError(c, error);
  }
}

/** Logs a sign-in refused or slowed, with the account tried (its own small write). */
export async function logSignIn(
  c: Context<AppEnv>,
  type: "SignInRefused" | "SignInThrottled",
  account: string,
  employeeId?: number,
): Promise<void> {
  await writeTransaction(c.get("deps").db, (tx) =>
    logAction(tx, { type, machineName: backOfficeMachine(c), employeeId, detail: account }),
  );
}

/**
 * A limit refusal or a full hash queue as the API's error, with its Retry-After header;
 * anything else unchanged.
 */
export function asApiError(c: Context<AppEnv>, error: unknown): unknown {
  if (error instanceof TooManyAttempts) {
    c.header("Retry-After", String(error.retryAfterSeconds));
    return new ApiError(429, "too_many_attempts");
  }
  if (error instanceof HashBusyError) {
    c.header("Retry-After", "1");
    return new ApiError(503, "server_busy");
  }
  return error;
}
