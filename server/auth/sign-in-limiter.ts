/**
 * Limits on failed sign-ins (password grant, first-login code, password change), per account and
 * per client address, with rate-limiter-flexible's in-memory limiter (one venue, one process).
 * An attempt reserves a point on both counters BEFORE the password is checked, so a burst in
 * flight cannot slip past the limit; a success gives the address's point back and clears the
 * account's counter. Past a limit: `TooManyAttempts` (429 too_many_attempts, Retry-After).
 */
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { AppDeps } from "../http/app-env";

export class TooManyAttempts extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Too many failed attempts");
    this.name = "TooManyAttempts";
  }
}

export interface SignInAttempt {
  /** The secret was right: the account's failures are forgotten, the address's point returned. */
  succeeded(): Promise<void>;
}

export interface SignInLimiter {
  /** Reserves an attempt on `account` (an e-mail or an employee id) from `address`. */
  attempt(account: string, address: string): Promise<SignInAttempt>;
}

export function createSignInLimiter(limits: {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}): SignInLimiter {
  const accounts = new RateLimiterMemory({
    keyPrefix: "account",
    points: limits.perAccount,
    duration: limits.windowSeconds,
  });
  const addresses = new RateLimiterMemory({
    keyPrefix: "address",
    points: limits.perAddress,
    duration: limits.windowSeconds,
  });
  const refusal = (rejection: unknown) => {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  };

  return {
    async attempt(account, address) {
      const accountKey = account.trim().toLowerCase();
      // The address first: a blocked address makes no per-account entry (any string can be
      // tried as an account; the address limit bounds how many entries one caller makes).
      await addresses.consume(address).catch((rejection: unknown) => {
        throw new TooManyAttempts(refusal(rejection));
      });
      await accounts.consume(accountKey).catch((rejection: unknown) => {
        throw new TooManyAttempts(refusal(rejection));
      });
      return {
        async succeeded() {
          await Promise.all([accounts.delete(accountKey), addresses.reward(address)]);
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
