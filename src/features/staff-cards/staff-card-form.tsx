import { Select, Stack, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { employeesApi } from "@/contract/employees.endpoints";
import { staffCardInputSchema, type StaffCard } from "@/contract/staff-cards";
import { staffCardsApi } from "@/contract/staff-cards.endpoints";
import { ApiError } from "@/lib/api/api-error";
import { errorMessage } from "@/lib/api/error-messages";
import { call } from "@/lib/api/call";
import { LIMITS } from "@/contract/limits";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { FormFailure } from "@/ui/form-failure";
import { FormModal } from "@/ui/form-modal";
import { FlagSwitch } from "@/ui/flag-switch";
import { useRemote } from "@/ui/use-remote";
import { FormActions } from "@/ui/form-actions";
import { useSaveInModal } from "@/ui/save-in-modal";
import { CARD_NUMBER_FIELD } from "@/ui/scanner/use-keyboard-wedge";

/**
 * Whom a staff card can belong to: the employees by name, as many as a page holds (a venue has
 * far fewer), searched here by name and e-mail.
 */
const listEmployees = () =>
  call(employeesApi.list, { query: { size: LIMITS.pageSize, orderByColumn: "name" } }).then(
    (page) => page.results,
  );

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
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={props.card ? t`Modifier la carte employé` : t`Nouvelle carte employé`}
    >
      <StaffCardForm {...props} />
    </FormModal>
  );
}

export function StaffCardForm({ card, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const saveInModal = useSaveInModal();
  const fieldError = useFieldError();
  const employees = useRemote(listEmployees);
  const { form, fields, pending, failure } = useContractForm(staffCardInputSchema, {
    id: "staff-card-form",
    onValid: (value) =>
      saveInModal(
        () =>
          card
            ? call(staffCardsApi.update, { params: { number: card.number }, body: value })
            : call(staffCardsApi.create, { body: value }),
        {
          ...(card
            ? {
                success: t`Carte employé modifiée`,
                failure: t`Erreur lors de la modification de la carte employé`,
              }
            : {
                success: t`Carte employé ajoutée`,
                failure: t`Erreur lors de l'ajout de la carte employé`,
              }),
          // Spec section 8 words this code for staff cards as 'This card already exists'.
          reason: (error) =>
            error instanceof ApiError && error.code === "number_duplicated"
              ? t`Cette carte existe déjà`
              : undefined,
        },
        () => {
          onSaved();
          onClose();
        },
      ),
  });
  const options = (employees.data ?? []).map((e) => ({
    value: String(e.id),
    label: `${e.firstName} ${e.lastName} · ${e.email}`,
  }));
  // The card's owner, even beyond the first page of employees.
  if (card && !options.some((o) => o.value === String(card.employeeId)))
    options.push({ value: String(card.employeeId), label: card.employeeName });

  return (
    <form {...form.props}>
      <Stack>
        <FormFailure failure={failure} />
        <TextInput
          label={t`Numéro`}
          {...CARD_NUMBER_FIELD}
          name="number"
          defaultValue={card?.number}
          readOnly={!!card}
          error={fieldError(fields.number)}
          required
        />
        <TextInput
          label={t`Numéro public`}
          {...CARD_NUMBER_FIELD}
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
        <FormActions onCancel={onClose} pending={pending} />
      </Stack>
    </form>
  );
}
