import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Menu,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
  type MantineTheme,
} from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLingui as useI18n } from "@lingui/react";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import "mantine-datatable/styles.layer.css";
import type { ReactNode } from "react";
import { NetworkError } from "@/lib/api/api-error";
import { errorMessage } from "@/lib/api/error-messages";
import { Icon, LineIcon } from "../icons";
import { MORE_ICONS } from "../more-icons";
import { DataAge } from "../offline/data-age";
import type { Filters, ListSort, PagedList } from "./use-paged-list";
import classes from "./paged-table.module.css";

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** Hide the column on narrow screens (a portrait tablet keeps the essentials). */
  visibleFrom?: "sm" | "md" | "lg";
  align?: "left" | "right" | "center";
  /** Staff may hide it (the "Colonnes" menu above the table); kept on this device, per list. */
  hideable?: boolean;
  /** As narrow as its content, never wrapped (row buttons): the other columns wrap instead. */
  compact?: boolean;
}

interface Props<T, F extends Filters> {
  list: PagedList<T, F>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
  /** What to say when there is nothing (after filtering) to show. */
  empty: ReactNode;
  label: string;
  /** Names the list where the hidden columns are kept (the list's cache name). */
  columnsKey?: string;
  /** More controls beside the "Colonnes" menu (the export button). */
  toolbar?: ReactNode;
}

const minWidth = (breakpoint: "sm" | "md" | "lg") => (theme: MantineTheme) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not a text
  `(min-width: ${theme.breakpoints[breakpoint]})`;

/**
 * The one table of the app (mantine-datatable): rows, loading, error with retry, empty state,
 * pagination, sorting (by the API for a paged list), columns staff may hide, the age of cached rows shown
 * offline, and a mark on rows with actions waiting in the outbox. Rows open with a tap or Enter.
 */
export function PagedTable<T, F extends Filters>({
  list,
  columns,
  rowKey,
  onRowClick,
  empty,
  label,
  columnsKey,
  toolbar,
}: Props<T, F>) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const [hidden, setHidden] = useLocalStorage<string[]>({
    key: `bo.columns.${columnsKey ?? ""}`,
    defaultValue: [],
    getInitialValueInEffect: false,
  });

  // Offline, a list this device never opened has nothing to show: said calmly, not as a failure.
  if (list.error instanceof NetworkError && list.rows.length === 0) {
    return (
      <Alert color="gray" icon={<Icon name="info" />} role="status">
        <Group justify="space-between">
          <Text>
            <Trans>Hors ligne : cette liste n'a pas encore été ouverte sur cet appareil.</Trans>
          </Text>
          <Button variant="light" onClick={list.reload}>
            <Trans>Réessayer</Trans>
          </Button>
        </Group>
      </Alert>
    );
  }
  if (list.error !== undefined) {
    return (
      <Alert color="red" title={t`Chargement impossible`}>
        <Group justify="space-between">
          <Text>{i18n._(errorMessage(list.error))}</Text>
          <Button variant="light" onClick={list.reload}>
            <Trans>Réessayer</Trans>
          </Button>
        </Group>
      </Alert>
    );
  }

  // The first load keeps the table's layout: grey rows where the records will be, hidden from
  // assistive technology (the table says it is busy), never clickable.
  const skeleton = list.loading && list.rows.length === 0;
  const records = skeleton ? skeletonRecords<T>(Math.min(list.size, SKELETON_ROWS)) : list.rows;
  const tableColumns: DataTableColumn<T>[] = columns.map((column, index) => ({
    accessor: column.key,
    title: list.sortable(column.key) ? (
      <SortHeader column={column} sort={list.sort} onSort={list.setSort} />
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
      ) : index === 0 && list.isPending(row) ? (
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
  const hideable = columnsKey ? columns.filter((column) => column.hideable) : [];

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <DataAge fetchedAt={list.fetchedAt} stale={list.stale} />
        <Group gap="xs" ml="auto" wrap="nowrap">
          {toolbar}
          {hideable.length > 0 && (
            <Menu closeOnItemClick={false} position="bottom-end">
              <Menu.Target>
                <Button
                  variant="subtle"
                  leftSection={<LineIcon d={MORE_ICONS.columns} size={18} />}
                >
                  <Trans>Colonnes</Trans>
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {hideable.map((column) => {
                  const shown = !hidden.includes(column.key);
                  // A checkable menu item, not a checkbox inside a menu item (nested controls).
                  return (
                    <Menu.Item
                      key={column.key}
                      mih={44}
                      role="menuitemcheckbox"
                      aria-checked={shown}
                      leftSection={<Checkbox.Indicator checked={shown} aria-hidden size="sm" />}
                      onClick={() =>
                        setHidden((keys) =>
                          shown ? [...keys, column.key] : keys.filter((k) => k !== column.key),
                        )
                      }
                    >
                      {column.header}
                    </Menu.Item>
                  );
                })}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
      <DataTable<T>
        aria-label={label}
        className={classes.table}
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover={!!onRowClick}
        verticalSpacing="sm"
        minHeight={records.length === 0 ? 200 : undefined}
        records={records}
        columns={tableColumns}
        idAccessor={skeleton ? SKELETON_KEY : rowKey}
        fetching={list.loading && !skeleton}
        aria-busy={list.loading}
        customLoader={<Loader role="status" aria-label={t`Chargement`} />}
        // The empty state below says it, in the user's language (not in the footer too).
        noRecordsText=""
        emptyState={
          list.loading ? (
            <span />
          ) : (
            <Text c="dimmed" ta="center">
              {empty}
            </Text>
          )
        }
        page={list.page + 1}
        onPageChange={(page) => list.setPage(page - 1)}
        totalRecords={list.total}
        recordsPerPage={list.size}
        paginationSize="lg"
        paginationText={({ from, to, totalRecords }) =>
          list.total === 0 ? "" : t`${from}–${to} sur ${totalRecords}`
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
        onRowClick={onRowClick && !skeleton ? ({ record }) => onRowClick(record) : undefined}
        customRowAttributes={
          skeleton
            ? () => ({ "aria-hidden": true })
            : onRowClick &&
              ((record) => ({
                tabIndex: 0,
                onKeyDown: (event: React.KeyboardEvent) => {
                  if (event.key === "Enter") onRowClick(record);
                },
              }))
        }
      />
      {/* Nothing matches: the way back to every row, where the eye is (under the empty table). */}
      {!list.loading && list.total === 0 && list.filtered && (
        <Group justify="center">
          <Button variant="light" onClick={list.clearFilters}>
            <Trans>Effacer les filtres</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}

const SKELETON_ROWS = 8;
const SKELETON_KEY = "__skeleton";

/** Stand-ins for the rows of a first load (see PagedTable): only their key is read. */
function skeletonRecords<T>(count: number): T[] {
  return Array.from({ length: count }, (_, i) => ({ [SKELETON_KEY]: i }) as T);
}

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
