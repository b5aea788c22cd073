import { Stack, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { EventKind } from "@/contract/events";
import { DatedList } from "@/ui/paged-list/dated-list";
import { isoDay } from "@/ui/paged-list/history/date-ranges";
import { ChoiceFilter, TextFilter } from "@/ui/paged-list/list-filters";
import { CANCELLED_LABELS, DELIVERY_STATUS_LABELS } from "./event-labels";
import { EVENT_FILTERS, EVENT_LISTS } from "./event-lists";

/**
 * /birthday-events, /omniplay-events (BIRTHDAY_READ), /booked-events (BOOKED_READ): a kind's
 * events from today onwards (the days are the filter's to change), by their cards' delivery,
 * cancelled or not, by name (booker or child) or code; a row opens the event.
 */
export function EventListPage({ kind }: { kind: EventKind }) {
  const { t, i18n } = useLingui();
  const declared = EVENT_LISTS[kind];
  // Today onwards, the day the screen opens (not the day the app started).
  const of = useMemo(
    () => ({ ...declared, filters: { ...EVENT_FILTERS, from: isoDay(new Date()) } }),
    [declared],
  );
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {i18n._(declared.screen.title)}
      </Title>
      <DatedList
        of={of}
        filters={(list) => (
          <>
            <TextFilter list={list} name="search" label={t`Nom ou code`} />
            <ChoiceFilter
              list={list}
              name="deliveryStatus"
              label={t`Remise des cartes`}
              any={t`Toutes`}
              labels={DELIVERY_STATUS_LABELS}
            />
            <ChoiceFilter
              list={list}
              name="cancelled"
              label={t`Annulation`}
              any={t`Annulés ou non`}
              labels={CANCELLED_LABELS}
            />
          </>
        )}
      />
    </Stack>
  );
}
