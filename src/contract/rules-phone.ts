/**
 * Phone numbers, read and written by libphonenumber-js (its "min" metadata: every country's
 * rules, no example numbers). A number without an international prefix is read as French, the
 * venue's country ("06 12 34 56 78"); a foreign one is typed with its prefix ("+32 470 12 34 56").
 * The venue decided so: its customers are mostly local, and a number is kept in the E.164 form
 * ("+33612345678") so that the desk, the kiosks and the mailings read it alike.
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import * as z from "zod/mini";
import { baseString, optionalString, type OptionalString } from "./rules-text";
import { FIELD_LIMITS, ruleMessage } from "./rules-codes";

/** Where a number without an international prefix is from. */
export const PHONE_REGION: CountryCode = "FR";

const parse = (value: string) => parsePhoneNumberFromString(value, PHONE_REGION);

/** A valid number's E.164 form, or the text as it was when it is not a valid number. */
export function phoneE164(value: string): string {
  const phone = parse(value);
  return phone?.isValid() ? phone.number : value;
}

/**
 * A number as staff read it: the national form for a French number ("06 12 34 56 78"), the
 * international one otherwise ("+32 470 12 34 56"); what cannot be read is shown as stored.
 */
export function formatPhone(value: string): string {
  const phone = parse(value);
  if (!phone?.isValid()) return value;
  return phone.country === PHONE_REGION ? phone.formatNational() : phone.formatInternational();
}

/** An optional phone number field: trimmed, a valid number ("phone"), stored as E.164. */
export function phone(): OptionalString {
  const schema = baseString().check(
    z.trim(),
    z.maxLength(FIELD_LIMITS.phone, ruleMessage("max_length", FIELD_LIMITS.phone)),
    z.refine((value: string) => value === "" || parse(value)?.isValid() === true, {
      message: ruleMessage("phone"),
      abort: true,
    }),
    z.overwrite((value: string) => (value === "" ? value : phoneE164(value))),
  );
  return optionalString(schema);
}
