import { Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useState } from "react";
import {
  MAX_TIME_SLOTS,
  UPDATE_TYPES,
  updateInputSchema,
  type UpdateSetting,
} from "@/contract/devices";
import { updatesApi } from "@/contract/device-software.endpoints";
import { ApiError } from "@/lib/api/api-error";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/error-messages";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { useTextControl } from "@/lib/forms/use-text-control";
import { FormActions } from "@/ui/form-actions";
import { FormFailure } from "@/ui/form-failure";
import { FormModal } from "@/ui/form-modal";
import { useSaveInModal } from "@/ui/save-in-modal";
import { UPDATE_TYPE_LABELS } from "./device-labels";
import { TimeSlotRow } from "./update-time-slot";
import { OlderVersionWarning, useOlderThanLast } from "./update-version-check";

interface Props {
  opened: boolean;
  setting?: UpdateSetting;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A software update setting (spec section 5's rules: version by type, URL, MD5, time slots). A
 * version older than the last of its type is said before saving (the person may still save it);
 * a version already set is said once, under the version.
 */
export function UpdateFormModal({ opened, setting, onClose, onSaved }: Props) {
  const { t } = useLingui();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={setting ? t`Modifier la mise à jour` : t`Nouvelle mise à jour`}
    >
      <UpdateForm setting={setting} onClose={onClose} onSaved={onSaved} />
    </FormModal>
  );
}

function UpdateForm({ setting, onClose, onSaved }: Omit<Props, "opened">) {
  const { t, i18n } = useLingui();
  const fieldError = useFieldError();
  const saveInModal = useSaveInModal();
  const [typed, setTyped] = useState(setting?.version ?? "");
  // The server's version_duplicated, shown under the version only (no toast, no alert above).
  const [duplicate, setDuplicate] = useState<MessageDescriptor>();
  const { form, fields, intent, pending, failure } = useContractForm(updateInputSchema, {
    id: "update-form",
    defaultValue: {
      version: setting?.version ?? "",
      type: setting?.type ?? 0,
      url: setting?.url ?? "",
      md5: setting?.md5 ?? "",
      timeSlots: setting?.timeSlots ?? [{ start: "02:00", end: "05:00" }],
    },
    onValid: async (values) => {
      setDuplicate(undefined);
      // Turned into a field issue, which saveInModal hands back without a toast (the form stays
      // open with what was typed), then said under the version.
      const asField = (error: unknown) => {
        if (!(error instanceof ApiError && error.code === "version_duplicated")) throw error;
        throw new ApiError(400, error.code, [{ path: "version", rule: error.code }]);
      };
      await saveInModal(
        () =>
          (setting
            ? call(updatesApi.update, { params: { id: setting.id }, body: values })
            : call(updatesApi.create, { body: values })
          ).catch(asField),
        setting
          ? {
              success: t`Mise à jour modifiée`,
              failure: t`Erreur lors de la modification de la mise à jour`,
            }
          : {
              success: t`Mise à jour créée`,
              failure: t`Erreur lors de la création de la mise à jour`,
            },
        onSaved,
      ).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.code === "version_duplicated")) throw error;
        setDuplicate(errorMessage(error));
      });
    },
  });
  const type = useTextControl(fields.type);
  const slots = fields.timeSlots.getFieldList();
  const fullUpdate = type.value === "1";
  const older = useOlderThanLast(type.value, typed, setting?.id);

  return (
    <form {...form.props}>
      <input {...type.base} />
      <Stack gap="md">
        <FormFailure failure={failure} />
        <Select
          label={t`Type`}
          data={UPDATE_TYPES.map((v) => ({
            value: String(v),
            label: i18n._(UPDATE_TYPE_LABELS[v]),
          }))}
          value={type.value || null}
          onChange={(value) => (type.change(value ?? ""), setDuplicate(undefined))}
          error={fieldError(fields.type)}
          allowDeselect={false}
          withAsterisk
        />
        <TextInput
          label={t`Version`}
          description={
            fullUpdate
              ? t`w.x.y.z, z : 4 chiffres ou * (exemple : 1.16.0.1745)`
              : t`x.y.z, z : un nombre ou * (exemple : 2.5.0)`
          }
          name={fields.version.name}
          key={fields.version.key}
          defaultValue={fields.version.defaultValue}
          onChange={(e) => (setTyped(e.currentTarget.value), setDuplicate(undefined))}
          error={duplicate ? i18n._(duplicate) : fieldError(fields.version)}
          withAsterisk
          data-autofocus
        />
        {older && <OlderVersionWarning typed={typed} last={older} />}
        <TextInput
          label={t`Adresse du fichier`}
          description={t`http, https ou ftp`}
          name={fields.url.name}
          key={fields.url.key}
          defaultValue={fields.url.defaultValue}
          error={fieldError(fields.url)}
          withAsterisk
        />
        <TextInput
          label={t`Somme de contrôle MD5`}
          name={fields.md5.name}
          key={fields.md5.key}
          defaultValue={fields.md5.defaultValue}
          error={fieldError(fields.md5)}
          styles={{ input: { fontFamily: "monospace" } }}
          withAsterisk
        />
        <Stack gap="xs">
          <Text fw={500} size="sm">
            <Trans>Plages horaires d'installation</Trans>
          </Text>
          {slots.length === 0 && (
            <Text size="sm" c="dimmed">
              <Trans>Aucune plage : l'appareil s'installe dès qu'il la reçoit.</Trans>
            </Text>
          )}
          {slots.map((slot, index) => {
            const { start, end } = slot.getFieldset();
            return (
              <TimeSlotRow
                key={slot.key}
                n={index + 1}
                start={start}
                end={end}
                onRemove={() => intent.remove({ name: fields.timeSlots.name, index })}
              />
            );
          })}
          {slots.length < MAX_TIME_SLOTS && (
            <Group>
              <Button
                variant="subtle"
                onClick={() =>
                  intent.insert({
                    name: fields.timeSlots.name,
                    defaultValue: { start: "", end: "" },
                  })
                }
              >
                <Trans>Ajouter une plage</Trans>
              </Button>
            </Group>
          )}
        </Stack>
        <FormActions
          onCancel={onClose}
          pending={pending}
          submit={older ? <Trans>Enregistrer quand même</Trans> : undefined}
        />
      </Stack>
    </form>
  );
}
