import { NumberInput, Select, Stack, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import {
  KIOSK_PING_DELAY,
  KIOSK_TYPES,
  PAYMENT_METHODS,
  kioskInputSchema,
  takesPayment,
  type Kiosk,
  type KioskType,
  type KioskValues,
} from "@/contract/kiosks";
import { smartTouchApi } from "@/contract/devices.endpoints";
import { valuesOf } from "@/lib/api/call";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { useCommand } from "@/ui/use-command";
import { useRemote } from "@/ui/use-remote";
import { createKioskCommand, updateKioskCommand } from "./kiosk-commands";
import { linkableDevices } from "./kiosk-devices";
import { KIOSK_TYPE_LABELS, PAYMENT_METHOD_LABELS } from "./kiosk-labels";
import { useTextControl } from "@/lib/forms/use-text-control";
import { FormActions } from "@/ui/form-actions";
import { FormFailure } from "@/ui/form-failure";
import { ApiError } from "@/lib/api/api-error";
import type { ErrorCode } from "@/contract/errors";

/** A kiosk save being corrected: its values, and the kiosk it edited (none for a creation). */
export interface KioskDraft {
  originalSerial?: string;
  values: KioskValues;
}

/** The device Select's "no device" option: Mantine options need a non-empty value. */
const NO_DEVICE = "none";

/** The kiosk form's fields and save; hosted by KioskFormModal. */
export function KioskForm({
  kiosk,
  draft,
  onDone,
  onCancel,
}: {
  kiosk?: Kiosk;
  /** A refused save being corrected (src/ui/offline/use-correction.ts): what was queued. */
  draft?: KioskDraft;
  onDone: () => void;
  onCancel: () => void;
}) {
  // The kiosk an edit is sent to: the one on screen, or the one a corrected edit was for.
  const originalSerial = kiosk?.serialNumber ?? draft?.originalSerial;
  const start = draft?.values ?? kiosk;
  const { t, i18n } = useLingui();
  const fieldError = useFieldError();
  const create = useCommand(createKioskCommand);
  const update = useCommand(updateKioskCommand);
  const devices = useRemote(() => valuesOf(smartTouchApi.list));
  const { form, fields, pending, failure } = useContractForm(kioskInputSchema, {
    id: "kiosk-form",
    defaultValue: {
      name: start?.name ?? "",
      serialNumber: start?.serialNumber ?? "",
      pingDelay: start?.pingDelay ?? KIOSK_PING_DELAY.default,
      type: start?.type ?? "Cards",
      paymentMethodAccepted: start?.paymentMethodAccepted ?? undefined,
      smartTouchId: start?.smartTouchId ?? undefined,
    },
    onValid: async (values) => {
      const outcome = originalSerial
        ? await update.run({ originalSerial, values })
        : await create.run({ values });
      // Refused while the person is still here: the form stays open, with what was typed and
      // why (the toast says it too). Saved, or queued offline: it closes.
      if (outcome.type === "rejected")
        throw new ApiError(outcome.error.status, outcome.error.code as ErrorCode);
      onDone();
    },
  });
  const minPing = KIOSK_PING_DELAY.min;
  const pingDelay = fields.pingDelay.defaultValue;
  const type = useTextControl(fields.type);
  const payment = useTextControl(fields.paymentMethodAccepted);
  const device = useTextControl(fields.smartTouchId);
  const deviceOptions = [
    { value: NO_DEVICE, label: t`Aucun appareil` },
    ...linkableDevices(devices.data ?? [], originalSerial).map((d) => ({
      value: String(d.id),
      label: d.serialNumber,
    })),
  ];

  function changeType(value: string | null) {
    type.change(value ?? "");
    // Spec section 4: only Snack and Merchandising kiosks keep a payment method.
    if (!takesPayment(value as KioskType)) payment.change("");
  }

  return (
    <form {...form.props}>
      <input {...type.base} />
      <input {...payment.base} />
      <input {...device.base} />
      <Stack gap="md">
        <FormFailure failure={failure} />
        <TextInput
          label={t`Nom`}
          name={fields.name.name}
          key={fields.name.key}
          defaultValue={fields.name.defaultValue}
          error={fieldError(fields.name)}
          withAsterisk
          data-autofocus
        />
        <TextInput
          label={t`Numéro de série`}
          name={fields.serialNumber.name}
          key={fields.serialNumber.key}
          defaultValue={fields.serialNumber.defaultValue}
          error={fieldError(fields.serialNumber)}
          withAsterisk
        />
        <NumberInput
          label={t`Délai de ping (secondes)`}
          description={t`Au moins ${minPing} secondes`}
          name={fields.pingDelay.name}
          key={fields.pingDelay.key}
          defaultValue={pingDelay}
          error={fieldError(fields.pingDelay)}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
        />
        <Select
          label={t`Type`}
          data={KIOSK_TYPES.map((v) => ({ value: v, label: i18n._(KIOSK_TYPE_LABELS[v]) }))}
          value={type.value || null}
          onChange={changeType}
          error={fieldError(fields.type)}
          allowDeselect={false}
          withAsterisk
        />
        {takesPayment(type.value as KioskType) && (
          <Select
            label={t`Moyen de paiement accepté`}
            placeholder={t`Choisir un moyen de paiement`}
            data={PAYMENT_METHODS.map((v) => ({
              value: v,
              label: i18n._(PAYMENT_METHOD_LABELS[v]),
            }))}
            value={payment.value || null}
            onChange={(value) => payment.change(value ?? "")}
            error={fieldError(fields.paymentMethodAccepted)}
            withAsterisk
          />
        )}
        <Select
          label={t`Appareil Smart touch`}
          description={t`Seuls les appareils sans jeu ni autre borne sont proposés`}
          data={deviceOptions}
          value={device.value || NO_DEVICE}
          onChange={(value) => device.change(!value || value === NO_DEVICE ? "" : value)}
          error={devices.error !== undefined ? t`Liste des appareils indisponible` : undefined}
          allowDeselect={false}
          searchable
        />
        <FormActions onCancel={onCancel} pending={pending} />
      </Stack>
    </form>
  );
}
