import {
  Alert,
  Badge,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import { useRefreshWhileVisible } from "@/ui/use-refresh-while-visible";
import { useLocation } from "wouter";
import { HEALTH_STATES, type HealthDevice, type HealthState } from "@/contract/devices";
import { deviceReportsApi } from "@/contract/devices.endpoints";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/error-messages";
import { formatAge, formatDayAndTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { paths } from "@/lib/paths";
import { useCan } from "@/lib/session/use-can";
import { DataAge } from "@/ui/offline/data-age";
import { useCachedRead } from "@/ui/offline/use-cached-read";
import { useNetworkStatus } from "@/ui/use-network-status";
import { HEALTH_LABELS, HealthBadge } from "@/ui/device-health-badge";
import { boardOf, type KindFilter } from "./health-board";

/** How often the board asks again while it is on screen. */
export const HEALTH_REFRESH_MS = 15_000;

/**
 * The device-health board (KIOSK_READ or SMARTTOUCH_READ): every kiosk and smart touch by health
 * at a glance, the ones that need someone first, and those behind the last version; a tap opens
 * the device. It refreshes on its own while visible, and offline shows the cached state and its age.
 */
export default function DeviceHealthPage() {
  const { t, i18n } = useLingui();
  const online = useNetworkStatus();
  const health = useCachedRead("device-health", () => call(deviceReportsApi.health));
  const [kind, setKind] = useState<KindFilter>("all");
  // A counter tapped: the board lists that health's devices (tapped again: back to "À traiter").
  const [only, setOnly] = useState<HealthState | null>(null);
  const readsKiosks = useCan("KIOSK_READ");
  const readsDevices = useCan("SMARTTOUCH_READ");
  const both = readsKiosks && readsDevices;
  const { reload } = health;

  const tick = useCallback(() => {
    if (navigator.onLine) reload();
  }, [reload]);
  useRefreshWhileVisible(tick, HEALTH_REFRESH_MS);

  const data = health.data;
  const board = boardOf(data?.devices ?? [], kind, only);
  const onlyLabel = only ? i18n._(HEALTH_LABELS[only].label) : "";
  const at = data ? formatDayAndTime(data.at).time : "";
  const lastVersion = data?.lastVersion;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          <Trans>État des appareils</Trans>
        </Title>
        {data && online && !health.stale && (
          <Text size="sm" c="dimmed" role="status">
            <Trans>Actualisé à {at}, toutes les 15 secondes</Trans>
          </Text>
        )}
      </Group>
      <DataAge fetchedAt={health.fetchedAt} stale={health.stale} />
      {both && (
        <SegmentedControl
          value={kind}
          onChange={setKind}
          data={[
            { value: "all", label: t`Tous` },
            { value: "kiosk", label: t`Bornes` },
            { value: "smarttouch", label: t`Smart touch` },
          ]}
        />
      )}
      {health.loading && <Loader role="status" aria-label={t`Chargement`} />}
      {health.error !== undefined && (
        <Alert color="red">{i18n._(errorMessage(health.error))}</Alert>
      )}
      {data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
            {HEALTH_STATES.map((state) => (
              <UnstyledButton
                key={state}
                aria-pressed={only === state}
                onClick={() => setOnly(only === state ? null : state)}
              >
                <Paper
                  withBorder
                  p="md"
                  radius="md"
                  data-testid={`count-${state}`}
                  style={
                    only === state
                      ? { borderColor: "var(--mantine-primary-color-filled)", borderWidth: 2 }
                      : undefined
                  }
                >
                  <Text size="xl" fw={700} lh={1.1}>
                    {board.counts[state]}
                  </Text>
                  <Badge color={HEALTH_LABELS[state].color} variant="light" mt={6}>
                    {i18n._(HEALTH_LABELS[state].label)}
                  </Badge>
                </Paper>
              </UnstyledButton>
            ))}
          </SimpleGrid>
          <Section
            title={only ? t`Appareils : ${onlyLabel}` : t`À traiter`}
            devices={board.needing}
            empty={only ? t`Aucun appareil dans cet état.` : t`Tout fonctionne.`}
          />
          <Section
            title={
              lastVersion ? t`En retard sur la version ${lastVersion}` : t`En retard de version`
            }
            devices={board.behind}
            empty={t`Tous les appareils sont à jour.`}
          />
        </>
      )}
    </Stack>
  );
}

function Section({
  title,
  devices,
  empty,
}: {
  title: string;
  devices: HealthDevice[];
  empty: string;
}) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {devices.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {devices.map((d) => (
            <DeviceTile key={`${d.kind}:${d.serialNumber}`} device={d} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function DeviceTile({ device }: { device: HealthDevice }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const age = formatAge(device.lastPing, i18n.locale as Locale);
  const kind = device.kind === "kiosk" ? t`Borne` : t`Smart touch`;
  const version = device.version ?? "—";
  const target =
    device.kind === "kiosk"
      ? paths.kiosk(device.serialNumber)
      : paths.smartTouch(device.serialNumber);
  return (
    <UnstyledButton
      onClick={() => navigate(target)}
      data-testid="health-device"
      style={{ display: "block" }}
    >
      <Paper withBorder p="sm" radius="md" mih={44}>
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fw={600}>{device.name}</Text>
            <Text size="sm" c="dimmed">
              {device.kind === "kiosk"
                ? `${kind} · ${device.serialNumber}`
                : `${kind} · ${device.place ?? t`sans jeu ni borne`}`}
              {" · "}
              {age ? t`vu ${age}` : t`jamais vu`}
              {" · "}
              {t`version ${version}`}
            </Text>
          </div>
          <HealthBadge health={device.health} />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
