import { Button, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { staffCardInputSchema, type StaffCard } from "@/contract/staff-cards";
import { ApiError } from "@/lib/api/api-error";
import { errorMessage } from "@/lib/api/error-messages";
import { createStaffCard, listEmployees, updateStaffCard } from "@/lib/api/staff-cards.api";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { FormFailure } from "@/ui/form-failure";
import { FlagSwitch } from "@/ui/flag-switch";
import { notify } from "@/ui/notify";
import { useRemote } from "@/ui/use-remote";

interface Props {
  /** Editing this card (its number locked); adding one when absent. */
  card?: StaffCard;
  onClose: () => void;
  /** After a save that reached the server, successful or not, so the list re-fetches. */
  onSaved: () => void;
}

export function StaffCardFormModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={props.card ? t`Modifier la carte employé` : t`Nouvelle carte employé`}
    >
      {opened && <StaffCardForm {...props} />}
    </Modal>
  );
}

export function StaffCardForm({ card, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const fieldError = useFieldError();
  const employees = useRemote(listEmployees);
  const { form, fields, pending, failure } = useContractForm(staffCardInputSchema, {
    id: "staff-card-form",
    onValid: async (value) => {
      try {
        if (card) await updateStaffCard(card.number, value);
        else await createStaffCard(value);
        notify("success", card ? t`Carte employé modifiée` : t`Carte employé ajoutée`);
      } catch (error) {
        // Field issues stay under their fields with the input kept; anything else (a duplicate
        // number included) is a toast and the modal closes whatever the outcome (spec section 2).
        if (error instanceof ApiError && error.issues.length > 0) throw error;
        const title = card
          ? t`Erreur lors de la modification de la carte employé`
          : t`Erreur lors de l'ajout de la carte employé`;
        // Spec section 8 words this code for staff cards as 'This card already exists'.
        const duplicated = error instanceof ApiError && error.code === "number_duplicated";
        notify(
          "error",
          duplicated ? t`Cette carte existe déjà` : i18n._(errorMessage(error)),
          title,
        );
      }
      onSaved();
      onClose();
    },
  });
  const options = (employees.data ?? []).map((e) => ({
    value: String(e.id),
    label: `${e.firstName} ${e.lastName}`,
  }));

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate>
      <Stack>
        <FormFailure failure={failure} />
        <TextInput
          label={t`Numéro`}
          name="number"
          defaultValue={card?.number}
          readOnly={!!card}
          error={fieldError(fields.number)}
          required
        />
        <TextInput
          label={t`Numéro public`}
          name="publicNumber"
          defaultValue={card?.publicNumber}
          error={fieldError(fields.publicNumber)}
          required
        />
        <Select
          label={t`Employé`}
          name="employeeId"
          data={options}
          defaultValue={card ? String(card.employeeId) : null}
          searchable
          nothingFoundMessage={t`Aucun employé trouvé`}
          error={
            fieldError(fields.employeeId) ??
            (employees.error !== undefined ? i18n._(errorMessage(employees.error)) : undefined)
          }
          required
        />
        <FlagSwitch name="active" label={t`Carte active`} defaultChecked={card?.active ?? true} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Annuler</Trans>
          </Button>
          <Button type="submit" loading={pending}>
            <Trans>Enregistrer</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
