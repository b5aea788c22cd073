import { useInputControl, type FieldMetadata } from "@conform-to/react";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A controlled single-value field of a conform form (a Mantine Select): conform keeps the value
 * in the form data and revalidates on change, the component reads and sets it as plain text.
 */
export function useTextControl(meta: FieldMetadata<unknown>) {
  const control = useInputControl({
    key: meta.key,
    name: meta.name,
    formId: meta.formId,
    initialValue: text(meta.initialValue) || undefined,
  });
  return { value: text(control.value), change: (value: string) => control.change(value) };
}
