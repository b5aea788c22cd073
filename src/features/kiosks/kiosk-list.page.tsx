import { Button, Group, Select, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { KIOSK_TYPES, type Kiosk } from "@/contract/kiosks";
import { listKiosks } from "@/lib/api/kiosks.api";
import { formatDateTime } from "@/lib/i18n/format";
import { useCan } from "@/lib/session/use-can";
import { PagedTable, type Column } from "@/ui/paged-list/paged-table";
import { usePagedList } from "@/ui/paged-list/use-paged-list";
import { KioskFormModal } from "./kiosk-form-modal";
import { KIOSK_TYPE_LABELS, PAYMENT_METHOD_LABELS } from "./kiosk-labels";
import { KioskPanel } from "./kiosk-panel";
import { KioskStateBadge } from "./kiosk-state-badge";

/** Kiosk rows are what kiosk commands act on: pending edits show, accepted ones refresh the page. */
const KIOSK_ENTITIES = { kind: "kiosk", of: (kiosk: Kiosk) => kiosk.serialNumber };

/** /kiosks: every kiosk, 20 a page, filtered by name and type; a row opens its panel. */
export default function KioskListPage() {
  const { t, i18n } = useLingui();
  const canAdd = useCan("KIOSK_ADD_UPDATE");
  const [shown, setShown] = useState<Kiosk | null>(null);
  // undefined: no form; null: a new kiosk; a kiosk: editing it.
  const [editing, setEditing] = useState<Kiosk | null>();
  const list = usePagedList({
    cache: "kiosks",
    entities: KIOSK_ENTITIES,
    // An empty filter means "any": it is not sent at all.
    load: ({ filterOnName, filterOnType, ...page }) =>
      listKiosks({
        ...page,
        filterOnName: filterOnName || undefined,
        filterOnType: filterOnType || undefined,
      }),
    size: 20,
    filters: { filterOnName: "", filterOnType: "" },
  });
  const columns: Column<Kiosk>[] = [
    { key: "name", header: t`Nom`, render: (k) => k.name },
    { key: "serialNumber", header: t`Numéro de série`, render: (k) => k.serialNumber },
    { key: "type", header: t`Type`, render: (k) => i18n._(KIOSK_TYPE_LABELS[k.type]) },
    { key: "state", header: t`État`, render: (k) => <KioskStateBadge state={k.state} /> },
    {
      key: "lastPing",
      header: t`Dernier ping`,
      render: (k) => formatDateTime(k.lastPing) || "—",
      visibleFrom: "sm",
    },
    // Beside the 260 px menu of a landscape tablet there is no room for it: the panel shows it.
    { key: "version", header: t`Version`, render: (k) => k.version ?? "—", visibleFrom: "lg" },
    {
      key: "payment",
      header: t`Paiement`,
      render: (k) =>
        k.paymentMethodAccepted ? i18n._(PAYMENT_METHOD_LABELS[k.paymentMethodAccepted]) : "—",
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          <Trans>Bornes</Trans>
        </Title>
        {canAdd && (
          <Button onClick={() => setEditing(null)}>
            <Trans>Ajouter une borne</Trans>
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Nom`}
          value={list.filters.filterOnName}
          onChange={(e) => list.setFilter("filterOnName", e.currentTarget.value)}
        />
        <Select
          label={t`Type`}
          placeholder={t`Tous les types`}
          data={KIOSK_TYPES.map((v) => ({ value: v, label: i18n._(KIOSK_TYPE_LABELS[v]) }))}
          value={list.filters.filterOnType || null}
          onChange={(value) => list.setFilter("filterOnType", value ?? "")}
          clearable
        />
      </SimpleGrid>
      <PagedTable
        list={list}
        columns={columns}
        rowKey={(k) => k.serialNumber}
        onRowClick={setShown}
        empty={<Trans>Aucune borne trouvée</Trans>}
        label={t`Bornes`}
      />
      <KioskPanel
        kiosk={shown}
        onClose={() => setShown(null)}
        onEdit={(kiosk) => {
          setShown(null);
          setEditing(kiosk);
        }}
        onDeleted={() => {
          setShown(null);
          list.reload();
        }}
      />
      <KioskFormModal
        opened={editing !== undefined}
        kiosk={editing ?? undefined}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          list.reload();
        }}
      />
    </Stack>
  );
}
