import { DateInput, type DateInputProps } from "@mantine/dates";
import { useLingui } from "@lingui/react/macro";
import { DATE_FORMAT, parseDay } from "@/lib/i18n/format";

/**
 * A day typed or picked as dd/mm/yyyy (spec section 9), sent in the form as YYYY-MM-DD, or
 * nothing when cleared (the contract then sends null).
 */
export function DayInput(props: Omit<DateInputProps, "valueFormat" | "dateParser">) {
  const { t } = useLingui();
  return (
    <DateInput
      valueFormat={DATE_FORMAT}
      dateParser={parseDay}
      placeholder={t`jj/mm/aaaa`}
      clearable
      clearButtonProps={{ "aria-label": t`Effacer la date` }}
      {...props}
    />
  );
}
