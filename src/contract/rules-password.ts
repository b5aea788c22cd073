/**
 * Password rules: the strength rule of spec section 9 and the confirmation of a second entry.
 * The server-backed "password" rule (a form-encoded POST answering 200) is `passwordAccepted`
 * in src/lib/forms/async-validators.ts; both report the same code. Written with `zod/mini` (see
 * rules-text.ts); `confirmed` takes a classic or a mini object.
 */
import * as z from "zod/mini";
import { PASSWORD_MIN_LENGTH, ruleMessage } from "./rules-codes";
import { baseString, required, withChecks, type RuleString } from "./rules-text";

const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[^\p{L}\p{N}]/u;

/** Spec section 9: 8 characters (code points, so an emoji counts once) and the four classes. */
function isStrongPassword(value: string): boolean {
  return (
    [...value].length >= PASSWORD_MIN_LENGTH &&
    UPPER.test(value) &&
    LOWER.test(value) &&
    DIGIT.test(value) &&
    SPECIAL.test(value)
  );
}

/** Required, never trimmed (spaces are legitimate special characters), then "password". */
export function password(): RuleString {
  return required(baseString()).check(
    z.refine((value: string) => value === "" || isStrongPassword(value), ruleMessage("password")),
  );
}

type AnyObject = z.core.$ZodObject;
type ShapeKey<S extends AnyObject> = keyof S["_zod"]["def"]["shape"] & string;

/**
 * Adds "confirmed" at `confirmField` when it differs from `field`. It runs even when other fields
 * of the object fail (so every problem shows at once) but only when both values are non-empty
 * strings: an empty one already says "required".
 */
export function confirmed<S extends AnyObject>(
  schema: S,
  field: ShapeKey<S>,
  confirmField: ShapeKey<S>,
): S {
  const pair = (value: unknown): [unknown, unknown] =>
    typeof value === "object" && value !== null
      ? [
          (value as Record<string, unknown>)[field],
          (value as Record<string, unknown>)[confirmField],
        ]
      : [undefined, undefined];
  return withChecks(
    schema,
    z.refine(
      (value: unknown) => {
        const [first, second] = pair(value);
        return first === second;
      },
      {
        error: ruleMessage("confirmed"),
        path: [confirmField],
        when: (payload) => pair(payload.value).every((v) => typeof v === "string" && v !== ""),
      },
    ),
  );
}
