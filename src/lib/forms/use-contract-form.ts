/**
 * The one form glue: conform's future API validating with a contract schema through Standard
 * Schema (zod 4 classic and mini schemas both implement it), on submit, then on input; the form
 * is submitted only when valid. The schema sees the raw form payload ("" for an empty input):
 * the contract's rules read "" as empty (src/contract/rules-text.ts), so no schema-walking
 * coercion (and no @conform-to/zod) is needed. When `onValid` throws, the server's field issues
 * (its 400 body) are shown under their fields like local ones, and any other failure becomes
 * `failure`, the form's one message in the user's language. Field errors are rule codes,
 * translated by `useFieldError`.
 *
 * Spread `form.props` on the <form> (id, noValidate and the submit, input and blur handlers);
 * a field's `defaultValue` is its initial text.
 */
import { useForm, type FormError } from "@conform-to/react/future";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useCallback, useState } from "react";
import type * as z from "zod/mini";
import { ApiError } from "../api/api-error";
import { errorMessage } from "../api/error-messages";
import { ruleMessageDescriptor } from "./rule-messages";

/** A contract object schema, classic or mini (both are zod 4 core types and Standard Schemas). */
type ObjectSchema = z.core.$ZodType<Record<string, unknown>, Record<string, unknown>>;
type Input<S extends ObjectSchema> = z.input<S>;
type Output<S extends ObjectSchema> = z.output<S>;

interface ContractFormOptions<S extends ObjectSchema> {
  id?: string;
  defaultValue?: Partial<Input<S>>;
  /** Runs with the parsed value; throws (an ApiError, a NetworkError) when the save fails. */
  onValid: (value: Output<S>) => Promise<void> | void;
}

/** The server's 400 field issues as conform's form error, or undefined for any other failure. */
export function serverFieldErrors(error: unknown): FormError<string[]> | undefined {
  if (!(error instanceof ApiError) || error.issues.length === 0) return undefined;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path] ??= []).push(issue.rule);
  return { formErrors: [], fieldErrors };
}

export function useContractForm<S extends ObjectSchema>(
  schema: S,
  options: ContractFormOptions<S>,
) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor>();
  const { form, fields, intent } = useForm(schema, {
    id: options.id,
    defaultValue: options.defaultValue as never,
    // Errors appear after the first submit, then follow the typing: leaving an untouched field
    // (or switching the language) never paints it red.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onSubmit: (event, { value, update }) => {
      event.preventDefault();
      setPending(true);
      setFailure(undefined);
      void Promise.resolve()
        .then(() => options.onValid(value as Output<S>))
        .catch((error: unknown) => {
          const fieldErrors = serverFieldErrors(error);
          if (fieldErrors) update({ error: fieldErrors });
          else setFailure(errorMessage(error));
        })
        .finally(() => setPending(false));
    },
  });
  return { form, fields, intent, pending, failure };
}

/** The translated first error of a field, for a Mantine input's `error` prop. */
export function useFieldError() {
  const { i18n } = useLingui();
  return useCallback(
    (field: { errors?: string[] | undefined }): string | undefined => {
      const first = field.errors?.[0];
      return first ? i18n._(ruleMessageDescriptor(first)) : undefined;
    },
    [i18n],
  );
}
