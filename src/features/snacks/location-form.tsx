import { NumberInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import {
  SNACK_LIMITS,
  snackLocationInputSchema,
  type SnackLocation,
  type SnackType,
} from "@/contract/snacks";
import { snackLocationsApi } from "@/contract/snacks.endpoints";
import { call } from "@/lib/api/call";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { FormActions } from "@/ui/form-actions";
import { FormFailure } from "@/ui/form-failure";
import { FormModal } from "@/ui/form-modal";
import { useSaveInModal } from "@/ui/save-in-modal";

interface Props {
  type: SnackType;
  /** The zone to edit; none to add one. */
  zone?: SnackLocation;
  onClose: () => void;
  onSaved: () => void;
}

/** Minutes a new zone's counter waits before showing an order amber, then red (the server's). */
const AMBER_DEFAULT = 5;
const RED_DEFAULT = 10;

export function LocationFormModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useLingui();
  const name = props.zone?.name ?? "";
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={props.zone ? t`Modifier la zone ${name}` : t`Ajouter une zone de préparation`}
    >
      <LocationForm {...props} />
    </FormModal>
  );
}

/** A preparation zone: its name, the printer its tickets go to, its counter's waiting colours. */
export function LocationForm({ type, zone, onClose, onSaved }: Props) {
  const { t } = useLingui();
  const fieldError = useFieldError();
  const saveInModal = useSaveInModal();
  const { form, fields, pending, failure } = useContractForm(snackLocationInputSchema, {
    id: "snack-location-form",
    defaultValue: { name: zone?.name ?? "", printerName: zone?.printerName ?? "" },
    onValid: (values) =>
      saveInModal(
        () =>
          zone
            ? call(snackLocationsApi.update, { params: { id: zone.id }, body: values })
            : call(snackLocationsApi.create, { body: values }),
        zone
          ? { success: t`Zone modifiée`, failure: t`Erreur lors de la modification de la zone` }
          : { success: t`Zone créée`, failure: t`Erreur lors de la création de la zone` },
        onSaved,
      ),
  });
  const minutes = <Text size="sm">{t`min`}</Text>;
  return (
    <form {...form.props}>
      <input type="hidden" name="type" value={type} />
      <Stack gap="md">
        <FormFailure failure={failure} />
        <TextInput
          label={t`Nom`}
          name={fields.name.name}
          key={fields.name.key}
          defaultValue={fields.name.defaultValue}
          error={fieldError(fields.name)}
          maxLength={SNACK_LIMITS.name}
          withAsterisk
          data-autofocus
        />
        <TextInput
          label={t`Imprimante`}
          description={t`Le nom de l'imprimante des tickets de cette zone`}
          name={fields.printerName.name}
          key={fields.printerName.key}
          defaultValue={fields.printerName.defaultValue}
          error={fieldError(fields.printerName)}
          maxLength={SNACK_LIMITS.printerName}
          withAsterisk
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t`Orange après`}
            description={t`Une commande qui attend depuis ce temps passe en orange au comptoir`}
            name={fields.amberAfterMinutes.name}
            defaultValue={zone?.amberAfterMinutes ?? AMBER_DEFAULT}
            error={fieldError(fields.amberAfterMinutes)}
            allowDecimal={false}
            allowNegative={false}
            rightSection={minutes}
            withAsterisk
          />
          <NumberInput
            label={t`Rouge après`}
            description={t`Puis en rouge, plus tard`}
            name={fields.redAfterMinutes.name}
            defaultValue={zone?.redAfterMinutes ?? RED_DEFAULT}
            error={fieldError(fields.redAfterMinutes)}
            allowDecimal={false}
            allowNegative={false}
            rightSection={minutes}
            withAsterisk
          />
        </SimpleGrid>
        <FormActions onCancel={onClose} pending={pending} />
      </Stack>
    </form>
  );
}
