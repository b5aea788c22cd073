import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLingui as useI18n } from "@lingui/react";
import type { ReactNode } from "react";
import { errorMessage } from "@/lib/api/error-messages";
import { DataAge } from "../offline/data-age";
import type { Filters, PagedList } from "./use-paged-list";

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** Hide the column on narrow screens (a portrait tablet keeps the essentials). */
  visibleFrom?: "sm" | "md" | "lg";
  align?: "left" | "right" | "center";
}

interface Props<T, F extends Filters> {
  list: PagedList<T, F>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
  /** What to say when there is nothing (after filtering) to show. */
  empty: ReactNode;
  label: string;
}

/**
 * The one paged table of the app: rows, loading, error with retry, empty state, pagination, the
 * age of cached rows shown offline, and a mark on rows with actions waiting in the outbox.
 */
export function PagedTable<T, F extends Filters>({
  list,
  columns,
  rowKey,
  onRowClick,
  empty,
  label,
}: Props<T, F>) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const first = list.total === 0 ? 0 : list.page * list.size + 1;
  const last = Math.min(list.total, (list.page + 1) * list.size);
  const total = list.total;

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

  return (
    <Stack gap="xs">
      <DataAge fetchedAt={list.fetchedAt} stale={list.stale} />
      <Paper withBorder radius="md" pos="relative" aria-busy={list.loading}>
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover={!!onRowClick} verticalSpacing="sm" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.key} visibleFrom={c.visibleFrom} ta={c.align}>
                    {c.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.rows.map((row) => (
                <Table.Tr
                  key={rowKey(row)}
                  onClick={onRowClick && (() => onRowClick(row))}
                  onKeyDown={onRowClick && ((e) => e.key === "Enter" && onRowClick(row))}
                  tabIndex={onRowClick ? 0 : undefined}
                  style={onRowClick ? { cursor: "pointer", height: 48 } : { height: 48 }}
                >
                  {columns.map((c, index) => (
                    <Table.Td key={c.key} visibleFrom={c.visibleFrom} ta={c.align}>
                      {c.render(row)}
                      {index === 0 && list.isPending(row) && (
                        <Badge color="yellow" variant="light" ml="xs" size="sm">
                          <Trans>En attente</Trans>
                        </Badge>
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {!list.loading && list.rows.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {empty}
          </Text>
        )}
        <Group justify="space-between" p="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {list.loading ? (
              <Loader size="xs" aria-label={t`Chargement`} />
            ) : (
              <Trans>
                {first}–{last} sur {total}
              </Trans>
            )}
          </Text>
          {list.pageCount > 1 && (
            <Pagination
              total={list.pageCount}
              value={list.page + 1}
              onChange={(p) => list.setPage(p - 1)}
              size="lg"
              siblings={1}
              getControlProps={(control) => ({
                "aria-label":
                  control === "previous"
                    ? t`Page précédente`
                    : control === "next"
                      ? t`Page suivante`
                      : undefined,
              })}
            />
          )}
        </Group>
      </Paper>
    </Stack>
  );
}
