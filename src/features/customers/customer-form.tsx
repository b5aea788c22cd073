import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { CUSTOMER_TITLES, customerInputSchema, type Customer } from "@/contract/customers";
import { formatPhone } from "@/contract/rules-phone";
import { customersApi } from "@/contract/customers.endpoints";
import { call } from "@/lib/api/call";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { FormFailure } from "@/ui/form-failure";
import { DayInput } from "@/ui/day-input";
import { FlagSwitch } from "@/ui/flag-switch";
import { TITLE_LABELS } from "./customer-labels";
import { FormActions } from "@/ui/form-actions";
import { useSaveInModal } from "@/ui/save-in-modal";

type TextField =
  | "firstName"
  | "lastName"
  | "email"
  | "phoneNumber"
  | "street"
  | "postalCode"
  | "city"
  | "emailSponsor";

export interface CustomerFormProps {
  /** Editing this customer; creating one when absent. */
  customer?: Customer;
  /** A new customer's fields already known (the name typed in a search). */
  initial?: Partial<Record<TextField, string>>;
  onClose: () => void;
  /** After a save that reached the server, successful or not (then no customer), so the screen re-fetches. */
  onSaved: (saved?: Customer) => void;
}

/** A stored value as staff write it: a phone number (kept as E.164) is "06 12 34 56 78". */
function shown(name: TextField, value: string | null | undefined) {
  return value && name === "phoneNumber" ? formatPhone(value) : value;
}

/** The customer form of spec sections 3 and 5; input names are the API's field names. */
export function CustomerForm({ customer, initial, onClose, onSaved }: CustomerFormProps) {
  const { t, i18n } = useLingui();
  const saveInModal = useSaveInModal();
  const fieldError = useFieldError();
  const { form, fields, pending, failure } = useContractForm(customerInputSchema, {
    id: "customer-form",
    onValid: (value) =>
      saveInModal(
        () =>
          customer
            ? call(customersApi.update, { params: { id: customer.id }, body: value })
            : call(customersApi.create, { body: value }),
        customer
          ? { success: t`Client modifié`, failure: t`Erreur lors de la modification du client` }
          : { success: t`Client créé`, failure: t`Erreur lors de la création du client` },
        (saved) => {
          onSaved(saved);
          onClose();
        },
      ),
  });
  const text = (name: TextField, label: string, required = false) => (
    <TextInput
      label={label}
      name={name}
      defaultValue={shown(name, customer?.[name]) ?? initial?.[name] ?? ""}
      error={fieldError(fields[name])}
      required={required}
    />
  );

  return (
    <form {...form.props}>
      <Stack>
        <FormFailure failure={failure} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t`Civilité`}
            name="title"
            data={CUSTOMER_TITLES.map((v) => ({ value: v, label: i18n._(TITLE_LABELS[v]) }))}
            defaultValue={customer?.title ?? null}
            clearable
            allowDeselect
          />
          <DayInput
            label={t`Date de naissance`}
            name="birthDate"
            defaultValue={customer?.birthDate ?? null}
            error={fieldError(fields.birthDate)}
            // A birth date is picked by year first, never in the future.
            defaultLevel={customer?.birthDate ? "month" : "decade"}
            maxDate={new Date()}
          />
          {text("firstName", t`Prénom`, true)}
          {text("lastName", t({ message: "Nom", context: "last name" }), true)}
          {text("email", t`Adresse e-mail`)}
          {text("phoneNumber", t`Téléphone`)}
          {text("street", t`Rue`)}
          {text("postalCode", t`Code postal`)}
          {text("city", t`Ville`)}
          {text("emailSponsor", t`E-mail du parrain`)}
        </SimpleGrid>
        <FlagSwitch
          label={t`Abonné à la lettre d'information`}
          name="newsLetter"
          defaultChecked={customer?.newsLetter ?? false}
        />
        <FormActions onCancel={onClose} pending={pending} />
      </Stack>
    </form>
  );
}
