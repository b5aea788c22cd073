import { Group, Progress, SimpleGrid, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { UPDATE_TYPES, type UpdateType } from "@/contract/devices";
import { updatesApi } from "@/contract/device-software.endpoints";
import { ApiError } from "@/lib/api/api-error";
import { call } from "@/lib/api/call";
import { Fact } from "@/ui/fact";
import { useRemote } from "@/ui/use-remote";
import { UPDATE_TYPE_LABELS } from "./device-labels";

/** The share of devices at or above a version: a bar and its percentage. */
export function UpToDate({ value }: { value: number }) {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(value);
  return (
    <Group gap="xs" wrap="nowrap" miw={120}>
      <Progress
        value={value}
        color={value >= 100 ? "teal" : "blue"}
        w={60}
        aria-label={t`Appareils à jour`}
      />
      <Text size="sm">{`${percent} %`}</Text>
    </Group>
  );
}

/**
 * The last version of each type, above the list: asked again each time the list is (`fetchedAt`
 * changes after a create, an edit or a delete), so it never lags behind it.
 */
export function LastVersions({ fetchedAt }: { fetchedAt: number | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      {UPDATE_TYPES.map((type) => (
        <LastVersion key={type} type={type} fetchedAt={fetchedAt} />
      ))}
    </SimpleGrid>
  );
}

function LastVersion({ type, fetchedAt }: { type: UpdateType; fetchedAt: number | undefined }) {
  const { t, i18n } = useLingui();
  const last = useRemote(
    () => call(updatesApi.lastVersion, { query: { updateType: type } }),
    [type, fetchedAt],
  );
  const none = last.error instanceof ApiError && last.error.status === 404;
  const label = i18n._(UPDATE_TYPE_LABELS[type]);
  return (
    <Fact label={t`Dernière version, ${label}`}>
      {last.data ? (
        <Group gap="sm">
          <Text fw={600}>{last.data.version}</Text>
          <UpToDate value={last.data.upToDate} />
        </Group>
      ) : none ? (
        <Trans>Aucune</Trans>
      ) : (
        "—"
      )}
    </Fact>
  );
}
