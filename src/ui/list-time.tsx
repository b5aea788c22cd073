import { formatDateTime, formatListDateTime } from "@/lib/i18n/format";

/**
 * A time in a list's row: to the minute, with the second in its title (a long press or hover)
 * and the machine-readable instant; "—" when there is none.
 */
export function ListTime({ value }: { value: string | null | undefined }) {
  const short = formatListDateTime(value);
  if (!short) return <>—</>;
  return (
    <time dateTime={value ?? undefined} title={formatDateTime(value)}>
      {short}
    </time>
  );
}
