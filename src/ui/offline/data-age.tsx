import { Badge, Group, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { formatDayAndTime } from "@/lib/i18n/format";
import { useNetworkStatus } from "../use-network-status";

/**
 * "Données du 21/11 à 14:32": said of what a screen shows from the cache when it could not be
 * refreshed (offline, or the last request failed). Nothing when the data is fresh.
 */
export function DataAge({ fetchedAt, stale }: { fetchedAt: number | undefined; stale: boolean }) {
  const online = useNetworkStatus();
  if (fetchedAt === undefined || (online && !stale)) return null;
  const { day, time } = formatDayAndTime(fetchedAt);
  return (
    <Group gap="xs" role="status">
      <Badge color="orange" variant="light">
        {online ? <Trans>Non actualisé</Trans> : <Trans>Hors ligne</Trans>}
      </Badge>
      <Text size="sm" c="dimmed">
        <Trans>
          Données du {day} à {time}
        </Trans>
      </Text>
    </Group>
  );
}
