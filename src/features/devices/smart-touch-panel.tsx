import {
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  DEVICE_LANGUAGES,
  deviceSettingsSchema,
  isUnlinked,
  staffGameInputSchema,
  type DeviceLanguage,
  type SmartTouch,
} from "@/contract/devices";
import { smartTouchApi } from "@/contract/devices.endpoints";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/error-messages";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { useTextControl } from "@/lib/forms/use-text-control";
import { formatAge, formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { useCan } from "@/lib/session/use-can";
import { ConfirmAction } from "@/ui/confirm-action";
import { notify } from "@/ui/notify";
import { Fact } from "@/ui/fact";
import { useCommand } from "@/ui/use-command";
import { DeviceHealthBadge } from "@/ui/device-health-badge";
import { DeviceKeySection } from "@/ui/device-key-section";
import { maintenanceCommand, settingsCommand, staffGameCommand } from "./device-commands";
import { LANGUAGE_LABELS } from "./device-labels";

interface Props {
  device: SmartTouch | null;
  onClose: () => void;
  onEdit: (device: SmartTouch) => void;
  /** After a delete, whatever its outcome: the list refreshes. */
  onDeleted: () => void;
  /** After a new key: the list refreshes (its date shows). */
  onKeyIssued: () => void;
}

/** One device at a glance, and the actions the user's rights allow (each by its own right). */
export function SmartTouchPanel({ device, onClose, ...actions }: Props) {
  const { t } = useLingui();
  return (
    <Drawer
      opened={device !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={device?.serialNumber}
      closeButtonProps={{ "aria-label": t`Fermer` }}
    >
      {device && (
        // Keyed: another device's forms start from its own values.
        <DeviceDetails key={device.serialNumber} device={device} {...actions} />
      )}
    </Drawer>
  );
}

function DeviceDetails({
  device,
  onEdit,
  onDeleted,
  onKeyIssued,
}: Omit<Props, "device" | "onClose"> & { device: SmartTouch }) {
  const { t, i18n } = useLingui();
  const canEdit = useCan("SMARTTOUCH_ADD_UPDATE");
  const canDelete = useCan("SMARTTOUCH_DELETE");
  const maintenance = useCommand(maintenanceCommand);
  const { serialNumber, tapDelay, pingDelay } = device;
  const game = device.gameCode;
  const type = device.gameTypeName ?? "";
  const age = formatAge(device.lastPing, i18n.locale as Locale);
  const lastPing = formatDateTime(device.lastPing);
  const unlinked = isUnlinked(device);

  async function remove() {
    try {
      await call(smartTouchApi.remove, { params: { id: device.id } });
      notify("success", t`Appareil supprimé`);
    } catch (error) {
      notify("error", i18n._(errorMessage(error)), t`Erreur lors de la suppression de l'appareil`);
    }
    onDeleted();
  }

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label={t`État`}>
          <DeviceHealthBadge device={device} />
        </Fact>
        <Fact label={t`Dernier ping`}>{lastPing ? `${lastPing} (${age})` : "—"}</Fact>
        <Fact label={t`Jeu`}>{game ? `${game} (${type})` : "—"}</Fact>
        <Fact label={t`Borne`}>{device.kioskName ?? device.kioskSerialNumber ?? "—"}</Fact>
        <Fact label={t`Dernière adresse IP`}>{device.lastIp ?? "—"}</Fact>
        <Fact label={t`Versions logicielle et matérielle`}>
          {`${device.softwareVersion ?? "—"} / ${device.hardwareVersion ?? "—"}`}
        </Fact>
        <Fact label={t`Délai entre deux passages`}>{t`${tapDelay} s`}</Fact>
        <Fact label={t`Délai de ping`}>{t`${pingDelay} s`}</Fact>
      </SimpleGrid>
      <Group>
        {canEdit && (
          <Button onClick={() => onEdit(device)}>
            <Trans>Modifier</Trans>
          </Button>
        )}
        {maintenance.allowed && (
          <Button
            variant="light"
            loading={maintenance.pending}
            disabled={device.maintenance && unlinked}
            onClick={() => void maintenance.run({ serialNumber, maintenance: !device.maintenance })}
          >
            {device.maintenance ? t`Sortir de maintenance` : t`Mettre en maintenance`}
          </Button>
        )}
        {canDelete && (
          <ConfirmAction
            label={t`Supprimer`}
            message={t`L'appareil ${serialNumber} sera supprimé ; son jeu ou sa borne le perdra.`}
            confirmLabel={t`Supprimer l'appareil`}
            onConfirm={remove}
          />
        )}
      </Group>
      {device.maintenance && unlinked && maintenance.allowed && (
        <Alert color="orange">
          <Trans>Relié à aucun jeu ni aucune borne, cet appareil reste en maintenance.</Trans>
        </Alert>
      )}
      <DeviceKeySection
        kind="smarttouch"
        serialNumber={serialNumber}
        keyIssuedAt={device.keyIssuedAt}
        onIssued={onKeyIssued}
      />
      <SettingsForm device={device} />
      <StaffGameForm device={device} />
    </Stack>
  );
}

/** Brightness, volume and language (SMARTTOUCH_SET_SETTINGS), sent to the device. */
function SettingsForm({ device }: { device: SmartTouch }) {
  const { t, i18n } = useLingui();
  const fieldError = useFieldError();
  const settings = useCommand(settingsCommand);
  const { form, fields, pending } = useContractForm(deviceSettingsSchema, {
    id: `device-settings-${device.serialNumber}`,
    defaultValue: {
      brightness: device.brightness,
      volume: device.volume,
      language: device.language as DeviceLanguage,
    },
    onValid: async (values) => {
      await settings.run({ serialNumber: device.serialNumber, settings: values });
    },
  });
  const language = useTextControl(fields.language);
  if (!settings.allowed) return null;
  return (
    <form {...form.props}>
      <input {...language.base} />
      <Stack gap="sm">
        <Divider />
        <Title order={2} size="h4">
          <Trans>Réglages de l'appareil</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput
            label={t`Luminosité (%)`}
            name={fields.brightness.name}
            key={fields.brightness.key}
            defaultValue={fields.brightness.defaultValue}
            error={fieldError(fields.brightness)}
            min={10}
            max={100}
            allowDecimal={false}
          />
          <NumberInput
            label={t`Volume (%)`}
            name={fields.volume.name}
            key={fields.volume.key}
            defaultValue={fields.volume.defaultValue}
            error={fieldError(fields.volume)}
            min={0}
            max={100}
            allowDecimal={false}
          />
          <Select
            label={t`Langue affichée`}
            data={DEVICE_LANGUAGES.map((l) => ({ value: l, label: i18n._(LANGUAGE_LABELS[l]) }))}
            value={language.value || null}
            onChange={(value) => language.change(value ?? "")}
            error={fieldError(fields.language)}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" variant="light" loading={pending || settings.pending}>
            <Trans>Envoyer les réglages</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A staff test game (SMARTTOUCH_PLAY_STAFF_GAME): a game that charges no one, to test a device. */
function StaffGameForm({ device }: { device: SmartTouch }) {
  const { t } = useLingui();
  const fieldError = useFieldError();
  const staffGame = useCommand(staffGameCommand);
  const { form, fields, pending } = useContractForm(staffGameInputSchema, {
    id: `staff-game-${device.serialNumber}`,
    defaultValue: { staffCardNumber: "" },
    onValid: async ({ staffCardNumber }) => {
      await staffGame.run({ serialNumber: device.serialNumber, staffCardNumber });
    },
  });
  if (!staffGame.allowed) return null;
  return (
    <form {...form.props}>
      <Stack gap="sm">
        <Divider />
        <Title order={2} size="h4">
          <Trans>Partie de test</Trans>
        </Title>
        {device.gameId === null ? (
          <Text c="dimmed">
            <Trans>Cet appareil n'est relié à aucun jeu : pas de partie de test possible.</Trans>
          </Text>
        ) : (
          <Group align="flex-end">
            <TextInput
              label={t`Carte employé`}
              description={t`Numéro technique ou public ; la partie n'est débitée à personne`}
              name={fields.staffCardNumber.name}
              key={fields.staffCardNumber.key}
              defaultValue={fields.staffCardNumber.defaultValue}
              error={fieldError(fields.staffCardNumber)}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="light" loading={pending || staffGame.pending}>
              <Trans>Lancer la partie</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
