import { Text } from "@mantine/core";
import { msg } from "@lingui/core/macro";
import { useState } from "react";
import { searchKey } from "@/contract/search";
import { HEALTH_STATES, healthOf, type SmartTouch } from "@/contract/devices";
import { smartTouchApi } from "@/contract/devices.endpoints";
import { valuesOf } from "@/lib/api/call";
import { formatAge } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { ListTime } from "@/ui/list-time";
import { csvDateTime } from "@/ui/paged-list/csv-export";
import { defineList, ResourceList } from "@/ui/paged-list/resource-list";
import { useLinkedKey, useRowOf } from "@/ui/paged-list/use-linked-row";
import type { PagedList } from "@/ui/paged-list/use-paged-list";
import { DeviceHealthBadge, HEALTH_LABELS, healthWord } from "@/ui/device-health-badge";
import { SmartTouchFormModal } from "./smart-touch-form";
import { SmartTouchPanel } from "./smart-touch-panel";
import { SCREENS } from "@/lib/screens";

type DeviceFilters = { search: string; health: string; game: string };

/** The games that have devices, for the game filter ("CB-001 · Cruis'n Blast"). */
async function gameOptions() {
  const games = new Map<string, string>();
  for (const d of await valuesOf(smartTouchApi.list))
    if (d.gameCode) games.set(d.gameCode, `${d.gameCode} · ${d.gameTypeName ?? ""}`);
  return [...games]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([value, label]) => ({ value, label }));
}

/**
 * /smarttouch: every device with its health (the board's words and rule: healthOf), link, last
 * ping and versions; filtered by health (maintenance is one), by game, and by serial (one search
 * box). The API gives them whole: they are
 * filtered, sorted and paged here, and kept for offline. A row opens its panel.
 */
const DEVICE_LIST = defineList<SmartTouch, DeviceFilters>({
  cache: "smarttouch",
  screen: { ...SCREENS.smartTouch, title: msg`Appareils Smart touch` },
  all: smartTouchApi.list,
  size: 20,
  filters: { search: "", health: "", game: "" },
  filterFields: [
    { name: "search", label: msg`Numéro, jeu ou borne` },
    {
      name: "health",
      label: msg`État`,
      placeholder: msg`Tous les états`,
      options: HEALTH_STATES.map((h) => ({ value: h, label: HEALTH_LABELS[h].label })),
    },
    {
      name: "game",
      label: msg`Jeu`,
      placeholder: msg`Tous les jeux`,
      options: gameOptions,
    },
  ],
  match: (d, { search, health, game }) => {
    const wanted = searchKey(search);
    const texts = [d.serialNumber, d.gameCode, d.gameTypeName, d.kioskSerialNumber, d.kioskName];
    return (
      (!wanted || texts.some((text) => text && searchKey(text).includes(wanted))) &&
      (!health || healthOf(d, Date.now()) === health) &&
      (!game || d.gameCode === game)
    );
  },
  sortBy: {
    serialNumber: (d) => d.serialNumber,
    // Worst first, as on the board.
    state: (d) => HEALTH_STATES.indexOf(healthOf(d, Date.now())),
    link: (d) => d.gameCode ?? d.kioskName ?? "",
    lastPing: (d) => d.lastPing ?? "",
    version: (d) => d.softwareVersion ?? "",
  },
  entities: { kind: "smarttouch", of: (d) => d.serialNumber },
  rowKey: (d) => d.serialNumber,
  columns: [
    { key: "serialNumber", header: msg`Numéro de série`, render: (d) => d.serialNumber },
    {
      key: "state",
      header: msg`État`,
      render: (d) => <DeviceHealthBadge device={d} />,
      csv: healthWord,
    },
    {
      key: "link",
      header: msg`Jeu ou borne`,
      render: (d, i18n) =>
        d.gameCode
          ? `${d.gameCode} · ${d.gameTypeName ?? ""}`
          : (d.kioskName ?? d.kioskSerialNumber ?? i18n._(msg`Aucun`)),
    },
    {
      key: "lastPing",
      header: msg`Dernier ping`,
      render: (d, i18n) => (
        <>
          <ListTime value={d.lastPing} />
          <Text size="sm" c="dimmed">
            {formatAge(d.lastPing, i18n.locale as Locale)}
          </Text>
        </>
      ),
      csv: (d, i18n) => csvDateTime(d.lastPing, i18n),
      hideable: true,
    },
    {
      key: "version",
      header: msg`Version`,
      render: (d) => d.softwareVersion ?? "—",
      visibleFrom: "sm",
      hideable: true,
    },
    {
      key: "ip",
      header: msg`Adresse IP`,
      render: (d) => d.lastIp ?? "—",
      visibleFrom: "lg",
      hideable: true,
    },
    {
      key: "hardware",
      header: msg`Matériel`,
      render: (d) => d.hardwareVersion ?? "—",
      visibleFrom: "lg",
      hideable: true,
    },
    {
      key: "delays",
      header: msg`Délais passage / ping`,
      render: ({ tapDelay, pingDelay }, i18n) => i18n._(msg`${tapDelay} s / ${pingDelay} s`),
      visibleFrom: "lg",
      hideable: true,
    },
  ],
  empty: msg`Aucun appareil trouvé`,
  form: {
    render: ({ opened, row, onClose, onSaved }) => (
      <SmartTouchFormModal opened={opened} device={row} onClose={onClose} onSaved={onSaved} />
    ),
  },
});

export default function SmartTouchListPage() {
  const linked = useLinkedKey();
  const [shown, setShown] = useState<string | null>(linked);
  return (
    <ResourceList of={DEVICE_LIST} onRowClick={(d) => setShown(d.serialNumber)}>
      {({ list, edit }) => (
        <DevicePanelHost
          list={list}
          shown={shown}
          linked={linked}
          onClose={() => setShown(null)}
          onEdit={(device) => {
            setShown(null);
            edit(device);
          }}
        />
      )}
    </ResourceList>
  );
}

function DevicePanelHost({
  list,
  shown,
  linked,
  onClose,
  onEdit,
}: {
  list: PagedList<SmartTouch, DeviceFilters>;
  shown: string | null;
  linked: string | null;
  onClose: () => void;
  onEdit: (device: SmartTouch) => void;
}) {
  const device = useRowOf(list, shown, (d) => d.serialNumber, { filter: "search", key: linked });
  return (
    <SmartTouchPanel
      device={device}
      onClose={onClose}
      onEdit={onEdit}
      onDeleted={() => {
        onClose();
        list.reload();
      }}
      onKeyIssued={list.reload}
    />
  );
}
