/**
 * conform + zod glue: a form validated by a contract schema on submit, then on input, submitted only
 * when valid; `onValid` may answer field issues from the server (its 400 body), which are shown
 * under their fields like local ones. Errors are rule codes, translated by `useFieldError`.
 */
import { useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useLingui } from "@lingui/react";
import { useCallback, useState } from "react";
import type { z } from "zod";
import type { FieldIssue } from "@/contract/errors";
import { ruleMessageDescriptor } from "./rule-messages";

type ObjectSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

interface ContractFormOptions<S extends ObjectSchema> {
  id?: string;
  defaultValue?: Partial<z.input<S>>;
  /** Runs with the parsed value; may answer the server's field issues to show them. */
  onValid: (value: z.output<S>) => Promise<FieldIssue[] | void> | FieldIssue[] | void;
}

export function useContractForm<S extends ObjectSchema>(
  schema: S,
  options: ContractFormOptions<S>,
) {
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | null>(null);
  const [pending, setPending] = useState(false);
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
      void Promise.resolve(options.onValid(submission.value))
        .then((issues) => {
          if (!issues?.length) return;
          const fieldErrors: Record<string, string[]> = {};
          for (const issue of issues) (fieldErrors[issue.path] ??= []).push(issue.rule);
          setLastResult(submission.reply({ fieldErrors }));
        })
        .finally(() => setPending(false));
    },
  });
  return { form, fields, pending };
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
