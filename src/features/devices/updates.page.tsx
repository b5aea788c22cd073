import { Group, Progress, SimpleGrid, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { UPDATE_TYPES, type UpdateSetting, type UpdateType } from "@/contract/devices";
import { ApiError } from "@/lib/api/api-error";
import { updatesApi } from "@/contract/device-software.endpoints";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/error-messages";
import { useCan } from "@/lib/session/use-can";
import { ConfirmAction } from "@/ui/confirm-action";
import { Fact } from "@/ui/fact";
import { ListTime } from "@/ui/list-time";
import { notify } from "@/ui/notify";
import { csvDateTime } from "@/ui/paged-list/csv-export";
import { defineList, ResourceList } from "@/ui/paged-list/resource-list";
import { useRemote } from "@/ui/use-remote";
import { UPDATE_TYPE_LABELS } from "./device-labels";
import { UpdateFormModal } from "./update-form";
import { SCREENS } from "@/lib/screens";

const slotsText = (setting: UpdateSetting) =>
  setting.timeSlots.map((s) => `${s.start}–${s.end}`).join(", ") || "—";

/**
 * /smarttouch/update (SMARTTOUCH_UPDATES_READ): the software update settings, newest first, with
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
  sortBy: {
    version: (u: UpdateSetting) => u.version,
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

function UpToDate({ value }: { value: number }) {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(value);
  return (
    <Group gap="xs" wrap="nowrap" miw={120}>
      <Progress
        value={value}
        color={value >= 100 ? "teal" : "blue"}
        w={60}
        aria-label={t`Appareils à jour`}
      />
      <Text size="sm">{`${percent} %`}</Text>
    </Group>
  );
}

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

/** The last version of each type, above the list. */
function LastVersions() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      {UPDATE_TYPES.map((type) => (
        <LastVersion key={type} type={type} />
      ))}
    </SimpleGrid>
  );
}

function LastVersion({ type }: { type: UpdateType }) {
  const { t, i18n } = useLingui();
  const last = useRemote(
    () => call(updatesApi.lastVersion, { query: { updateType: type } }),
    [type],
  );
  const none = last.error instanceof ApiError && last.error.status === 404;
  const label = i18n._(UPDATE_TYPE_LABELS[type]);
  return (
    <Fact label={t`Dernière version, ${label}`}>
      {last.data ? (
        <Group gap="sm">
          <Text fw={600}>{last.data.version}</Text>
          <UpToDate value={last.data.upToDate} />
        </Group>
      ) : none ? (
        <Trans>Aucune</Trans>
      ) : (
        "—"
      )}
    </Fact>
  );
}

export default function UpdatesPage() {
  return <ResourceList of={UPDATE_LIST} intro={<LastVersions />} />;
}
