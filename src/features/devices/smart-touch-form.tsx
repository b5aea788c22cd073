import { Alert, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import {
  isUnlinked,
  SMART_TOUCH_PING_DELAY,
  smartTouchInputSchema,
  TAP_DELAY,
  type SmartTouch,
} from "@/contract/devices";
import { smartTouchApi } from "@/contract/devices.endpoints";
import { call } from "@/lib/api/call";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { FlagSwitch } from "@/ui/flag-switch";
import { FormActions } from "@/ui/form-actions";
import { FormFailure } from "@/ui/form-failure";
import { FormModal } from "@/ui/form-modal";
import { useSaveInModal } from "@/ui/save-in-modal";

interface Props {
  opened: boolean;
  /** The device to edit; none to add one. */
  device?: SmartTouch;
  onClose: () => void;
  /** After each save, whatever its outcome: the list refreshes. */
  onSaved: (saved?: SmartTouch) => void;
}

/** The smart touch form (spec sections 4 and 5), in its modal. */
export function SmartTouchFormModal({ opened, device, onClose, onSaved }: Props) {
  const { t } = useLingui();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={device ? t`Modifier l'appareil` : t`Ajouter un appareil`}
    >
      <SmartTouchForm device={device} onClose={onClose} onSaved={onSaved} />
    </FormModal>
  );
}

function SmartTouchForm({ device, onClose, onSaved }: Omit<Props, "opened">) {
  const { t } = useLingui();
  const fieldError = useFieldError();
  const saveInModal = useSaveInModal();
  // A new device is linked to nothing yet: like any such device, it is kept in maintenance.
  const unlinked = !device || isUnlinked(device);
  const { form, fields, pending, failure } = useContractForm(smartTouchInputSchema, {
    id: "smart-touch-form",
    defaultValue: {
      serialNumber: device?.serialNumber ?? "",
      tapDelay: device?.tapDelay ?? TAP_DELAY.default,
      pingDelay: device?.pingDelay ?? SMART_TOUCH_PING_DELAY.default,
      maintenance: device?.maintenance ?? true,
    },
    onValid: (values) =>
      saveInModal(
        () =>
          device
            ? call(smartTouchApi.update, {
                params: { serialNumber: device.serialNumber },
                body: values,
              })
            : call(smartTouchApi.create, { body: values }),
        device
          ? {
              success: t`Appareil modifié`,
              failure: t`Erreur lors de la modification de l'appareil`,
            }
          : {
              success: t`Appareil ajouté`,
              failure: t`Erreur lors de l'ajout de l'appareil`,
              keepOn: ["number_duplicated"],
            },
        onSaved,
      ),
  });
  const { min: minTap } = TAP_DELAY;
  const { min: minPing } = SMART_TOUCH_PING_DELAY;
  const game = device?.gameCode;
  const gameType = device?.gameTypeName ?? "";
  const kiosk = device?.kioskName ?? device?.kioskSerialNumber;

  return (
    <form {...form.props}>
      <Stack gap="md">
        <FormFailure failure={failure} />
        <TextInput
          label={t`Numéro de série`}
          description={device ? t`Le numéro de série d'un appareil ne change pas` : undefined}
          name={fields.serialNumber.name}
          key={fields.serialNumber.key}
          defaultValue={fields.serialNumber.defaultValue}
          error={fieldError(fields.serialNumber)}
          readOnly={!!device}
          withAsterisk
          data-autofocus={!device || undefined}
        />
        {device && (
          <Text size="sm">
            {game
              ? t`Jeu : ${game} (${gameType})`
              : kiosk
                ? t`Borne : ${kiosk}`
                : t`Relié à aucun jeu ni aucune borne`}
          </Text>
        )}
        {(!device || device.gameId === null) && (
          <Alert color="orange" title={t`Appareil relié à aucun jeu`}>
            {unlinked
              ? t`Il reste en maintenance tant qu'il n'est relié à aucun jeu ni aucune borne : reliez-le depuis la fiche d'un jeu ou d'une borne.`
              : t`Il sert une borne : il ne compte les parties d'aucun jeu.`}
          </Alert>
        )}
        <NumberInput
          label={t`Délai entre deux passages de carte (secondes)`}
          description={t`Au moins ${minTap} secondes`}
          name={fields.tapDelay.name}
          key={fields.tapDelay.key}
          defaultValue={fields.tapDelay.defaultValue}
          error={fieldError(fields.tapDelay)}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
        />
        <NumberInput
          label={t`Délai de ping (secondes)`}
          description={t`Au moins ${minPing} secondes`}
          name={fields.pingDelay.name}
          key={fields.pingDelay.key}
          defaultValue={fields.pingDelay.defaultValue}
          error={fieldError(fields.pingDelay)}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
        />
        <FlagSwitch
          name={fields.maintenance.name}
          label={t`En maintenance`}
          description={unlinked ? t`Imposé : l'appareil n'est relié à rien` : undefined}
          defaultChecked={device?.maintenance ?? true}
          forced={unlinked ? true : undefined}
        />
        <FormActions onCancel={onClose} pending={pending} />
      </Stack>
    </form>
  );
}
