import { ListTime } from "@/ui/list-time";
import { msg } from "@lingui/core/macro";
import { useState } from "react";
import { KIOSK_TYPES, type Kiosk } from "@/contract/kiosks";
import { kiosksApi } from "@/contract/kiosks.endpoints";
import { csvDateTime } from "@/ui/paged-list/csv-export";
import { defineList, ResourceList } from "@/ui/paged-list/resource-list";
import { useLinkedKey, useRowOf } from "@/ui/paged-list/use-linked-row";
import type { PagedList } from "@/ui/paged-list/use-paged-list";
import { KioskFormModal } from "./kiosk-form-modal";
import type { KioskDraft } from "./kiosk-form";
import { createKioskCommand, updateKioskCommand } from "./kiosk-commands";
import { useCorrection } from "@/ui/offline/use-correction";
import { KIOSK_TYPE_LABELS, PAYMENT_METHOD_LABELS } from "./kiosk-labels";
import { KioskPanel } from "./kiosk-panel";
import { DeviceHealthBadge, healthWord } from "@/ui/device-health-badge";
import { SCREENS } from "@/lib/screens";

type KioskFilters = { filterOnName: string; filterOnType: string };

/** /kiosks: every kiosk, 20 a page, filtered by name and type; a row opens its panel. */
const KIOSK_LIST = defineList({
  cache: "kiosks",
  screen: SCREENS.kiosks,
  // An empty filter means "any": it is not sent at all (`call` drops empty query values).
  list: kiosksApi.list,
  size: 20,
  filters: { filterOnName: "", filterOnType: "" },
  filterFields: [
    { name: "filterOnName", label: msg`Nom ou numéro de série` },
    {
      name: "filterOnType",
      label: msg`Type`,
      placeholder: msg`Tous les types`,
      options: KIOSK_TYPES.map((type) => ({ value: type, label: KIOSK_TYPE_LABELS[type] })),
    },
  ],
  // Kiosk rows are what kiosk commands act on: pending edits show, accepted ones refresh the page.
  entities: { kind: "kiosk", of: (kiosk: Kiosk) => kiosk.serialNumber },
  rowKey: (kiosk) => kiosk.serialNumber,
  columns: [
    { key: "name", header: msg`Nom`, render: (k) => k.name },
    { key: "serialNumber", header: msg`Numéro de série`, render: (k) => k.serialNumber },
    { key: "type", header: msg`Type`, render: (k, i18n) => i18n._(KIOSK_TYPE_LABELS[k.type]) },
    {
      key: "state",
      header: msg`État`,
      // The health board's words and rule (healthOf): a kiosk not heard from is "Silencieux".
      render: (k) => <DeviceHealthBadge device={k} />,
      csv: healthWord,
    },
    {
      key: "lastPing",
      header: msg`Dernier ping`,
      render: (k) => <ListTime value={k.lastPing} />,
      csv: (k, i18n) => csvDateTime(k.lastPing, i18n),
      visibleFrom: "sm",
      hideable: true,
    },
    // Beside the 260 px menu of a landscape tablet there is no room for it: the panel shows it.
    {
      key: "version",
      header: msg`Version`,
      render: (k) => k.version ?? "—",
      visibleFrom: "lg",
      hideable: true,
    },
    {
      key: "payment",
      header: msg`Paiement`,
      render: (k, i18n) =>
        k.paymentMethodAccepted ? i18n._(PAYMENT_METHOD_LABELS[k.paymentMethodAccepted]) : "—",
      hideable: true,
    },
  ],
  empty: msg`Aucune borne trouvée`,
  form: {
    render: ({ opened, row, onClose, onSaved }) => (
      <KioskFormModal opened={opened} kiosk={row} onClose={onClose} onSaved={() => onSaved()} />
    ),
  },
});

export default function KioskListPage() {
  const linked = useLinkedKey();
  const [shownKey, setShown] = useState<string | null>(linked);
  const correction = useCorrection<KioskDraft>([createKioskCommand.name, updateKioskCommand.name]);
  return (
    <ResourceList of={KIOSK_LIST} onRowClick={(kiosk) => setShown(kiosk.serialNumber)}>
      {({ list, edit }) => (
        <>
          {correction && (
            <KioskFormModal
              opened
              draft={correction.payload}
              onClose={correction.cancel}
              onSaved={() => void correction.finish().then(list.reload)}
            />
          )}
          <KioskPanelHost
            list={list}
            shown={shownKey}
            linked={linked}
            onClose={() => setShown(null)}
            onEdit={(kiosk) => {
              setShown(null);
              edit(kiosk);
            }}
            onDeleted={() => {
              setShown(null);
              list.reload();
            }}
            onKeyIssued={list.reload}
          />
        </>
      )}
    </ResourceList>
  );
}

/** The panel of the kiosk shown, as the list has it (a link from the board filters to it first). */
function KioskPanelHost({
  list,
  shown,
  linked,
  ...panel
}: Omit<Parameters<typeof KioskPanel>[0], "kiosk"> & {
  list: PagedList<Kiosk, KioskFilters>;
  shown: string | null;
  linked: string | null;
}) {
  const kiosk = useRowOf(list, shown, (k) => k.serialNumber, {
    filter: "filterOnName",
    key: linked,
  });
  return <KioskPanel kiosk={kiosk} {...panel} />;
}
