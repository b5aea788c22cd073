import { Stack } from "@mantine/core";
import { msg } from "@lingui/core/macro";
import { EVENT_KINDS, type EventKind, type VenueEvent } from "@/contract/events";
import { csvDate } from "@/ui/paged-list/csv-export";
import { defineList, type ListColumn, type ListDeclaration } from "@/ui/paged-list/resource-list";
import { CancelledBadge, CANCELLED, DeliveryBadge } from "./event-badges";
import { EVENT_KIND_INFO } from "./event-kinds";
import { DELIVERY_STATUS_LABELS, dayOf, hoursOf } from "./event-labels";

export type EventFilters = {
  from: string;
  to: string;
  deliveryStatus: string;
  cancelled: string;
  search: string;
};

/** The lists open on today onwards (the screen sets `from` to the day it opens). */
export const EVENT_FILTERS: EventFilters = {
  from: "",
  to: "",
  deliveryStatus: "",
  cancelled: "",
  search: "",
};

const DAY: ListColumn<VenueEvent> = {
  key: "day",
  header: msg`Jour et heures`,
  compact: true,
  render: (e) => (
    <>
      {dayOf(e.eventDate)}
      <br />
      {hoursOf(e)}
    </>
  ),
  csv: (e, i18n) => `${csvDate(e.eventDate, i18n) ?? ""} ${hoursOf(e)}`,
};

const CHILD: ListColumn<VenueEvent> = {
  key: "child",
  header: msg`Enfant`,
  render: (e) => e.childName ?? "—",
};

/** A kind's columns: the child's name for birthdays only. */
function columnsOf(kind: EventKind): ListColumn<VenueEvent>[] {
  return [
    DAY,
    {
      key: "code",
      header: msg`Code`,
      render: (e) => e.code,
      compact: true,
      // Beside the child's column, a birthday's code needs a wide screen.
      visibleFrom: kind === "Birthday" ? "lg" : "md",
    },
    { key: "booker", header: msg`Réservé par`, render: (e) => e.bookerName },
    ...(kind === "Birthday" ? [CHILD] : []),
    { key: "formula", header: msg`Formule`, render: (e) => e.formula, visibleFrom: "lg" },
    {
      key: "cards",
      header: msg`Cartes remises`,
      align: "right",
      render: (e) => `${e.cardsDelivered} / ${e.cardsOrdered}`,
    },
    {
      key: "delivery",
      header: msg`Remise des cartes`,
      // Narrower than "lg", the cancelled badge is here: the "Annulation" column is not shown.
      render: (e) => (
        <Stack gap={4} align="flex-start">
          <DeliveryBadge status={e.deliveryStatus} />
          {e.cancelled && <CancelledBadge hiddenFrom="lg" />}
        </Stack>
      ),
      csv: (e, i18n) => i18n._(DELIVERY_STATUS_LABELS[e.deliveryStatus]),
    },
    {
      key: "cancelled",
      header: msg`Annulation`,
      render: (e) => (e.cancelled ? <CancelledBadge /> : ""),
      visibleFrom: "lg",
      csv: (e, i18n) => (e.cancelled ? i18n._(CANCELLED) : ""),
    },
  ];
}

const EMPTY = {
  Birthday: msg`Aucun anniversaire`,
  Omniplay: msg`Aucune commande en ligne`,
  Booked: msg`Aucun événement réservé`,
};

function eventList(kind: EventKind): ListDeclaration<VenueEvent, EventFilters> {
  const info = EVENT_KIND_INFO[kind];
  return defineList<VenueEvent, EventFilters>({
    cache: info.cache,
    screen: info.list,
    list: info.api.list,
    size: 10,
    filters: EVENT_FILTERS,
    rowKey: (e) => e.id,
    open: (e) => info.link(e.id),
    columns: columnsOf(kind),
    empty: EMPTY[kind],
  });
}

/** The events of each kind (src/contract/events.ts), by day and hour, 10 a page; a row opens it. */
export const EVENT_LISTS = Object.fromEntries(
  EVENT_KINDS.map((kind) => [kind, eventList(kind)]),
) as Record<EventKind, ListDeclaration<VenueEvent, EventFilters>>;
