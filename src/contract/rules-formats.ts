/**
 * Format rules of spec section 5. Each one adds a check to a string schema (a plain string
 * unless one is given, e.g. `shortName(z.string().trim())` to judge the trimmed value) and
 * returns a schema of the same kind, so it composes: `required(siteNumber())`,
 * `noSpace().check(z.maxLength(90))`. Written with `zod/mini` (see rules-text.ts).
 * Like every rule but `required`, they accept "": emptiness is `required`'s business.
 */
import * as z from "zod/mini";
import { ruleMessage } from "./rules-codes";
import { baseString, withChecks, type AnyString, type RuleString } from "./rules-text";

/** The plain string a rule judges when given none (S is then its default, RuleString). */
const plain = <S extends AnyString>(): S => baseString() as AnyString as S;

function matching<S extends AnyString>(
  test: (value: string) => boolean,
  message: string,
  schema: S,
): S {
  return withChecks(
    schema,
    z.refine((value: string) => value === "" || test(value), message),
  );
}

/** No whitespace anywhere, Unicode spaces (non-breaking, tabs, line breaks) included. */
export function noSpace<S extends AnyString = RuleString>(schema: S = plain<S>()): S {
  return matching((value) => !/\s/u.test(value), ruleMessage("no_space"), schema);
}

/** Lowercase letters a to z only: no accents, digits or separators. */
export function shortName<S extends AnyString = RuleString>(schema: S = plain<S>()): S {
  return matching((value) => /^[a-z]+$/.test(value), ruleMessage("short_name"), schema);
}

/**
 * Letters and digits only, ASCII: a site category name is an identifier-like code, and accepting
 * accents would let "Cafe" and "Café" live side by side as two categories.
 */
export function siteCategoryName<S extends AnyString = RuleString>(schema: S = plain<S>()): S {
  return matching(
    (value) => /^[A-Za-z0-9]+$/.test(value),
    ruleMessage("site_category_name_rule"),
    schema,
  );
}

/** Exactly 4 ASCII digits; leading zeros count ("0042"). */
export function siteNumber<S extends AnyString = RuleString>(schema: S = plain<S>()): S {
  return matching((value) => /^[0-9]{4}$/.test(value), ruleMessage("site_number_format"), schema);
}

function isWebUrl(value: string): boolean {
  // The WHATWG parser alone would accept "http:example.com" and spaces: ask for "//" and no space.
  if (!/^(?:https?|ftp):\/\/\S+$/i.test(value)) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}

/** An absolute http, https or ftp URL with a host (ports, paths, queries allowed). */
export function url<S extends AnyString = RuleString>(schema: S = plain<S>()): S {
  return matching(isWebUrl, ruleMessage("regex_url"), schema);
}

/**
 * The value must end with the provider's domain, case-insensitively, at a label or "@" boundary:
 * with "parc.fr", "a@parc.fr", "x.parc.fr" and "parc.fr" pass, "a@monparc.fr" does not.
 * The message parameter is the normalised domain ("regex_domain:parc.fr").
 */
export function domain<S extends AnyString = RuleString>(
  provider: string,
  schema: S = plain<S>(),
): S {
  const host = provider
    .trim()
    .toLowerCase()
    .replace(/^[@.]+/, "");
  if (host === "") throw new Error("domain(): the provider's domain is empty");
  const test = (value: string): boolean => {
    const lower = value.toLowerCase();
    return lower === host || lower.endsWith(`.${host}`) || lower.endsWith(`@${host}`);
  };
  return matching(test, ruleMessage("regex_domain", host), schema);
}

/** x.y.z of digits, where z may be "*" (any patch): "1.2.3", "1.2.*". */
export function version<S extends AnyString = RuleString>(schema: S = plain<S>()): S {
  return matching(
    (value) => /^[0-9]+\.[0-9]+\.(?:[0-9]+|\*)$/.test(value),
    ruleMessage("match_version"),
    schema,
  );
}

/** w.x.y.z of digits where z is "*" or exactly 4 digits (a build number): "1.16.0.1745", "1.16.0.*". */
export function kioskVersion<S extends AnyString = RuleString>(schema: S = plain<S>()): S {
  return matching(
    (value) => /^[0-9]+\.[0-9]+\.[0-9]+\.(?:[0-9]{4}|\*)$/.test(value),
    ruleMessage("match_kiosk_version"),
    schema,
  );
}

/** An MD5 checksum: 32 hexadecimal digits, either case. */
export function md5<S extends AnyString = RuleString>(schema: S = plain<S>()): S {
  return matching((value) => /^[0-9a-fA-F]{32}$/.test(value), ruleMessage("md5"), schema);
}
