import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import { useRefreshWhileVisible } from "@/ui/use-refresh-while-visible";
import { Link } from "wouter";
import type { EventsToday, TodayEvent } from "@/contract/events";
import { eventsTodayApi } from "@/contract/events.endpoints";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/error-messages";
import { formatDayAndTime } from "@/lib/i18n/format";
import { DataAge } from "@/ui/offline/data-age";
import { useCachedRead } from "@/ui/offline/use-cached-read";
import { PageLoader } from "@/ui/page-loader";
import { CancelledBadge, DeliveryBadge } from "./event-badges";
import { eventLink } from "./event-kinds";
import { dayOf, EVENT_KIND_LABELS, hoursOf } from "./event-labels";
import {
  BOARD_GROUPS,
  boardGroups,
  dayAndHour,
  longDay,
  nextEvent,
  phaseOf,
  type BoardGroup,
} from "./today-board";

/** How often the board refreshes while it is on screen. */
export const TODAY_REFRESH_MS = 60_000;

const GROUP_TITLES: Record<BoardGroup, MessageDescriptor> = {
  toPrepare: msg`À préparer`,
  delivered: msg`Livrés`,
  cancelled: msg`Annulés`,
};

/**
 * /today (BIRTHDAY_READ or BOOKED_READ): the floor's board of the day's events, of the kinds one
 * may read (today-board.ts says the order). It refreshes every minute while visible and when the
 * tablet comes back to it; offline it shows the board this device last read (the cache of every
 * cache-first read, `db.reads`, key "events-today"), with its age. A tap opens the event.
 */
export default function TodayPage() {
  const { t, i18n } = useLingui();
  const board = useCachedRead("events-today", () => call(eventsTodayApi.board, { query: {} }));
  const [now, setNow] = useState(() => new Date());
  const { reload } = board;

  const tick = useCallback(() => {
    setNow(new Date());
    if (navigator.onLine) reload();
  }, [reload]);
  useRefreshWhileVisible(tick, TODAY_REFRESH_MS);

  const data = board.data;
  const today = dayAndHour(now).day;
  const refreshed = formatDayAndTime(board.fetchedAt).time;
  const boardDay = data ? dayOf(data.day) : "";

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            <Trans>Aujourd'hui</Trans>
          </Title>
          <Text c="dimmed" size="lg">
            {longDay(data?.day ?? today, i18n.locale)}
          </Text>
        </div>
        <Group gap="sm" align="center">
          {data && board.fetchedAt !== undefined && !board.stale && (
            <Text size="sm" c="dimmed">
              <Trans>Actualisé à {refreshed}</Trans>
            </Text>
          )}
          <Button variant="light" size="md" onClick={reload}>
            <Trans>Actualiser</Trans>
          </Button>
        </Group>
      </Group>
      <DataAge fetchedAt={board.fetchedAt} stale={board.stale} />
      {data && data.day !== today && (
        <Alert color="yellow">
          <Trans>Ce tableau est celui du {boardDay}.</Trans>
        </Alert>
      )}
      {board.loading ? (
        <PageLoader />
      ) : !data ? (
        <Alert color="red" title={t`Aujourd'hui`}>
          {i18n._(errorMessage(board.error))}
        </Alert>
      ) : (
        <Board board={data} now={now} />
      )}
    </Stack>
  );
}

function Board({ board, now }: { board: EventsToday; now: Date }) {
  const { i18n } = useLingui();
  const groups = boardGroups(board.values);
  const next = nextEvent(board, now);
  const hour = board.day === dayAndHour(now).day ? dayAndHour(now).hour : "";
  const toPrepare = groups.toPrepare.length;
  const cards = groups.toPrepare.reduce((n, e) => n + e.cardsToDeliver, 0);
  if (board.values.length === 0) {
    return (
      <Text size="lg" py="xl" ta="center">
        <Trans>Aucun événement aujourd'hui</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      <Text size="lg" fw={600} role="status" data-testid="today-summary">
        <Plural value={toPrepare} one="# événement à préparer" other="# événements à préparer" />
        {" · "}
        <Plural value={cards} one="# carte à remettre" other="# cartes à remettre" />
      </Text>
      {BOARD_GROUPS.filter((g) => groups[g].length > 0).map((group) => (
        <Stack key={group} gap="sm" component="section" aria-labelledby={`today-${group}`}>
          <Title order={2} size="h3" id={`today-${group}`}>
            {i18n._(GROUP_TITLES[group])} ({groups[group].length})
          </Title>
          {groups[group].map((event) => (
            <EventCard
              key={`${event.kind}-${event.id}`}
              event={event}
              next={event === next}
              during={!!hour && phaseOf(event, hour) === "during"}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function EventCard({
  event: e,
  next,
  during,
}: {
  event: TodayEvent;
  next: boolean;
  during: boolean;
}) {
  const { i18n } = useLingui();
  const who = e.childName ? `${e.childName} · ${e.bookerName}` : e.bookerName;
  const { cardsToDeliver } = e;
  const struck = e.cancelled ? "line-through" : undefined;
  return (
    <Card
      component={Link}
      href={eventLink(e)}
      withBorder
      radius="md"
      padding="md"
      data-testid="today-event"
      data-next={next || undefined}
      bg={e.cancelled ? "gray.1" : next ? "blue.0" : undefined}
      style={{
        minHeight: 72,
        borderWidth: next ? 3 : undefined,
        borderColor: next ? "var(--mantine-color-blue-7)" : undefined,
      }}
    >
      <Group wrap="nowrap" align="center" gap="md">
        <Stack gap={2} miw={110}>
          <Text fw={700} size="xl" c={e.cancelled ? "gray.7" : undefined} td={struck}>
            {e.beginHour}
          </Text>
          <Text size="sm" c="gray.7">
            {hoursOf(e)}
          </Text>
        </Stack>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            {next && (
              <Badge color="blue.8" variant="filled" size="lg" radius="sm">
                {during ? <Trans>En cours</Trans> : <Trans>Prochain</Trans>}
              </Badge>
            )}
            <Badge color="dark" variant="outline" size="lg" radius="sm">
              {i18n._(EVENT_KIND_LABELS[e.kind])}
            </Badge>
            {e.cancelled && <CancelledBadge />}
          </Group>
          <Text fw={600} size="lg" c={e.cancelled ? "gray.7" : undefined} td={struck} lineClamp={2}>
            {who}
          </Text>
          <Text size="sm" c="gray.7" lineClamp={1}>
            {e.formula} · {e.code}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" miw={140}>
          {!e.cancelled && cardsToDeliver > 0 && (
            <Text fw={700} size="lg" c="red.9" ta="right">
              <Plural value={cardsToDeliver} one="# carte à remettre" other="# cartes à remettre" />
            </Text>
          )}
          {!e.cancelled && <DeliveryBadge status={e.deliveryStatus} />}
          <Text size="sm" c="gray.7">
            {e.cardsDelivered} / {e.cardsOrdered}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
