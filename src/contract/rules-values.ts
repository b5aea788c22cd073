/**
 * Value rules: numbers, numbers held in text, hh:mm times. Bounds are inclusive. A value that
 * cannot be compared at all gives the bare "min_…" code of its kind (see rules-codes.ts):
 * "min_value" / "min_str_val" for "not a number", "min_time_val" for "not an hh:mm time".
 * Written with `zod/mini` (see rules-text.ts).
 */
import * as z from "zod/mini";
import { ruleMessage } from "./rules-codes";
import {
  baseString,
  filled,
  optionalString,
  required,
  type OptionalString,
  type RuleString,
} from "./rules-text";

/** Decimal numbers as people type them: "12", "-3", "12.50", "12,50" (French separator), ".5". */
const DECIMAL = /^[+-]?(?:[0-9]+(?:[.,][0-9]*)?|[.,][0-9]+)$/;

function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed.replace(",", ".")) : undefined;
}

/** Forms send strings: "" and null mean no value (never 0), numeric text becomes a number. */
function toNumberInput(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== "string") return value;
  if (value.trim() === "") return undefined;
  return parseDecimal(value) ?? value;
}

export interface NumberOptions {
  required?: boolean;
  min?: number;
  max?: number;
  int?: boolean;
}

/** A preprocess step (zod/mini has no `z.preprocess`: it is a pipe from a transform). */
type Preprocessed<T extends z.core.SomeType> = z.ZodMiniPipe<
  z.ZodMiniTransform<unknown, unknown>,
  T
>;
type RequiredNumber = Preprocessed<z.ZodMiniNumber<number>>;
type OptionalNumber = Preprocessed<z.ZodMiniOptional<z.ZodMiniNumber<number>>>;

function preprocess<T extends z.core.SomeType>(
  fn: (value: unknown) => unknown,
  schema: T,
): Preprocessed<T> {
  // zod types a pipe's second half as taking the first half's output (unknown here); the number
  // schema refuses what is not a number itself, which is the point.
  return z.pipe(z.transform(fn), schema as never);
}

/**
 * A number, from JSON or from a form's text ("12,5" included). Missing -> "required" (or
 * undefined when optional); text that is no number, NaN, infinities, and decimals when `int` ->
 * bare "min_value"; out of bounds -> "min_value:n" / "max_value:n".
 */
export function number(opts: NumberOptions & { required: true }): RequiredNumber;
export function number(opts?: NumberOptions & { required?: false }): OptionalNumber;
export function number(opts?: NumberOptions): RequiredNumber | OptionalNumber;
export function number(opts: NumberOptions = {}): RequiredNumber | OptionalNumber {
  const notANumber = ruleMessage("min_value");
  let schema = z.number({
    error: (issue) => (issue.input === undefined ? ruleMessage("required") : notANumber),
  });
  if (opts.int) schema = schema.check(z.int(notANumber));
  if (opts.min !== undefined)
    schema = schema.check(z.gte(opts.min, ruleMessage("min_value", opts.min)));
  if (opts.max !== undefined)
    schema = schema.check(z.lte(opts.max, ruleMessage("max_value", opts.max)));
  return opts.required
    ? preprocess(toNumberInput, schema)
    : preprocess(toNumberInput, z.optional(schema));
}

export interface StrBoundsOptions {
  required?: boolean;
  min?: number;
  max?: number;
}

/**
 * A number kept as the text it was typed in (e.g. a price "12,50"), trimmed: the output is the
 * string, the bounds apply to its value. Text that is no number -> bare "min_str_val", whatever
 * the bounds; below/above -> "min_str_val:n" / "max_str_val:n".
 */
export function strBounds(opts: StrBoundsOptions & { required: true }): RuleString;
export function strBounds(opts?: StrBoundsOptions & { required?: false }): OptionalString;
export function strBounds(opts?: StrBoundsOptions): RuleString | OptionalString;
export function strBounds(opts: StrBoundsOptions = {}): RuleString | OptionalString {
  let schema = baseString().check(z.trim());
  if (opts.required) schema = required(schema);
  schema = schema.check(
    z.superRefine(
      (value: string, ctx) => {
        const amount = parseDecimal(value);
        if (amount === undefined) ctx.addIssue(ruleMessage("min_str_val"));
        else if (opts.min !== undefined && amount < opts.min)
          ctx.addIssue(ruleMessage("min_str_val", opts.min));
        else if (opts.max !== undefined && amount > opts.max)
          ctx.addIssue(ruleMessage("max_str_val", opts.max));
      },
      { when: filled },
    ),
  );
  return opts.required ? schema : optionalString(schema);
}

/** 24-hour "hh:mm" with two-digit hours: "00:00" to "23:59". */
const HH_MM = /^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/;

export interface TimeOptions {
  required?: boolean;
  min?: string;
  max?: string;
}

/**
 * An "hh:mm" time, trimmed; zero-padded times compare as strings. Not hh:mm -> bare
 * "min_time_val"; before/after the bounds -> "min_time_val:hh:mm" / "max_time_val:hh:mm".
 * A bound that is not hh:mm is a programming error and throws when the schema is built.
 */
export function time(opts: TimeOptions & { required: true }): RuleString;
export function time(opts?: TimeOptions & { required?: false }): OptionalString;
export function time(opts?: TimeOptions): RuleString | OptionalString;
export function time(opts: TimeOptions = {}): RuleString | OptionalString {
  for (const bound of [opts.min, opts.max]) {
    if (bound !== undefined && !HH_MM.test(bound))
      throw new Error(`time(): bound "${bound}" is not hh:mm`);
  }
  let schema = baseString().check(z.trim());
  if (opts.required) schema = required(schema);
  schema = schema.check(
    z.superRefine(
      (value: string, ctx) => {
        if (!HH_MM.test(value)) ctx.addIssue(ruleMessage("min_time_val"));
        else if (opts.min !== undefined && value < opts.min)
          ctx.addIssue(ruleMessage("min_time_val", opts.min));
        else if (opts.max !== undefined && value > opts.max)
          ctx.addIssue(ruleMessage("max_time_val", opts.max));
      },
      { when: filled },
    ),
  );
  return opts.required ? schema : optionalString(schema);
}
