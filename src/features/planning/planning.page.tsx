/**
 * /planning: the free play and happy hour periods (src/contract/planning.ts): what applies now,
 * the week at a glance, and their list with its form. Read cache-first (offline too, with the
 * periods last seen); changes need the network.
 */
import { Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState } from "react";
import { planningApi } from "@/contract/planning.endpoints";
import { activeAt } from "@/contract/planning-zone";
import { call } from "@/lib/api/call";
import { useCachedRead } from "@/ui/offline/use-cached-read";
import { ResourceList } from "@/ui/paged-list/resource-list";
import { useNetworkStatus } from "@/ui/use-network-status";
import { NowBanner } from "./now-banner";
import { PERIOD_LIST } from "./planning-list";
import { WeekGrid } from "./week-grid";

const WEEK_KEY = "planning:week";
const TICK_MS = 30_000;

export default function PlanningPage() {
  const { t } = useLingui();
  const online = useNetworkStatus();
  const week = useCachedRead(WEEK_KEY, () => call(planningApi.list));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const periods = useMemo(() => week.data?.values ?? [], [week.data]);
  const timeZone = week.data?.timeZone;
  const active = useMemo(
    () => (timeZone ? activeAt(periods, now, timeZone) : []),
    [periods, now, timeZone],
  );
  const intro = (
    <Stack gap="sm">
      {!online && (
        <Text size="sm" c="orange.9">
          {t`Hors ligne : les périodes affichées sont les dernières vues ; les modifier demande le réseau.`}
        </Text>
      )}
      {timeZone && <NowBanner active={active} timeZone={timeZone} />}
      {timeZone && (
        <WeekGrid
          periods={periods}
          timeZone={timeZone}
          now={now}
          active={new Set(active.map((a) => a.period.id))}
        />
      )}
    </Stack>
  );
  return (
    <ResourceList of={PERIOD_LIST} intro={intro}>
      {({ list }) => <ReloadOn value={list.fetchedAt} reload={week.reload} />}
    </ResourceList>
  );
}

/** The week follows the list: a save or a delete reloads the list, then the week. */
function ReloadOn({ value, reload }: { value: number | undefined; reload: () => void }) {
  // The first value is the cache's, read with the week: only later ones are news.
  const first = useRef(value);
  useEffect(() => {
    if (value !== undefined && value !== first.current) reload();
  }, [value, reload]);
  return null;
}
