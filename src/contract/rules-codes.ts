/**
 * The rule codes of spec section 5 and the field limits of section 9. A failed rule's zod issue
 * message is `code` or `code:parameter` ("max_length:254", "min_time_val:08:30"): a machine
 * string the server returns as is and the app turns into a sentence in the user's language.
 *
 * A parameterised code sent without its parameter means the value could not even be compared:
 * bare "min_value" / "min_str_val" = not a number, bare "min_time_val" = not an hh:mm time.
 */

export const RULE_CODES = [
  "required",
  "email",
  "phone",
  "confirmed",
  "min_value",
  "max_value",
  "max_length",
  "min_length",
  "is_valid",
  "required_email_not_exist",
  "password",
  "max_str_val",
  "min_str_val",
  "min_time_val",
  "max_time_val",
  "no_space",
  "short_name",
  "site_category_name_rule",
  "site_number_format",
  "regex_url",
  "regex_domain",
  "match_version",
  "match_kiosk_version",
  "md5",
  "url",
  // dates on the wire (dates.ts): not a day "YYYY-MM-DD" or an ISO date-time
  "invalid_date",
] as const;

export type RuleCode = (typeof RULE_CODES)[number];

export function isRuleCode(value: string): value is RuleCode {
  return (RULE_CODES as readonly string[]).includes(value);
}

export function ruleMessage(code: RuleCode, value?: string | number): string {
  return value === undefined ? code : `${code}:${value}`;
}

/** Splits at the first ":" only, so a time parameter ("min_time_val:08:30") stays whole. */
export function parseRuleMessage(message: string): { code: RuleCode; value?: string } | undefined {
  const separator = message.indexOf(":");
  const code = separator < 0 ? message : message.slice(0, separator);
  if (!isRuleCode(code)) return undefined;
  const value = separator < 0 ? "" : message.slice(separator + 1);
  return value === "" ? { code } : { code, value };
}

/** Spec section 9 "Field lengths", in characters (Unicode code points, as zod counts them). */
export const FIELD_LIMITS = {
  name: 254,
  email: 254,
  city: 254,
  gameCode: 254,
  version: 50,
  phone: 25,
  street: 500,
  postalCode: 16,
  kioskName: 90,
  kioskSerial: 90,
  cardNumber: 100,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
