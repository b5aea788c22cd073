import { Alert, Button, Checkbox, Group, Menu, Stack, Text } from "@mantine/core";
import { useDebouncedValue, useLocalStorage } from "@mantine/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLingui as useI18n } from "@lingui/react";
import { useDeferredValue, useLayoutEffect, useMemo, useRef, type ReactNode } from "react";
import { NetworkError } from "@/lib/api/api-error";
import { errorMessage } from "@/lib/api/error-messages";
import { Icon, LineIcon } from "../icons";
import { MORE_ICONS } from "../more-icons";
import { DataAge } from "../offline/data-age";
import type { Filters, PagedList } from "./use-paged-list";
import { RecordsTable, SKELETON_KEY, type TableCalls } from "./records-table";

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
  // The table renders again only when what it shows changes (records-table.tsx): what it calls
  // back is read here at each call.
  const calls = useRef<TableCalls<T>>({});
  useLayoutEffect(() => {
    calls.current = { setPage: list.setPage, setSort: list.setSort, onRowClick };
  });
  // The first load keeps the table's layout: grey rows where the records will be, hidden from
  // assistive technology (the table says it is busy), never clickable.
  const skeleton = list.loading && list.rows.length === 0;
  const skeletonCount = Math.min(list.size, SKELETON_ROWS);
  const skeletonRows = useMemo(() => skeletonRecords<T>(skeletonCount), [skeletonCount]);
  // Rows already shown (from the cache) while they are refreshed: the table says it is busy only
  // if the refresh takes a while, so a quick one neither flashes a loader nor redraws the rows.
  const refreshing = list.loading && !skeleton;
  const [slowRefresh] = useDebouncedValue(refreshing, SLOW_REFRESH_MS);
  // New rows render in slices, after the update that brought them (a deferred value): a page of
  // rows arriving holds no task long. Rows and their state go together.
  const shown = useMemo(
    () => ({
      skeleton,
      records: skeleton ? skeletonRows : list.rows,
      loading: skeleton || (refreshing && slowRefresh),
    }),
    [skeleton, skeletonRows, list.rows, refreshing, slowRefresh],
  );
  const view = useDeferredValue(shown);
  const sortableKeys = columns.filter((column) => list.sortable(column.key)).map((c) => c.key);
  const sortable = sortableKeys.join("\n");

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
      <RecordsTable<T>
        records={view.records}
        skeleton={view.skeleton}
        loading={view.loading}
        columns={columns}
        hidden={hidden}
        page={list.page}
        total={list.total}
        size={list.size}
        sort={list.sort}
        sortable={sortable}
        isPending={list.isPending}
        rowKey={rowKey}
        label={label}
        empty={empty}
        clickable={!!onRowClick}
        locale={i18n.locale}
        calls={calls}
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
/** How long a refresh of rows already shown may take before the table shows its loader. */
export const SLOW_REFRESH_MS = 400;

/** Stand-ins for the rows of a first load (see PagedTable): only their key is read. */
function skeletonRecords<T>(count: number): T[] {
  return Array.from({ length: count }, (_, i) => ({ [SKELETON_KEY]: i }) as T);
}
