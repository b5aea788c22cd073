/**
 * The filters of the venue's dated lists (the histories, the receipts, the customer invoices):
 * the days, picked as a range or in one tap (today, yesterday, this week: history/date-ranges.ts),
 * a text and a choice among the contract's values.
 */
import { Button, Group, Select, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { addDays, HISTORY_MAX_DAYS } from "@/contract/day-filters";
import { DATE_FORMAT } from "@/lib/i18n/format";
import { thisWeekRange, todayRange, yesterdayRange, type DayRange } from "./history/date-ranges";
import type { Filters, PagedList } from "./use-paged-list";

/** A list filtered on days: `from` and `to`, ISO days, both included ("" for none). */
export type DayFilters = { from: string; to: string };

/** The days, picked as a range or in one tap: today, yesterday, this week. */
export function DaysFilter<T, F extends Filters & DayFilters>({ list }: { list: PagedList<T, F> }) {
  const { t } = useLingui();
  const { from, to } = list.filters;
  const pick = ({ from: first, to: last }: DayRange) => {
    list.setFilter("from", first);
    list.setFilter("to", last);
  };
  const shortcuts: [string, (now: Date) => DayRange][] = [
    [t`Aujourd'hui`, todayRange],
    [t`Hier`, yesterdayRange],
    [t`Cette semaine`, thisWeekRange],
  ];
  return (
    <Group align="flex-end" gap="sm">
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        // The API reads at most a year at once: past it, the second day cannot be picked.
        maxDate={from && !to ? addDays(from, HISTORY_MAX_DAYS - 1) : undefined}
        label={t`Jours`}
        placeholder={t`Tous les jours`}
        valueFormat={DATE_FORMAT}
        value={[from || null, to || null]}
        onChange={([first, last]) => pick({ from: first ?? "", to: last ?? "" })}
        clearable
        clearButtonProps={{ "aria-label": t`Effacer les jours` }}
        miw={260}
        size="md"
      />
      {shortcuts.map(([label, range]) => (
        <Button key={label} variant="light" size="md" onClick={() => pick(range(new Date()))}>
          {label}
        </Button>
      ))}
    </Group>
  );
}

/** A text the rows must contain (a card's number, a kiosk's name). */
export function TextFilter<T, F extends Filters>({
  list,
  name,
  label,
}: {
  list: PagedList<T, F>;
  name: keyof F & string;
  label: string;
}) {
  return (
    <TextInput
      label={label}
      type="search"
      size="md"
      value={String(list.filters[name] ?? "")}
      onChange={(e) => list.setFilter(name, e.currentTarget.value)}
    />
  );
}

/** One of the contract's values (a type, a payment method), or any. */
export function ChoiceFilter<T, F extends Filters, V extends string>({
  list,
  name,
  label,
  any,
  labels,
}: {
  list: PagedList<T, F>;
  name: keyof F & string;
  label: string;
  /** What no choice means ("Tous les types"). */
  any: string;
  /** The words of each value, in the contract's order. */
  labels: Record<V, MessageDescriptor>;
}) {
  const { i18n } = useLingui();
  return (
    <Select
      label={label}
      placeholder={any}
      size="md"
      data={(Object.keys(labels) as V[]).map((value) => ({
        value,
        label: i18n._(labels[value]),
      }))}
      value={String(list.filters[name] ?? "") || null}
      onChange={(next) => list.setFilter(name, next ?? "")}
      clearable
    />
  );
}
