import {
  Badge,
  Loader,
  Skeleton,
  Text,
  UnstyledButton,
  VisuallyHidden,
  type MantineTheme,
} from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import "mantine-datatable/styles.layer.css";
import { memo, type ReactNode, type RefObject } from "react";
import { LineIcon } from "../icons";
import { MORE_ICONS } from "../more-icons";
import type { Column } from "./paged-table";
import type { ListSort } from "./use-paged-list";
import classes from "./paged-table.module.css";

/** What the table calls back, read at each call (the latest, though the table did not render). */
export interface TableCalls<T> {
  setPage?: (page: number) => void;
  setSort?: ((sort: ListSort) => void) | undefined;
  onRowClick?: ((row: T) => void) | undefined;
}

interface Props<T> {
  records: T[];
  /** Grey stand-ins for a first load: `records` are then only keys (paged-table.tsx). */
  skeleton: boolean;
  /** Busy: its first load (the skeleton), or a refresh of the rows shown that takes a while. */
  loading: boolean;
  columns: Column<T>[];
  hidden: string[];
  page: number;
  total: number;
  size: number;
  sort: ListSort | undefined;
  /** The keys of the columns that sort, one per line. */
  sortable: string;
  isPending: (row: T) => boolean;
  rowKey: (row: T) => string | number;
  label: string;
  empty: ReactNode;
  clickable: boolean;
  /** The language the table is in: its texts and its cells' formats. */
  locale: string;
  calls: RefObject<TableCalls<T>>;
}

/** The key of a skeleton's stand-in rows (paged-table.tsx). */
export const SKELETON_KEY = "__skeleton";

const minWidth = (breakpoint: "sm" | "md" | "lg") => (theme: MantineTheme) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not a text
  `(min-width: ${theme.breakpoints[breakpoint]})`;

const columnKeys = <T,>(columns: Column<T>[]) => columns.map((column) => column.key).join("\n");

/**
 * Whether the table would show the same: the same records (a list's rows keep their identity
 * until its data or its pending actions change: use-paged-list.ts), state, page, order, columns
 * (by key) and language. Its functions are not compared: the columns' cells and the row keys
 * of one list do not change without its records, and what it calls back goes through `calls`.
 */
function showsTheSame<T>(a: Props<T>, b: Props<T>): boolean {
  return (
    a.records === b.records &&
    a.skeleton === b.skeleton &&
    a.loading === b.loading &&
    a.hidden === b.hidden &&
    a.page === b.page &&
    a.total === b.total &&
    a.size === b.size &&
    a.sort?.key === b.sort?.key &&
    a.sort?.direction === b.sort?.direction &&
    a.sortable === b.sortable &&
    a.label === b.label &&
    a.clickable === b.clickable &&
    a.locale === b.locale &&
    columnKeys(a.columns) === columnKeys(b.columns)
  );
}

/**
 * The records of a `PagedTable` (mantine-datatable), rendered again only when what they show
 * changes: a list's other updates (its refresh starting, the screen's texts arriving, a parent's
 * render) cost no render of its rows, the heaviest part of a screen such as a card's histories.
 */
