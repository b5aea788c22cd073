/**
 * A list of the venue's dated rows (a history, the receipts, the customer invoices): the days
 * filter with its shortcuts (list-filters.tsx), the list's own filters, the totals of the rows
 * they select when the API gives them, then the table with its CSV export. The list is declared
 * with `defineList` (resource-list.tsx) like any other; its title is the screen's or the tab's.
 */
import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useMemo, type ReactNode } from "react";
import { useLocation } from "wouter";
import { sortKeysOf, type Paged } from "@/contract/paging";
import { call } from "@/lib/api/call";
import { ExportButton } from "./export-button";
import { DaysFilter, type DayFilters } from "./list-filters";
import { PagedTable, type Column } from "./paged-table";
import type { ListDeclaration } from "./resource-list";
import { usePagedList, type Filters, type PagedList, type PageRequest } from "./use-paged-list";

type PageQuery<F> = PageRequest & F;

interface Props<T, F extends Filters & DayFilters, A extends Paged<T>> {
  /** The list's declaration: its title, columns, filters, cache, endpoint, the row's screen. */
  of: ListDeclaration<T, F>;
  /** A page, as the API answers it (with `totals`); the declaration's `list` endpoint if absent. */
  load?: (query: PageQuery<F>) => Promise<A>;
  /** The totals of the filtered rows in words (none: no totals line). */
  totals?: (answer: A, i18n: I18n) => string | undefined;
  /** The list's own filters, after the days. */
  filters?: (list: PagedList<T, F>) => ReactNode;
  /** The table's columns, when they are not the declaration's as they are. */
  columns?: (i18n: I18n) => Column<T>[];
}

export function DatedList<T, F extends Filters & DayFilters, A extends Paged<T>>({
  of,
  load,
  totals,
  filters,
  columns,
}: Props<T, F, A>) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const source = useMemo(() => {
    const endpoint = "list" in of ? of.list : undefined;
    const read = load ?? ((query: PageQuery<F>) => call(endpoint as never, { query }));
    // The columns the API sorts by: the declaration's, or its endpoint's `sort` keys.
    const sorts = ("sorts" in of ? of.sorts : undefined) ?? sortKeysOf(endpoint?.query);
    return { cache: of.cache, size: of.size, filters: of.filters, load: read, sorts };
  }, [of, load]);
  const list = usePagedList<T, F>(source);
  const title = i18n._(of.screen.title);
  // The answer is the one `load` gave (the cache keeps it whole).
  const line = totals && list.answer && totals(list.answer as A, i18n);
  const { open } = of;
  return (
    <Stack gap="md">
      <DaysFilter list={list} />
      {filters && <SimpleGrid cols={{ base: 1, sm: 3 }}>{filters(list)}</SimpleGrid>}
      {totals && (
        <Text fw={600} aria-live="polite" data-testid="history-totals" mih="1.5em">
          {line}
        </Text>
      )}
      <PagedTable<T, F>
        list={list}
        columns={
          columns?.(i18n) ??
          of.columns.map(({ csv: _csv, header, render, ...column }) => ({
            ...column,
            header: i18n._(header),
            render: (row: T) => render(row, i18n),
          }))
        }
        rowKey={of.rowKey}
        onRowClick={open && ((row: T) => navigate(open(row)))}
        empty={i18n._(of.empty)}
        label={title}
        columnsKey={of.cache}
        toolbar={
          list.total > 0 && (
            <ExportButton
              title={title}
              columns={of.columns}
              source={source}
              filters={list.filters}
              sort={list.sort}
              sample={list.rows[0]}
            />
          )
        }
      />
    </Stack>
  );
}
