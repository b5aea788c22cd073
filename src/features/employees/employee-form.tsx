import { Alert, NumberInput, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import {
  DAILY_UNITS_CAP,
  DEFAULT_STATUS,
  EMPLOYEE_STATUSES,
  employeeInputSchema,
  roleStatusConflict,
  type Employee,
  type EmployeeStatus,
} from "@/contract/employees";
import { employeesApi } from "@/contract/employees.endpoints";
import { ApiError } from "@/lib/api/api-error";
import { call } from "@/lib/api/call";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { useTextControl } from "@/lib/forms/use-text-control";
import { roleName } from "@/lib/i18n/role-names";
import { useSession } from "@/lib/session/session";
import { FormActions } from "@/ui/form-actions";
import { FormFailure } from "@/ui/form-failure";
import { FormModal } from "@/ui/form-modal";
import { useRemote } from "@/ui/use-remote";
import { useSaveInModal } from "@/ui/save-in-modal";
import { STATUS_LABELS } from "./employee-labels";
import { emailTakenRule, loadRoles } from "./employee-queries";

/** How long the e-mail check waits after the last key. */
export const EMAIL_CHECK_DELAY_MS = 400;

interface Props {
  /** Editing this employee; adding one when absent. */
  employee?: Employee;
  onClose: () => void;
  /** After a save that reached the server, successful or not, so the list re-fetches. */
  onSaved: () => void;
}

export function EmployeeFormModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useLingui();
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={props.employee ? t`Modifier l'employé` : t`Nouvel employé`}
      size="lg"
    >
      <EmployeeForm {...props} />
    </FormModal>
  );
}

/** The employee form (rules: src/contract/employees.ts); the server checks each rule again. */
export function EmployeeForm({ employee, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const saveInModal = useSaveInModal();
  const fieldError = useFieldError();
  const ownRank = useSession()?.claims.role_rank ?? Number.MAX_SAFE_INTEGER;
  const roles = useRemote(loadRoles);
  const [emailTaken, setEmailTaken] = useState<string>();
  const typed = useRef("");
  const blocked = useRef(false);
  const checkEmail = useDebouncedCallback(async (value: string) => {
    const verdict = await emailTakenRule(value, employee?.id);
    // Only the verdict on what the field holds now.
    if (typed.current === value) setEmailTaken(verdict);
  }, EMAIL_CHECK_DELAY_MS);

  const { form, fields, pending, failure } = useContractForm(employeeInputSchema, {
    id: "employee-form",
    defaultValue: {
      firstName: employee?.firstName ?? "",
      lastName: employee?.lastName ?? "",
      email: employee?.email ?? "",
      roleId: employee ? String(employee.roleId) : "",
      status: employee?.status ?? DEFAULT_STATUS,
      maxTokensDailyPlayed: String(employee?.maxTokensDailyPlayed ?? DAILY_UNITS_CAP.default),
    },
    onValid: (value) => {
      // Said under their fields already: nothing to send.
      if (blocked.current) return;
      return saveInModal(
        () =>
          employee
            ? call(employeesApi.update, { params: { id: employee.id }, body: value })
            : call(employeesApi.create, { body: value }),
        {
          ...(employee
            ? {
                success: t`Employé modifié`,
                failure: t`Erreur lors de la modification de l'employé`,
              }
            : { success: t`Employé ajouté`, failure: t`Erreur lors de l'ajout de l'employé` }),
          // Spec section 8's words for this code: 'This employee already exists'.
          reason: (error) =>
            error instanceof ApiError && error.code === "employee_already_exist"
              ? t`Cet employé existe déjà`
              : undefined,
          keepOn: ["role_status_conflict", "rank_too_high", "unknown_reference"],
        },
        () => {
          onSaved();
          onClose();
        },
      );
    },
  });
  const role = useTextControl(fields.roleId);
  const status = useTextControl(fields.status);
  const allRoles = roles.data ?? [];
  // Only roles below one's own (a higher rank number); an edited employee's own role stays shown.
  const roleChoices = allRoles.filter((r) => r.rank > ownRank || r.id === employee?.roleId);
  const chosenRole = allRoles.find((r) => String(r.id) === role.value);
  const chosenStatus = (status.value || DEFAULT_STATUS) as EmployeeStatus;
  const conflict = !!chosenRole && roleStatusConflict(chosenRole.rights, chosenStatus);
  const roleLabel = chosenRole ? roleName(chosenRole.name, i18n) : "";
  const statusLabel = i18n._(STATUS_LABELS[chosenStatus]);
  const { min: capMin, max: capMax } = DAILY_UNITS_CAP;
  const senior = !!employee && employee.roleRank <= ownRank;
  blocked.current = conflict || !!emailTaken;

  return (
    <form {...form.props}>
      <input {...role.base} />
      <input {...status.base} />
      <Stack gap="md">
        <FormFailure failure={failure} />
        {senior && (
          <Alert color="yellow">
            {t`Vous ne pouvez modifier que les employés d'un rang inférieur au vôtre.`}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Prénom`}
            name={fields.firstName.name}
            key={fields.firstName.key}
            defaultValue={fields.firstName.defaultValue}
            error={fieldError(fields.firstName)}
            autoComplete="off"
            withAsterisk
            data-autofocus
          />
          <TextInput
            label={t({ message: "Nom", context: "family name" })}
            name={fields.lastName.name}
            key={fields.lastName.key}
            defaultValue={fields.lastName.defaultValue}
            error={fieldError(fields.lastName)}
            autoComplete="off"
            withAsterisk
          />
        </SimpleGrid>
        <TextInput
          label={t`Adresse e-mail`}
          description={t`Elle sert à se connecter.`}
          type="email"
          name={fields.email.name}
          key={fields.email.key}
          defaultValue={fields.email.defaultValue}
          error={
            fieldError(fields.email) ??
            (emailTaken ? fieldError({ errors: [emailTaken] }) : undefined)
          }
          onChange={(event) => {
            typed.current = event.currentTarget.value;
            setEmailTaken(undefined);
            void checkEmail(event.currentTarget.value);
          }}
          autoComplete="off"
          withAsterisk
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t`Rôle`}
            placeholder={t`Choisir un rôle`}
            data={roleChoices.map((r) => ({ value: String(r.id), label: roleName(r.name, i18n) }))}
            value={role.value || null}
            onChange={(value) => role.change(value ?? "")}
            error={
              fieldError(fields.roleId) ??
              (roles.error !== undefined ? t`Liste des rôles indisponible` : undefined)
            }
            allowDeselect={false}
            withAsterisk
          />
          <Select
            label={t`Type de compte`}
            data={EMPLOYEE_STATUSES.map((v) => ({ value: v, label: i18n._(STATUS_LABELS[v]) }))}
            value={chosenStatus}
            onChange={(value) => status.change(value ?? DEFAULT_STATUS)}
            error={
              fieldError(fields.status) ??
              (conflict
                ? t`Un employé avec le rôle ${roleLabel} ne peut pas avoir le statut ${statusLabel}`
                : undefined)
            }
            allowDeselect={false}
          />
        </SimpleGrid>
        <NumberInput
          label={t`Plafond d'unités par jour`}
          description={t`Unités que sa carte employé peut jouer par jour (de ${capMin} à ${capMax})`}
          name={fields.maxTokensDailyPlayed.name}
          key={fields.maxTokensDailyPlayed.key}
          defaultValue={fields.maxTokensDailyPlayed.defaultValue}
          error={fieldError(fields.maxTokensDailyPlayed)}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          inputMode="numeric"
        />
        <FormActions onCancel={onClose} pending={pending} />
      </Stack>
    </form>
  );
}
