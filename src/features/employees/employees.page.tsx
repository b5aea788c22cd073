import { Badge, Stack, Text } from "@mantine/core";
import { msg } from "@lingui/core/macro";
import { useState } from "react";
import { EMPLOYEE_STATUSES, type Employee } from "@/contract/employees";
import { employeesApi } from "@/contract/employees.endpoints";
import { roleName } from "@/lib/i18n/role-names";
import { SCREENS } from "@/lib/screens";
import { defineList, ResourceList } from "@/ui/paged-list/resource-list";
import { EmployeeFormModal } from "./employee-form";
import { STATUS_LABELS } from "./employee-labels";
import { roleOptions } from "./employee-queries";
import { PasswordResetButton, PasswordResetDialogs, ResetContext } from "./password-reset";

const AWAITING = msg`En attente de première connexion`;
/** A badge whose words wrap in a narrow column rather than being cut. */
const WRAPPING = { root: { height: "auto" }, label: { whiteSpace: "normal" } } as const;

/**
 * /employees: who signs in to the back office, 20 a page, filtered by name, e-mail, role and
 * account type, sorted by a column's header (EMPLOYEE_SORTS); added, edited, deleted and given
 * a one-time code by right (rules: src/contract/employees.ts).
 */
const EMPLOYEE_LIST = defineList({
  cache: "employees",
  screen: SCREENS.employees,
  list: employeesApi.list,
  size: 20,
  filters: {
    filterOnName: "",
    filterOnEmail: "",
    filterOnRoleId: "",
    filterOnStatus: "",
  },
  filterFields: [
    { name: "filterOnName", label: msg`Nom` },
    { name: "filterOnEmail", label: msg`Adresse e-mail` },
    {
      name: "filterOnRoleId",
      label: msg`Rôle`,
      placeholder: msg`Tous les rôles`,
      options: roleOptions,
    },
    {
      name: "filterOnStatus",
      label: msg`Type de compte`,
      placeholder: msg`Tous les types`,
      options: EMPLOYEE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
    },
  ],
  rowKey: (employee: Employee) => employee.id,
  columns: [
    {
      key: "name",
      header: msg`Nom`,
      render: (e, i18n) => (
        <Stack gap={4} align="flex-start">
          <span>{`${e.firstName} ${e.lastName}`}</span>
          {/* On a tablet its own column would push the row's actions out of sight. */}
          <Text size="sm" c="dimmed" hiddenFrom="lg" style={{ overflowWrap: "anywhere" }}>
            {e.email}
          </Text>
          {e.awaitingFirstLogin && (
            <Badge color="orange" variant="light" radius="sm" tt="none" styles={WRAPPING}>
              {i18n._(AWAITING)}
            </Badge>
          )}
        </Stack>
      ),
      csv: (e) => `${e.firstName} ${e.lastName}`,
    },
    { key: "email", header: msg`Adresse e-mail`, render: (e) => e.email, visibleFrom: "lg" },
    { key: "role", header: msg`Rôle`, render: (e, i18n) => roleName(e.roleName, i18n) },
    {
      key: "status",
      header: msg`Type de compte`,
      render: (e, i18n) => i18n._(STATUS_LABELS[e.status]),
      visibleFrom: "lg",
      hideable: true,
    },
    {
      key: "cap",
      header: msg`Unités par jour`,
      render: (e) => e.maxTokensDailyPlayed,
      align: "right",
      visibleFrom: "lg",
      hideable: true,
    },
    {
      key: "password",
      header: msg`Mot de passe`,
      render: (e) => <PasswordResetButton employee={e} />,
      // The button has no words for a file: what it exports is whether a password is set.
      csv: (e, i18n) => i18n._(e.awaitingFirstLogin ? AWAITING : msg`Défini`),
      compact: true,
    },
  ],
  empty: msg`Aucun employé trouvé`,
  form: {
    render: ({ opened, row, onClose, onSaved }) => (
      <EmployeeFormModal
        opened={opened}
        employee={row}
        onClose={onClose}
        onSaved={() => onSaved()}
      />
    ),
    update: employeesApi.update,
  },
  remove: {
    endpoint: employeesApi.remove,
    params: (employee) => ({ id: employee.id }),
    confirm: ({ firstName, lastName }) =>
      msg`${firstName} ${lastName} sera supprimé : il est déconnecté à l'instant, ne pourra plus se connecter et ses cartes employé sont supprimées avec lui.`,
    done: msg`Employé supprimé`,
    failed: msg`Erreur lors de la suppression de l'employé`,
  },
});

export default function EmployeesPage() {
  // The reset's dialogs live here, outside the table: a refresh of the rows never closes them.
  const [resetting, setResetting] = useState<Employee>();
  return (
    <ResetContext.Provider value={setResetting}>
      <ResourceList of={EMPLOYEE_LIST}>
        {({ list }) => (
          <PasswordResetDialogs
            employee={resetting}
            onClose={() => setResetting(undefined)}
            onReset={list.reload}
          />
        )}
      </ResourceList>
    </ResetContext.Provider>
  );
}
