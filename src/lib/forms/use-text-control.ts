import { useControl } from "@conform-to/react/future";

/**
 * A controlled single-value field of a conform form (a Mantine Select): a hidden base input
 * (`base`, to render inside the form) keeps the value in the form data, `change` sets it and
 * dispatches the input events conform revalidates on, `value` is the current text.
 */
export function useTextControl(meta: { name: string; defaultValue: string }) {
  const control = useControl({ defaultValue: meta.defaultValue });
  return {
    value: control.value ?? "",
    change: (value: string) => control.change(value),
    base: { name: meta.name, ref: control.register, defaultValue: meta.defaultValue, hidden: true },
  };
}
