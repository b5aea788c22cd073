import { Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { useEffect, useState } from "react";
import { versionSortKey, type UpdateSetting } from "@/contract/devices";
import { updatesApi } from "@/contract/device-software.endpoints";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/error-messages";
import { useCan } from "@/lib/session/use-can";
import { ConfirmAction } from "@/ui/confirm-action";
import { ListTime } from "@/ui/list-time";
import { notify } from "@/ui/notify";
import { csvDateTime } from "@/ui/paged-list/csv-export";
import { defineList, ResourceList } from "@/ui/paged-list/resource-list";
import { UPDATE_TYPE_LABELS } from "./device-labels";
import { UpdateFormModal } from "./update-form";
import { LastVersions, UpToDate } from "./update-last-versions";
import { SCREENS } from "@/lib/screens";

const slotsText = (setting: UpdateSetting) =>
  setting.timeSlots.map((s) => `${s.start}–${s.end}`).join(", ") || "—";

/**
 * /smarttouch/update (SMARTTOUCH_UPDATES_READ): the software update settings, newest version first, with
 * the share of devices already up to date; created, edited, deleted and forced by right.
 */
const UPDATE_LIST = defineList({
  cache: "smarttouch-updates",
  screen: {
    ...SCREENS.smartTouchUpdates,
    create: { label: msg`Nouvelle mise à jour`, right: "SMARTTOUCH_UPDATES_ADD_UPDATE" },
  },
  all: updatesApi.list,
  size: 20,
  // The API's order is newest version first (server/devices/updates.route.ts).
  sortBy: {
    version: (u: UpdateSetting) => versionSortKey(u.version),
    createdAt: (u) => u.createdAt,
    upToDate: (u) => u.upToDate,
  },
  rowKey: (u) => u.id,
  columns: [
    { key: "version", header: msg`Version`, render: (u) => u.version },
    { key: "type", header: msg`Type`, render: (u, i18n) => i18n._(UPDATE_TYPE_LABELS[u.type]) },
    {
      key: "upToDate",
      header: msg`Appareils à jour`,
      render: (u) => <UpToDate value={u.upToDate} />,
      // A percentage, as a number a spreadsheet sums and sorts.
      csv: (u) => u.upToDate,
    },
    {
      key: "slots",
      header: msg`Plages horaires`,
      render: slotsText,
      visibleFrom: "lg",
      hideable: true,
    },
    {
      key: "createdAt",
      header: msg`Créée le`,
      render: (u) => <ListTime value={u.createdAt} />,
      csv: (u, i18n) => csvDateTime(u.createdAt, i18n),
      visibleFrom: "lg",
      hideable: true,
    },
    {
      key: "url",
      header: msg`Fichier`,
      render: (u) => (
        <Text size="sm" style={{ wordBreak: "break-all" }}>
          {u.url}
        </Text>
      ),
      csv: (u) => u.url,
      visibleFrom: "lg",
      hideable: true,
    },
    // A button, not a value: left out of the export.
    { key: "force", header: msg`Forcer`, render: (u) => <ForceButton setting={u} />, csv: false },
  ],
  empty: msg`Aucune mise à jour`,
  form: {
    render: ({ opened, row, onClose, onSaved }) => (
      <UpdateFormModal opened={opened} setting={row} onClose={onClose} onSaved={() => onSaved()} />
    ),
    update: updatesApi.update,
  },
  remove: {
    endpoint: updatesApi.remove,
    params: (u) => ({ id: u.id }),
    confirm: ({ version }) => msg`Le réglage de la version ${version} sera supprimé.`,
    done: msg`Mise à jour supprimée`,
    failed: msg`Erreur lors de la suppression de la mise à jour`,
  },
});

/** Tells every device below this version to update at its next report (asks first). */
function ForceButton({ setting }: { setting: UpdateSetting }) {
  const { t, i18n } = useLingui();
  const allowed = useCan("SMARTTOUCH_UPDATES_ADD_UPDATE");
  if (!allowed) return <>—</>;
  const { version } = setting;
  return (
    <div onClick={(e) => e.stopPropagation()}>
      <ConfirmAction
        label={t`Forcer`}
        title={t`Forcer la mise à jour ${version}`}
        message={t`Chaque appareil en dessous de la version ${version} l'installera à son prochain contact, dans ses plages horaires.`}
        confirmLabel={t`Forcer la mise à jour`}
        danger={false}
        px="sm"
        onConfirm={async () => {
          try {
            const { devices } = await call(updatesApi.force, { params: { id: setting.id } });
            notify(
              "success",
              i18n._(msg`Mise à jour forcée`),
              devices === 0
                ? t`Tous les appareils sont déjà à jour`
                : t`Demandée à ${devices} appareils`,
            );
          } catch (error) {
            notify(
              "error",
              i18n._(errorMessage(error)),
              t`Erreur lors du forçage de la mise à jour`,
            );
          }
        }}
      />
    </div>
  );
}

export default function UpdatesPage() {
  const [fetchedAt, setFetchedAt] = useState<number>();
  return (
    <ResourceList of={UPDATE_LIST} intro={<LastVersions fetchedAt={fetchedAt} />}>
      {({ list }) => <Follow value={list.fetchedAt} onChange={setFetchedAt} />}
    </ResourceList>
  );
}

/** Hands the list's `fetchedAt` up to the page, whose summary sits above the list. */
function Follow({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  useEffect(() => onChange(value), [value, onChange]);
  return null;
}
