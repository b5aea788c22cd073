/**
 * conform + zod glue: a form validated by a contract schema on submit, then on input, submitted only
 * when valid. When `onValid` throws, the server's field issues (its 400 body) are shown under their
 * fields like local ones, and any other failure becomes `failure`, the form's one message in the
 * user's language. Field errors are rule codes, translated by `useFieldError`.
 */
import { useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useLingui } from "@lingui/react";
import { useCallback, useState } from "react";
import type { z } from "zod";
import type { MessageDescriptor } from "@lingui/core";
import { ApiError } from "../api/api-error";
import { errorMessage } from "../api/error-messages";
import { ruleMessageDescriptor } from "./rule-messages";

type ObjectSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

interface ContractFormOptions<S extends ObjectSchema> {
  id?: string;
  defaultValue?: Partial<z.input<S>>;
  /** Runs with the parsed value; throws (an ApiError, a NetworkError) when the save fails. */
  onValid: (value: z.output<S>) => Promise<void> | void;
}

export function useContractForm<S extends ObjectSchema>(
  schema: S,
  options: ContractFormOptions<S>,
) {
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor>();
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    id: options.id,
    lastResult,
    defaultValue: options.defaultValue as never,
    // Errors appear after the first submit, then follow the typing: leaving an untouched field
    // (or switching the language) never paints it red.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== "success") return;
      setPending(true);
      setFailure(undefined);
      void Promise.resolve()
        .then(() => options.onValid(submission.value))
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.issues.length > 0) {
            const fieldErrors: Record<string, string[]> = {};
            for (const issue of error.issues) (fieldErrors[issue.path] ??= []).push(issue.rule);
            setLastResult(submission.reply({ fieldErrors }));
          } else setFailure(errorMessage(error));
        })
        .finally(() => setPending(false));
    },
  });
  return { form, fields, pending, failure };
}

/** The translated first error of a field, for a Mantine input's `error` prop. */
export function useFieldError() {
  const { i18n } = useLingui();
  return useCallback(
    (field: Pick<FieldMetadata<unknown>, "errors">): string | undefined => {
      const first = field.errors?.[0];
      return first ? i18n._(ruleMessageDescriptor(first)) : undefined;
    },
    [i18n],
  );
}
