/**
 * Format rules of spec section 5. Each one adds a check to a string schema (a plain `z.string()`
 * unless one is given, e.g. `shortName(z.string().trim())` to judge the trimmed value) and
 * returns a `z.ZodString`, so it composes: `required(siteNumber())`, `noSpace().max(90)`.
 * Like every rule but `required`, they accept "": emptiness is `required`'s business.
 */
import { z } from "zod";
import { ruleMessage } from "./rules-codes";
import { missing } from "./rules-text";

function matching(
  test: (value: string) => boolean,
  message: string,
  schema: z.ZodString = z.string({ error: missing }),
): z.ZodString {
  return schema.refine((value) => value === "" || test(value), message);
}

/** No whitespace anywhere, Unicode spaces (non-breaking, tabs, line breaks) included. */
export function noSpace(schema?: z.ZodString): z.ZodString {
  return matching((value) => !/\s/u.test(value), ruleMessage("no_space"), schema);
}

/** Lowercase letters a to z only: no accents, digits or separators. */
export function shortName(schema?: z.ZodString): z.ZodString {
  return matching((value) => /^[a-z]+$/.test(value), ruleMessage("short_name"), schema);
}

/**
 * Letters and digits only, ASCII: a site category name is an identifier-like code, and accepting
 * accents would let "Cafe" and "Café" live side by side as two categories.
 */
export function siteCategoryName(schema?: z.ZodString): z.ZodString {
  return matching(
    (value) => /^[A-Za-z0-9]+$/.test(value),
    ruleMessage("site_category_name_rule"),
    schema,
  );
}

/** Exactly 4 ASCII digits; leading zeros count ("0042"). */
export function siteNumber(schema?: z.ZodString): z.ZodString {
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
export function url(schema?: z.ZodString): z.ZodString {
  return matching(isWebUrl, ruleMessage("regex_url"), schema);
}

/**
 * The value must end with the provider's domain, case-insensitively, at a label or "@" boundary:
 * with "parc.fr", "a@parc.fr", "x.parc.fr" and "parc.fr" pass, "a@monparc.fr" does not.
 * The message parameter is the normalised domain ("regex_domain:parc.fr").
 */
export function domain(provider: string, schema?: z.ZodString): z.ZodString {
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
export function version(schema?: z.ZodString): z.ZodString {
  return matching(
    (value) => /^[0-9]+\.[0-9]+\.(?:[0-9]+|\*)$/.test(value),
    ruleMessage("match_version"),
    schema,
  );
}

/** w.x.y.z of digits where z is "*" or exactly 4 digits (a build number): "1.16.0.1745", "1.16.0.*". */
export function kioskVersion(schema?: z.ZodString): z.ZodString {
  return matching(
    (value) => /^[0-9]+\.[0-9]+\.[0-9]+\.(?:[0-9]{4}|\*)$/.test(value),
    ruleMessage("match_kiosk_version"),
    schema,
  );
}
