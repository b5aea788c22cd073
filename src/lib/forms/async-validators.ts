/**
 * The three server-backed rules of spec section 5, independent of any http library: the caller
 * passes a `probe` that performs the request and answers its status (a throw = network failure).
 *
 * Each answers `undefined` when valid, the rule message when not, or UNREACHABLE when the
 * question could not be asked (network down, or a 5xx: a crashed server says nothing about the
 * value). A form shows UNREACHABLE as "cannot check now" without blocking the save: offline
 * work goes on and the server validates again when the entry is saved.
 * An empty value is not probed (undefined): emptiness is the `required` rule's business.
 */
import { ruleMessage } from "@/contract/rules";

export interface ProbeRequest {
  method: "GET" | "POST";
  path: string;
  query?: Record<string, string>;
  form?: Record<string, string>;
}

export type Probe = (request: ProbeRequest) => Promise<number>;

export const UNREACHABLE = "unreachable";

/** A rule message ("is_valid"...), UNREACHABLE, or undefined when the value is valid. */
export type AsyncRuleResult = string | undefined;

async function ask(
  probe: Probe,
  request: ProbeRequest,
  validStatus: number,
  failure: string,
): Promise<AsyncRuleResult> {
  let status: number;
  try {
    status = await probe(request);
  } catch {
    return UNREACHABLE;
  }
  // A crashed server, or one that refused us (401/403 after the refresh rule), says nothing of the value.
  if (status >= 500 || status === 401 || status === 403) return UNREACHABLE;
  return status === validStatus ? undefined : failure;
}

/** GET path?text=…: the value exists only if the server answers 204 No Content. */
export async function isValid(probe: Probe, path: string, text: string): Promise<AsyncRuleResult> {
  if (text === "") return undefined;
  return ask(probe, { method: "GET", path, query: { text } }, 204, ruleMessage("is_valid"));
}

/** GET path?email=…: the address is free only if the server answers 404. */
export async function emailNotExist(
  probe: Probe,
  path: string,
  email: string,
): Promise<AsyncRuleResult> {
  if (email === "") return undefined;
  return ask(
    probe,
    { method: "GET", path, query: { email } },
    404,
    ruleMessage("required_email_not_exist"),
  );
}

/** POST path, form-encoded {password}: the server accepts it with 200. */
export async function passwordAccepted(
  probe: Probe,
  path: string,
  password: string,
): Promise<AsyncRuleResult> {
  if (password === "") return undefined;
  return ask(probe, { method: "POST", path, form: { password } }, 200, ruleMessage("password"));
}

/**
 * Wraps an async validator so that only the latest call's outcome is delivered: while a newer
 * call is in flight, older calls wait for it and settle with its outcome, so a fast typist never
 * sees the verdict on a value the field no longer holds and no caller is left hanging.
 */
export function latestOnly<A extends unknown[], R>(
  validator: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  let latest: Promise<R> | undefined;
  return async (...args: A): Promise<R> => {
    let watched = validator(...args);
    // A superseded call's failure is delivered through the newest call, never as an unhandled rejection.
    watched.catch(() => undefined);
    latest = watched;
    for (;;) {
      try {
        await watched;
      } catch {
        // settled either way: its outcome is returned below if it is still the latest
      }
      if (latest === undefined || watched === latest) return watched;
      watched = latest;
    }
  };
}
