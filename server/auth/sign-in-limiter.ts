/**
 * Limits on failed sign-ins (password grant, first-login code, password change), per account and
 * per client address, in memory (one venue, one process). They slow an attacker without locking
 * the employee out:
 * - an attempt counts as a failure from the moment it is reserved, BEFORE the secret is checked,
 *   so a burst in flight cannot slip past; a success forgets the account's failures and gives the
 *   address its attempt back;
 * - past `perAccount` failures (`perAddress` for an address) each further attempt must wait a
 *   growing delay after the last one (1 s, 2 s, 4 s ... at most MAX_DELAY_MS): 429
 *   too_many_attempts with a short Retry-After, never a lock-out of the right password for long;
 * - a tablet that has signed in to the account before (its `device` proof, device-proof.ts) has
 *   its own budget for that account and no address budget: an attacker's failures elsewhere do
 *   not slow the account's owner on their own tablet.
 * Failures are forgotten `windowSeconds` after the last one.
 */
import type { AppDeps } from "../http/app-env";

export const MAX_DELAY_MS = 60_000;

export class TooManyAttempts extends Error {
  /** `first`: the first refusal since the last attempt let through (the one the log records). */
  constructor(
    readonly retryAfterSeconds: number,
    readonly first = false,
  ) {
    super("Too many failed attempts");
    this.name = "TooManyAttempts";
  }
}

export interface SignInAttempt {
  /** The secret was right: the account's failures are forgotten, the address's point returned. */
  succeeded(): Promise<void>;
}

export interface SignInLimiter {
  /**
   * Reserves an attempt on `account` (an e-mail or an employee id) from `address`; `device`: the
   * known tablet's id when its proof for this account is valid.
   */
  attempt(account: string, address: string, device?: string): Promise<SignInAttempt>;
}

interface Failures {
  count: number;
  /** When the next attempt may be made. */
  nextAt: number;
  lastAt: number;
  /** Whether an attempt was refused since the last one let through. */
  refused?: boolean;
}

export function delayAfter(failures: number, free: number): number {
  return failures < free ? 0 : Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - free));
}

export function createSignInLimiter(
  limits: { perAccount: number; perAddress: number; windowSeconds: number },
  now: () => number = Date.now,
): SignInLimiter {
  const counters = new Map<string, Failures>();
  const windowMs = limits.windowSeconds * 1000;
  const read = (key: string, at: number): Failures => {
    const known = counters.get(key);
    if (known && at - known.lastAt < windowMs) return known;
    const fresh = { count: 0, nextAt: 0, lastAt: at };
    if (counters.size > 100_000) counters.clear();
    counters.set(key, fresh);
    return fresh;
  };

  return {
    async attempt(account, address, device) {
      const at = now();
      const accountKey = `account:${account.trim().toLowerCase()}${device ? `|${device}` : ""}`;
      // A known tablet is no stranger: the address's budget (which anyone behind it shares) is
      // not its concern.
      const keys: [string, number][] = [[accountKey, limits.perAccount]];
      if (!device) keys.unshift([`address:${address}`, limits.perAddress]);
      const records = keys.map(([key, free]) => ({ key, free, failures: read(key, at) }));
      const wait = Math.max(...records.map((r) => r.failures.nextAt - at));
      if (wait > 0) {
        const first = records.every((r) => !r.failures.refused);
        for (const r of records) r.failures.refused = true;
        throw new TooManyAttempts(Math.max(1, Math.ceil(wait / 1000)), first);
      }
      for (const { failures, free } of records) {
        failures.refused = false;
        failures.count += 1;
        failures.lastAt = at;
        failures.nextAt = at + delayAfter(failures.count, free);
      }
      return {
        async succeeded() {
          counters.delete(accountKey);
          const byAddress = records.find((r) => r.key.startsWith("address:"))?.failures;
          if (byAddress) {
            byAddress.count = Math.max(0, byAddress.count - 1);
            byAddress.nextAt = byAddress.lastAt + delayAfter(byAddress.count, limits.perAddress);
          }
        },
      };
    },
  };
}

// One limiter per app, made on first use from its configuration.
const limiters = new WeakMap<AppDeps["config"], SignInLimiter>();

export function signInLimiterOf(deps: Pick<AppDeps, "config">): SignInLimiter {
  let limiter = limiters.get(deps.config);
  if (!limiter) {
    limiter = createSignInLimiter(deps.config.signInLimits);
    limiters.set(deps.config, limiter);
  }
  return limiter;
}
