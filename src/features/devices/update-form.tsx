import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { TimePicker } from "@mantine/dates";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  MAX_TIME_SLOTS,
  UPDATE_TYPES,
  updateInputSchema,
  type UpdateSetting,
} from "@/contract/devices";
import { updatesApi } from "@/contract/device-software.endpoints";
import { call } from "@/lib/api/call";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { useTextControl } from "@/lib/forms/use-text-control";
import { FormActions } from "@/ui/form-actions";
import { FormFailure } from "@/ui/form-failure";
import { FormModal } from "@/ui/form-modal";
import { LineIcon } from "@/ui/icons";
import { MORE_ICONS } from "@/ui/more-icons";
import { useSaveInModal } from "@/ui/save-in-modal";
import { UPDATE_TYPE_LABELS } from "./device-labels";

interface Props {
  opened: boolean;
  setting?: UpdateSetting;
  onClose: () => void;
  onSaved: () => void;
}

/** A software update setting (spec section 5's rules: version by type, URL, MD5, time slots). */
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
  const { form, fields, intent, pending, failure } = useContractForm(updateInputSchema, {
    id: "update-form",
    defaultValue: {
      version: setting?.version ?? "",
      type: setting?.type ?? 0,
      url: setting?.url ?? "",
      md5: setting?.md5 ?? "",
      timeSlots: setting?.timeSlots ?? [{ start: "02:00", end: "05:00" }],
    },
    onValid: (values) =>
      saveInModal(
        () =>
          setting
            ? call(updatesApi.update, { params: { id: setting.id }, body: values })
            : call(updatesApi.create, { body: values }),
        setting
          ? {
              success: t`Mise à jour modifiée`,
              failure: t`Erreur lors de la modification de la mise à jour`,
              keepOn: ["version_duplicated"],
            }
          : {
              success: t`Mise à jour créée`,
              failure: t`Erreur lors de la création de la mise à jour`,
              keepOn: ["version_duplicated"],
            },
        onSaved,
      ),
  });
  const type = useTextControl(fields.type);
  const slots = fields.timeSlots.getFieldList();
  const fullUpdate = type.value === "1";

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
          onChange={(value) => type.change(value ?? "")}
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
          error={fieldError(fields.version)}
          withAsterisk
          data-autofocus
        />
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
            const n = index + 1;
            return (
              <Group key={slot.key} align="flex-start" wrap="nowrap">
                <TimePicker
                  label={t`Début de la plage ${n}`}
                  name={start.name}
                  defaultValue={start.defaultValue}
                  error={fieldError(start)}
                  hoursInputLabel={t`Heures du début de la plage ${n}`}
                  minutesInputLabel={t`Minutes du début de la plage ${n}`}
                  format="24h"
                  style={{ flex: 1 }}
                />
                <TimePicker
                  label={t`Fin de la plage ${n}`}
                  name={end.name}
                  defaultValue={end.defaultValue}
                  error={fieldError(end)}
                  hoursInputLabel={t`Heures de la fin de la plage ${n}`}
                  minutesInputLabel={t`Minutes de la fin de la plage ${n}`}
                  format="24h"
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={44}
                  mt={24}
                  aria-label={t`Retirer la plage ${n}`}
                  onClick={() => intent.remove({ name: fields.timeSlots.name, index })}
                >
                  <LineIcon d={MORE_ICONS.trash} />
                </ActionIcon>
              </Group>
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
        <FormActions onCancel={onClose} pending={pending} />
      </Stack>
    </form>
  );
}
