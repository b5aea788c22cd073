/**
 * The events log as a list (spec section 7, "Logs"): the API pages it with PageNumber and
 * PerPage and counts the same filters apart (/all/filter/count); here both become one page of
 * the app's lists, filtered on the days (today by default), the operation and the machine.
 */
import { Badge } from "@mantine/core";
import { msg } from "@lingui/core/macro";
import type { MonitorAction } from "@/contract/monitor";
import { monitorApi } from "@/contract/monitor.endpoints";
import { sortKeysOf, type Paged, type SortKeys, type SortValue } from "@/contract/paging";
import { call } from "@/lib/api/call";
import { SCREENS } from "@/lib/screens";
import { ListTime } from "@/ui/list-time";
import { csvDateTime } from "@/ui/paged-list/csv-export";
import { defineList } from "@/ui/paged-list/resource-list";
import type { PageRequest } from "@/ui/paged-list/use-paged-list";
import { todayRange } from "@/ui/paged-list/history/date-ranges";
import { ALERT_TYPES, MONITOR_TYPE_LABELS } from "./log-labels";

export type LogFilters = { from: string; to: string; type: string; machineName: string };

/** The API's query of the filters: ISO days, the venue's whole days. */
export function logQuery(filters: LogFilters) {
  return {
    StartDate: filters.from || undefined,
    EndDate: filters.to || undefined,
    Type: (filters.type || undefined) as MonitorAction["type"] | undefined,
    MachineName: filters.machineName || undefined,
  };
}

/** A page of the log and the count of its filters, as the app's lists read a page. */
export async function loadLog(query: PageRequest & LogFilters): Promise<Paged<MonitorAction>> {
  const filters = logQuery(query);
  const { page: PageNumber, size: PerPage } = query;
  // The list asks only for the keys it declares (`sorts` below).
  const sort = query.sort as SortValue<SortKeys<typeof monitorApi.list>> | undefined;
  const [page, counted] = await Promise.all([
    call(monitorApi.list, { query: { ...filters, PageNumber, PerPage, sort } }),
    call(monitorApi.count, { query: filters }),
  ]);
  return { results: page.values, total: counted.count, currentPage: query.page };
}

const today = todayRange(new Date());

export const LOG = defineList<MonitorAction, LogFilters>({
  cache: "events-log",
  screen: SCREENS.logs,
  load: loadLog,
  sorts: sortKeysOf(monitorApi.list.query),
  size: 20,
  filters: { from: today.from, to: today.to, type: "", machineName: "" },
  rowKey: (e) => e.id,
  columns: [
    {
      key: "date",
      header: msg`Date`,
      compact: true,
      render: (e) => <ListTime value={e.date} />,
      csv: (e, i18n) => csvDateTime(e.date, i18n),
    },
    {
      key: "type",
      header: msg`Opération`,
      render: (e, i18n) =>
        ALERT_TYPES.has(e.type) ? (
          <Badge color="red" variant="light" size="lg" radius="sm">
            {i18n._(MONITOR_TYPE_LABELS[e.type])}
          </Badge>
        ) : (
          i18n._(MONITOR_TYPE_LABELS[e.type])
        ),
      csv: (e, i18n) => i18n._(MONITOR_TYPE_LABELS[e.type]),
    },
    { key: "machine", header: msg`Machine`, render: (e) => e.machineName },
    {
      key: "employee",
      header: msg`Employé`,
      render: (e) => e.employeeName ?? "—",
      visibleFrom: "lg",
    },
    { key: "card", header: msg`Carte`, render: (e) => e.cardNumber ?? "—", visibleFrom: "lg" },
    // What happened is the entry's point: shown on every tablet, wrapped when long.
    { key: "detail", header: msg`Détail`, render: (e) => e.detail ?? "" },
  ],
  empty: msg`Aucun événement pour ces filtres`,
});
