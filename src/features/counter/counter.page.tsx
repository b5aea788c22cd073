import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useMemo, useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { SnackCounter, SnackLocation, SnackOrder } from "@/contract/snacks";
import { snackLocationsApi, snackOrdersApi } from "@/contract/snacks.endpoints";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/error-messages";
import { formatAge, formatDayAndTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { db } from "@/lib/offline/db";
import { applyPending } from "@/lib/offline/outbox";
import { paths } from "@/lib/paths";
import { DataAge } from "@/ui/offline/data-age";
import { useCachedRead } from "@/ui/offline/use-cached-read";
import { useCommand } from "@/ui/use-command";
import { useNetworkStatus } from "@/ui/use-network-status";
import { collectCommand, counterKey, oldestFirst } from "./counter-commands";
import { waitLevel, type WaitLevel } from "./wait-level";

/** How often the counter asks again while it is on screen. */
export const COUNTER_REFRESH_MS = 10_000;

/** The zone this tablet's counter shows, kept in localStorage (per browser). */
const ZONE_KEY = "backoffice.counter.zone";

export function rememberedZone(): number | undefined {
  try {
    const id = Number(localStorage.getItem(ZONE_KEY));
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

function rememberZone(id: number): void {
  try {
    localStorage.setItem(ZONE_KEY, String(id));
  } catch {
    // Not remembered: the zone is picked again next time.
  }
}

/**
 * A preparation zone's counter (SNACKLOCATION_READ or SNACKING_READ): today's paid orders, oldest
 * first, as big cards saying how long each has waited; "Remis" hands one over (an outbox command,
 * with undo). /counter opens the zone this tablet remembers, or asks which one.
 */
export default function CounterPage() {
  const { t } = useLingui();
  // The zone is in the address (/counter?zone=2): a link or a reload opens the same counter.
  const asked = new URLSearchParams(useSearch()).get("zone");
  const [, navigate] = useLocation();
  const id = asked === null ? undefined : Number(asked);
  const zoneId = id !== undefined && Number.isInteger(id) && id > 0 ? id : undefined;
  const remembered = asked === null ? rememberedZone() : undefined;

  useEffect(() => {
    if (zoneId !== undefined) rememberZone(zoneId);
    else if (remembered !== undefined) navigate(paths.snackCounter(remembered), { replace: true });
  }, [zoneId, remembered, navigate]);

  const zones = useCachedRead("snack-zones", async () => {
    const [snack, shop] = await Promise.all([
      call(snackLocationsApi.list, { query: { productType: "snack" } }),
      call(snackLocationsApi.list, { query: { productType: "merchandising" } }),
    ]);
    return [...snack.values, ...shop.values];
  });
  // The zone as its counter's answer names it: the heading does not wait for the zone list.
  const here = useLiveQuery(
    async () =>
      zoneId === undefined
        ? undefined
        : ((await db.reads.get(counterKey(zoneId)))?.data as SnackCounter | undefined)?.location,
    [zoneId],
  );
  const zoneName = zones.data?.find((z) => z.id === zoneId)?.name ?? here?.name;
  const options = [...(zones.data ?? [])];
  if (here && !options.some((z) => z.id === here.id)) options.push(here);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          {zoneName ? t`Comptoir : ${zoneName}` : t`Comptoir`}
        </Title>
        <Select
          label={t`Zone de préparation`}
          placeholder={t`Choisir une zone`}
          data={options.map((z) => ({ value: String(z.id), label: z.name }))}
          value={zoneId === undefined ? null : String(zoneId)}
          onChange={(value) => value && navigate(paths.snackCounter(Number(value)))}
          allowDeselect={false}
          size="md"
          w={260}
        />
      </Group>
      {zoneId === undefined ? (
        remembered === undefined && (
          <Text size="lg">
            <Trans>Choisissez la zone de préparation de ce comptoir.</Trans>
          </Text>
        )
      ) : (
        <ZoneCounter key={zoneId} id={zoneId} />
      )}
    </Stack>
  );
}

/**
 * The cached counter and the pending outbox entries of the counter's commands, read together:
 * an entry's effect shows at once, and when the server accepts it the cache takes its answer in
 * the same transaction (counterCache), so the order never flashes back in between.
 */
function useShownCounter(key: string) {
  return useLiveQuery(async () => {
    const pending = await db.outbox
      .where("state")
      .equals("pending")
      .filter((e) => e.kind === collectCommand.kind)
      .sortBy("seq");
    const read = await db.reads.get(key);
    return { pending, data: read?.data as SnackCounter | undefined };
  }, [key]);
}

function ZoneCounter({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const online = useNetworkStatus();
  const counter = useCachedRead(counterKey(id), () =>
    call(snackOrdersApi.counter, { params: { id } }),
  );
  const shown = useShownCounter(counterKey(id));
  const [now, setNow] = useState(() => Date.now());
  const { reload } = counter;

  useEffect(() => {
    const tick = () => {
      setNow(Date.now());
      if (document.visibilityState === "visible" && navigator.onLine) reload();
    };
    const timer = window.setInterval(tick, COUNTER_REFRESH_MS);
    document.addEventListener("visibilitychange", tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [reload]);

  const data = shown?.data ?? counter.data;
  // What the server said, with the effect of the changes not sent yet (optimistic).
  const waiting = useMemo(() => {
    if (!data) return [];
    const pending = shown?.pending ?? [];
    const all = [...data.waiting, ...data.collected].map((order) => {
      const mine = pending.filter((e) => e.entity === String(order.id));
      return mine.length ? applyPending(order, mine) : order;
    });
    return oldestFirst(all.filter((o) => o.state === "Paid"));
  }, [data, shown]);

  if (counter.loading) return <Loader role="status" aria-label={t`Chargement`} />;
  if (!data) return <Alert color="red">{i18n._(errorMessage(counter.error))}</Alert>;
  const at = formatDayAndTime(data.at).time;
  const count = waiting.length;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Text size="xl" fw={700} role="status" data-testid="counter-count">
          <Plural
            value={count}
            _0="Aucune commande en attente"
            one="# commande en attente"
            other="# commandes en attente"
          />
        </Text>
        {online && !counter.stale && (
          <Text size="sm" c="dimmed">
            <Trans>Actualisé à {at}, toutes les 10 secondes</Trans>
          </Text>
        )}
      </Group>
      <DataAge fetchedAt={counter.fetchedAt} stale={counter.stale} />
      {count > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {waiting.map((order) => (
            <OrderCard key={order.id} order={order} zone={data.location} now={now} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Colours with AA contrast for their text (white on the dark ones, black on amber). */
const LEVEL_STYLE: Record<WaitLevel, { badge: string; border: string }> = {
  fresh: { badge: "gray.7", border: "var(--mantine-color-gray-5)" },
  amber: { badge: "yellow.4", border: "var(--mantine-color-yellow-5)" },
  red: { badge: "red.9", border: "var(--mantine-color-red-9)" },
};

function OrderCard({ order, zone, now }: { order: SnackOrder; zone: SnackLocation; now: number }) {
  const { t, i18n } = useLingui();
  const collect = useCommand(collectCommand);
  const level = waitLevel(order.paidAt, now, zone);
  const age = formatAge(
    order.paidAt,
    i18n.locale as Locale,
    Math.max(now, Date.parse(order.paidAt)),
  );
  const number = order.number;
  const label =
    level === "red" ? t`Très en retard · ${age}` : level === "amber" ? t`En retard · ${age}` : age;
  const card = order.cardNumber;
  const kiosk = order.kioskName;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="counter-order"
      data-level={level}
      style={{ borderLeft: `8px solid ${LEVEL_STYLE[level].border}` }}
      aria-label={t`Commande ${number}`}
      component="article"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text size="sm" c="dimmed">
              <Trans>Commande</Trans>
            </Text>
            <Text fz={44} fw={800} lh={1} data-testid="order-number">
              {number}
            </Text>
          </div>
          {/* Wraps under the number when the card is narrow: never cut. */}
          <Badge
            size="lg"
            color={LEVEL_STYLE[level].badge}
            autoContrast
            maw="100%"
            h="auto"
            styles={{ label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3 } }}
          >
            {label}
          </Badge>
        </Group>
        <List size="lg" spacing={4}>
          {order.lines.map((line, k) => (
            <List.Item key={k}>
              {line.quantity} × {line.name}
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {card ? t`Carte ${card}` : t`Sans carte`}
          {kiosk ? ` · ${kiosk}` : ""}
        </Text>
        {collect.allowed && (
          <Button
            size="lg"
            fullWidth
            mih={52}
            aria-label={t`Remis : commande ${number}`}
            onClick={() =>
              void collect.run({ id: order.id, number, locationId: order.snackLocationId })
            }
          >
            <Trans>Remis</Trans>
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