function RecordsTableImpl<T>({
  records,
  skeleton,
  loading,
  columns,
  hidden,
  page,
  total,
  size,
  sort,
  sortable,
  isPending,
  rowKey,
  label,
  empty,
  clickable,
  calls,
}: Props<T>) {
  const { t } = useLingui();
  const sorts = new Set(sortable.split("\n"));
  const onRowClick = (row: T) => calls.current.onRowClick?.(row);
  const tableColumns: DataTableColumn<T>[] = columns.map((column, index) => ({
    accessor: column.key,
    title: sorts.has(column.key) ? (
      <SortHeader column={column} sort={sort} onSort={(next) => calls.current.setSort?.(next)} />
    ) : (
      column.header
    ),
    textAlign: column.align,
    noWrap: column.compact,
    width: column.compact ? "1%" : undefined,
    visibleMediaQuery: column.visibleFrom && minWidth(column.visibleFrom),
    hidden: hidden.includes(column.key),
    render: (row: T) =>
      skeleton ? (
        <Skeleton height={14} radius="sm" width={index === 0 ? "70%" : "50%"} />
      ) : index === 0 && isPending(row) ? (
        <>
          {column.render(row)}
          <Badge color="yellow" variant="light" ml="xs" size="sm">
            <Trans>En attente</Trans>
          </Badge>
        </>
      ) : (
        column.render(row)
      ),
  }));
  return (
    <DataTable<T>
      aria-label={label}
      className={classes.table}
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover={clickable}
      verticalSpacing="sm"
      minHeight={records.length === 0 ? 200 : undefined}
      records={records}
      columns={tableColumns}
      idAccessor={skeleton ? SKELETON_KEY : rowKey}
      fetching={loading && !skeleton}
      aria-busy={loading}
      customLoader={<Loader role="status" aria-label={t`Chargement`} />}
      // The empty state below says it, in the user's language (not in the footer too).
      noRecordsText=""
      emptyState={
        loading ? (
          <span />
        ) : (
          <Text c="dimmed" ta="center">
            {empty}
          </Text>
        )
      }
      page={page + 1}
      onPageChange={(next) => calls.current.setPage?.(next - 1)}
      totalRecords={total}
      recordsPerPage={size}
      paginationSize="lg"
      paginationText={({ from, to, totalRecords }) =>
        total === 0 ? "" : t`${from}–${to} sur ${totalRecords}`
      }
      getPaginationControlProps={(control) => ({
        "aria-label":
          control === "previous"
            ? t`Page précédente`
            : control === "next"
              ? t`Page suivante`
              : control === "first"
                ? t`Première page`
                : t`Dernière page`,
      })}
      onRowClick={clickable && !skeleton ? ({ record }) => onRowClick(record) : undefined}
      customRowAttributes={
        skeleton
          ? () => ({ "aria-hidden": true })
          : clickable
            ? (record) => ({
                tabIndex: 0,
                onKeyDown: (event: React.KeyboardEvent) => {
                  if (event.key === "Enter") onRowClick(record);
                },
              })
            : undefined
      }
    />
  );
}

export const RecordsTable = memo(RecordsTableImpl, showsTheSame) as typeof RecordsTableImpl;

/** A sortable column's header: a button that says, in the user's language, how rows are ordered. */
function SortHeader<T>({
  column,
  sort,
  onSort,
}: {
  column: Column<T>;
  sort: ListSort | undefined;
  onSort: ((sort: ListSort) => void) | undefined;
}) {
  const { t } = useLingui();
  const direction = sort?.key === column.key ? sort.direction : undefined;
  return (
    <UnstyledButton
      onClick={() => onSort?.({ key: column.key, direction: direction === "asc" ? "desc" : "asc" })}
      mih={44}
      style={{
        display: "inline-flex",
        alignItems: "center",
        gap: 4,
        // The header's own size and weight: a sortable column looks like the others.
        fontSize: "inherit",
        fontWeight: "inherit",
        // A long header wraps ("Numéro / public") so a narrow table keeps its row buttons in view.
        whiteSpace: "normal",
        textAlign: "start",
      }}
    >
      {column.header}
      <LineIcon
        d={
          MORE_ICONS[
            direction === "asc"
              ? "sortAscending"
              : direction === "desc"
                ? "sortDescending"
                : "sortable"
          ]
        }
        size={16}
      />
      {/* A space between: the button's name is "Unités trier", not "Unitéstrier". */}{" "}
      <VisuallyHidden>
        {direction === "asc"
          ? t`trié par ordre croissant`
          : direction === "desc"
            ? t`trié par ordre décroissant`
            : t`trier`}
      </VisuallyHidden>
    </UnstyledButton>
  );
}
