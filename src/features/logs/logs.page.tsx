import { Select, Stack, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { MonitorType } from "@/contract/monitor";
import { monitorApi } from "@/contract/monitor.endpoints";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/error-messages";
import { notify } from "@/ui/notify";
import { DatedList } from "@/ui/paged-list/dated-list";
import type { PagedList } from "@/ui/paged-list/use-paged-list";
import { MONITOR_TYPE_LABELS } from "./log-labels";
import { LOG, loadLog, type LogFilters } from "./log-list";
import type { MonitorAction } from "@/contract/monitor";

type Log = PagedList<MonitorAction, LogFilters>;

/** The machine names and operations the log holds for the days picked (the filters' choices). */
function useChoices(from: string, to: string) {
  const { t, i18n } = useLingui();
  const [choices, setChoices] = useState<{ machines: string[]; types: MonitorType[] }>({
    machines: [],
    types: [],
  });
  useEffect(() => {
    const query = { startDate: from || undefined, endDate: to || undefined };
    let live = true;
    Promise.all([call(monitorApi.machineNames, { query }), call(monitorApi.types, { query })])
      .then(([machines, types]) => {
        if (live) setChoices({ machines: machines.values, types: types.values });
      })
      .catch((error: unknown) => {
        if (live)
          notify("error", i18n._(errorMessage(error)), t`Le journal n'a pas pu être chargé`);
      });
    return () => {
      live = false;
    };
  }, [from, to, i18n, t]);
  return choices;
}

function LogFiltersRow({ list }: { list: Log }) {
  const { t, i18n } = useLingui();
  const { machines, types } = useChoices(list.filters.from, list.filters.to);
  return (
    <>
      <Select
        label={t`Opération`}
        placeholder={t`Toutes les opérations`}
        size="md"
        data={types.map((value) => ({ value, label: i18n._(MONITOR_TYPE_LABELS[value]) }))}
        value={list.filters.type || null}
        onChange={(value) => list.setFilter("type", value ?? "")}
        clearable
      />
      <Select
        label={t`Machine`}
        placeholder={t`Toutes les machines`}
        size="md"
        data={machines}
        value={list.filters.machineName || null}
        onChange={(value) => list.setFilter("machineName", value ?? "")}
        searchable
        clearable
        nothingFoundMessage={t`Aucune machine ces jours-là`}
      />
    </>
  );
}

/** /logs (LOG_READ): what happened on the devices and in the back office, today by default. */
export default function LogsPage() {
  const { i18n } = useLingui();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {i18n._(LOG.screen.title)}
      </Title>
      <DatedList of={LOG} load={loadLog} filters={(list) => <LogFiltersRow list={list} />} />
    </Stack>
  );
}
