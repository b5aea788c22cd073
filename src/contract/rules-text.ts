/**
 * Text rules. Every builder returns a zod 4 schema whose issue messages are rule codes, usable by
 * the server on JSON and by conform's `parseWithZod` (which turns an empty input into undefined).
 *
 * Conventions shared by all builders:
 * - "missing" (undefined, null, or not a string at all) is reported as "required";
 * - emptiness is the business of `required` alone: every other rule accepts "" so that an empty
 *   field shows one message, not three;
 * - an optional builder accepts "", null and undefined and outputs undefined for all three.
 */
import { z } from "zod";
import { FIELD_LIMITS, ruleMessage } from "./rules-codes";

/** Schema-level error map: the schema's own type issue means no usable value was given. */
export function missing(issue: { code?: string }): string | undefined {
  return issue.code === "invalid_type" ? ruleMessage("required") : undefined;
}

/** `when` guard of checks that judge content: they run only on a non-empty string. */
export function filled(payload: { value: unknown }): boolean {
  return typeof payload.value === "string" && payload.value !== "";
}

export type OptionalString = z.ZodOptional<
  z.ZodPipe<z.ZodNullable<z.ZodString>, z.ZodTransform<string | undefined, string | null>>
>;

/**
 * The optional form of a string rule: "", null and undefined all become undefined, and the key
 * is optional in the inferred object type (`phoneNumber?: string`).
 */
export function optionalString(schema: z.ZodString): OptionalString {
  return schema
    .nullable()
    .transform((value): string | undefined => (value === "" || value === null ? undefined : value))
    .optional();
}

/**
 * Makes a string schema required: undefined/null and "" (after the schema's own trim, if any)
 * give "required". The emptiness check is placed right after the schema's trim so that it
 * comes first in the issue list, which is the one a form shows.
 */
export function required<T extends z.ZodString>(schema: T): T {
  const checks = [...(schema.def.checks ?? [])];
  const afterTrim = checks.findLastIndex((check) => check._zod.def.check === "overwrite") + 1;
  checks.splice(afterTrim, 0, z.minLength(1, ruleMessage("required")));
  return schema.clone({ ...schema.def, checks, error: missing });
}

export interface TextOptions {
  required?: boolean;
  min?: number;
  max?: number;
  trim?: boolean;
}

function textSchema(opts: TextOptions): z.ZodString {
  let schema = z.string({ error: missing });
  if (opts.trim) schema = schema.trim();
  if (opts.required) schema = required(schema);
  const min = opts.min;
  if (min !== undefined) {
    schema = schema.refine(
      (value) => value === "" || [...value].length >= min,
      ruleMessage("min_length", min),
    );
  }
  if (opts.max !== undefined) schema = schema.max(opts.max, ruleMessage("max_length", opts.max));
  return schema;
}

/**
 * A string field, optional unless `required: true`. Lengths count Unicode code points, as zod's
 * `max` does: "é" and "😀" are one character each.
 */
export function text(opts: TextOptions & { required: true }): z.ZodString;
export function text(opts?: TextOptions & { required?: false }): OptionalString;
export function text(opts?: TextOptions): z.ZodString | OptionalString;
export function text(opts: TextOptions = {}): z.ZodString | OptionalString {
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
export function email(opts: EmailOptions & { required: true }): z.ZodString;
export function email(opts?: EmailOptions & { required?: false }): OptionalString;
export function email(opts?: EmailOptions): z.ZodString | OptionalString;
export function email(opts: EmailOptions = {}): z.ZodString | OptionalString {
  const max = opts.max ?? FIELD_LIMITS.email;
  let schema = z.string({ error: missing }).trim();
  if (opts.required) schema = required(schema);
  schema = schema
    .refine((value) => value === "" || z.regexes.email.test(value), ruleMessage("email"))
    .max(max, ruleMessage("max_length", max));
  return opts.required ? schema : optionalString(schema);
}
