import { DateInput, type DateInputProps } from "@mantine/dates";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { DATE_FORMAT, parseDay } from "@/lib/i18n/format";

/**
 * A day typed or picked as dd/mm/yyyy (spec section 9), sent in the form as YYYY-MM-DD, or
 * nothing when cleared (the contract then sends null).
 *
 * A typed day that does not exist ("31/02/2020") or is incomplete stays in the field, marked
 * "Date invalide" at once, and is what the form sends: the contract's day rule refuses it, so the
 * form cannot be saved with the previous date silently kept.
 */
export function DayInput({
  name,
  error,
  onBlur,
  onChange,
  ...props
}: Omit<DateInputProps, "valueFormat" | "dateParser" | "fixOnBlur">) {
  const { t } = useLingui();
  const [impossible, setImpossible] = useState<string | null>(null);
  return (
    <>
      <DateInput
        valueFormat={DATE_FORMAT}
        dateParser={parseDay}
        placeholder={t`jj/mm/aaaa`}
        clearable
        clearButtonProps={{ "aria-label": t`Effacer la date` }}
        {...props}
        name={impossible === null ? name : undefined}
        fixOnBlur={false}
        error={impossible === null ? error : t`Date invalide`}
        onBlur={(event) => {
          const text = event.currentTarget.value.trim();
          setImpossible(text !== "" && parseDay(text) === null ? text : null);
          onBlur?.(event);
        }}
        onChange={(value) => {
          setImpossible(null);
          onChange?.(value);
        }}
      />
      {impossible !== null && name && <input type="hidden" name={name} value={impossible} />}
    </>
  );
}
