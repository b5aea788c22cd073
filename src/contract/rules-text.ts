/**
 * Text rules. Every builder returns a zod 4 schema whose issue messages are rule codes, usable by
 * the server on JSON and by the forms on the raw form payload (src/lib/forms/use-contract-form.ts,
 * through Standard Schema: an empty input arrives as "").
 *
 * They are written with `zod/mini`, the tree-shakable API, so that a screen validating a form
 * (the sign-in page first) downloads only the checks it uses. zod 4's classic and mini schemas
 * share one core: a rule composes into a classic `z.object` and `required` takes a classic
 * `z.string()` as well.
 *
 * Conventions shared by all builders:
 * - "missing" (undefined, null, or not a string at all) is reported as "required";
 * - emptiness is the business of `required` alone: every other rule accepts "" so that an empty
 *   field shows one message, not three;
 * - an optional builder accepts "", null and undefined and outputs undefined for all three.
 */
import * as z from "zod/mini";
import { FIELD_LIMITS, ruleMessage } from "./rules-codes";

/** Schema-level error map: the schema's own type issue means no usable value was given. */
export function missing(issue: { code?: string }): string | undefined {
  return issue.code === "invalid_type" ? ruleMessage("required") : undefined;
}

/** `when` guard of checks that judge content: they run only on a non-empty string. */
export function filled(payload: { value: unknown }): boolean {
  return typeof payload.value === "string" && payload.value !== "";
}

/** Any zod 4 string schema, classic (`z.string()` of "zod") or mini. */
export type AnyString = z.core.$ZodString<string>;
export type RuleString = z.ZodMiniString<string>;

/** A plain string whose type issue says "required". */
export const baseString = (): RuleString => z.string({ error: missing });

/** The schema with these checks appended, classic or mini alike (what `.check()` does). */
export function withChecks<T extends z.core.$ZodType>(
  schema: T,
  ...checks: z.core.$ZodCheck<never>[]
): T {
  const def = schema._zod.def;
  return z.clone(schema, { ...def, checks: [...(def.checks ?? []), ...checks] });
}

export type OptionalString = z.ZodMiniOptional<
  z.ZodMiniPipe<z.ZodMiniNullable<AnyString>, z.ZodMiniTransform<string | undefined, string | null>>
>;

/**
 * The optional form of a string rule: "", null and undefined all become undefined, and the key
 * is optional in the inferred object type (`phoneNumber?: string`).
 */
export function optionalString(schema: AnyString): OptionalString {
  return z.optional(
    z.pipe(
      z.nullable(schema),
      z.transform((value: string | null): string | undefined =>
        value === "" || value === null ? undefined : value,
      ),
    ),
  );
}

/**
 * Makes a string schema required: undefined/null and "" (after the schema's own trim, if any)
 * give "required". The emptiness check is placed right after the schema's trim so that it
 * comes first in the issue list, which is the one a form shows.
 */
export function required<T extends AnyString>(schema: T): T {
  const def = schema._zod.def;
  const checks = [...(def.checks ?? [])];
  const afterTrim = checks.findLastIndex((check) => check._zod.def.check === "overwrite") + 1;
  checks.splice(afterTrim, 0, z.minLength(1, ruleMessage("required")));
  return z.clone(schema, { ...def, checks, error: missing });
}

export interface TextOptions {
  required?: boolean;
  min?: number;
  max?: number;
  trim?: boolean;
}

function textSchema(opts: TextOptions): RuleString {
  let schema = baseString();
  if (opts.trim) schema = schema.check(z.trim());
  if (opts.required) schema = required(schema);
  const min = opts.min;
  if (min !== undefined) {
    schema = schema.check(
      z.refine(
        (value: string) => value === "" || [...value].length >= min,
        ruleMessage("min_length", min),
      ),
    );
  }
  if (opts.max !== undefined)
    schema = schema.check(z.maxLength(opts.max, ruleMessage("max_length", opts.max)));
  return schema;
}

/**
 * A string field, optional unless `required: true`. Lengths count Unicode code points, as zod's
 * `maxLength` does: "é" and "😀" are one character each.
 */
export function text(opts: TextOptions & { required: true }): RuleString;
export function text(opts?: TextOptions & { required?: false }): OptionalString;
export function text(opts?: TextOptions): RuleString | OptionalString;
export function text(opts: TextOptions = {}): RuleString | OptionalString {
  const schema = textSchema(opts);
  return opts.required ? schema : optionalString(schema);
}

export interface EmailOptions {
  required?: boolean;
  max?: number;
}

/**
 * Trimmed e-mail address checked with zod's e-mail pattern: ASCII, with a dotted domain, so an
 * internationalised address ("zoé@exemple.fr") is refused. Optional unless `required: true`;
 * at most 254 characters (spec section 9) unless `max` says otherwise.
 */
export function email(opts: EmailOptions & { required: true }): RuleString;
export function email(opts?: EmailOptions & { required?: false }): OptionalString;
export function email(opts?: EmailOptions): RuleString | OptionalString;
export function email(opts: EmailOptions = {}): RuleString | OptionalString {
  const max = opts.max ?? FIELD_LIMITS.email;
  let schema = baseString().check(z.trim());
  if (opts.required) schema = required(schema);
  schema = schema.check(
    z.refine((value: string) => value === "" || z.regexes.email.test(value), ruleMessage("email")),
    z.maxLength(max, ruleMessage("max_length", max)),
  );
  return opts.required ? schema : optionalString(schema);
}
