/** The periods' list beside the week (`defineList`: filters, sort, CSV, empty state, edit, delete). */
import { Badge } from "@mantine/core";
import { msg } from "@lingui/core/macro";
import type { Period } from "@/contract/planning";
import { PERIOD_KINDS } from "@/contract/planning";
import { planningApi } from "@/contract/planning.endpoints";
import { formatDate } from "@/lib/i18n/format";
import { SCREENS } from "@/lib/screens";
import { defineList } from "@/ui/paged-list/resource-list";
import { PeriodFormModal } from "./period-form";
import {
  coverText,
  datesText,
  daysText,
  hoursText,
  KIND_LABELS,
  kindText,
  percentText,
} from "./period-labels";

export const PERIOD_LIST = defineList({
  cache: "planning-periods",
  screen: SCREENS.planning,
  all: planningApi.list,
  size: 20,
  filters: { kind: "", name: "" },
  filterFields: [
    {
      name: "kind",
      label: msg`Type`,
      placeholder: msg`Tous les types`,
      options: PERIOD_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
    },
    { name: "name", label: msg`Nom` },
  ],
  match: (p: Period, { kind, name }) =>
    (!kind || p.kind === kind) &&
    p.name.toLocaleLowerCase().includes(name.trim().toLocaleLowerCase()),
  sortBy: {
    name: (p) => p.name,
    kind: (p) => p.kind,
    hours: (p) => p.startTime,
    percent: (p) => p.percent ?? 0,
  },
  rowKey: (p) => p.id,
  columns: [
    { key: "name", header: msg`Nom`, render: (p) => p.name },
    {
      key: "kind",
      header: msg`Type`,
      render: (p, i18n) => (
        <Badge
          color={p.kind === "HappyHour" ? "orange" : "teal"}
          variant="light"
          styles={{ label: { overflow: "visible" } }}
        >
          {kindText(p, i18n)}
        </Badge>
      ),
      csv: (p, i18n) => i18n._(KIND_LABELS[p.kind]),
    },
    { key: "days", header: msg`Jours`, render: (p, i18n) => daysText(p.days, i18n) },
    { key: "hours", header: msg`Heures`, render: (p, i18n) => hoursText(p, i18n) },
    {
      key: "percent",
      header: msg`Réduction`,
      render: (p, i18n) => percentText(p, i18n) || "—",
      csv: (p) => p.percent,
      align: "right",
      visibleFrom: "lg",
      hideable: true,
    },
    {
      key: "dates",
      header: msg`Dates`,
      render: (p, i18n) => datesText(p, formatDate, i18n) || "—",
      visibleFrom: "lg",
      hideable: true,
    },
    {
      key: "covers",
      header: msg`Jeux`,
      render: (p, i18n) => coverText(p, i18n),
      visibleFrom: "lg",
      hideable: true,
    },
  ],
  empty: msg`Aucune période : ajoutez un jeu libre ou une happy hour`,
  form: {
    render: ({ opened, row, onClose, onSaved }) => (
      <PeriodFormModal opened={opened} period={row} onClose={onClose} onSaved={() => onSaved()} />
    ),
    update: planningApi.update,
  },
  remove: {
    endpoint: planningApi.remove,
    params: (p: Period) => ({ id: p.id }),
    confirm: ({ name }) => msg`La période « ${name} » sera supprimée.`,
    done: msg`Période supprimée`,
    failed: msg`Erreur lors de la suppression de la période`,
  },
});
