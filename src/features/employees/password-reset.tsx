import { Button, Code, CopyButton, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { createContext, useContext, useState } from "react";
import type { PasswordResetResponse } from "@/contract/auth";
import type { Employee } from "@/contract/employees";
import { passwordsApi } from "@/contract/employees.endpoints";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/error-messages";
import { formatDateTime } from "@/lib/i18n/format";
import { paths } from "@/lib/paths";
import { useSession } from "@/lib/session/session";
import { useRights } from "@/lib/session/use-can";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { notify } from "@/ui/notify";

/** Opens the reset of an employee: given by the page, which holds its dialogs (outside the table). */
export const ResetContext = createContext<(employee: Employee) => void>(() => undefined);

/** Whether the signed-in employee may reset this one's password (the server checks again). */
function useMayReset(employee: Employee): boolean {
  const allowed = useRights()(passwordsApi.reset.requirement);
  const ownRank = useSession()?.claims.role_rank ?? Number.MAX_SAFE_INTEGER;
  return allowed && employee.roleRank > ownRank;
}

/** A row's "reset the password" (EMPLOYEE_ADD_UPDATE, a lower rank only). */
export function PasswordResetButton({ employee }: { employee: Employee }) {
  const { t } = useLingui();
  const open = useContext(ResetContext);
  const name = `${employee.firstName} ${employee.lastName}`;
  if (!useMayReset(employee)) return null;
  return (
    // The button acts on its own: a tap on it never reaches the row.
    <span onClick={(e) => e.stopPropagation()}>
      <Button
        variant="light"
        px="sm"
        aria-label={t`Réinitialiser le mot de passe de ${name}`}
        onClick={() => open(employee)}
      >
        <Trans>Réinitialiser</Trans>
      </Button>
    </span>
  );
}

/**
 * The reset of `employee`: asks first, then shows the one-time code once, large, with how and
 * until when they use it on the first-login screen. Online only: a code is never queued nor kept.
 */
export function PasswordResetDialogs({
  employee,
  onClose,
  onReset,
}: {
  employee: Employee | undefined;
  onClose: () => void;
  /** After a reset that reached the server: the list shows them waiting for a first sign-in. */
  onReset: () => void;
}) {
  const { t, i18n } = useLingui();
  const [issued, setIssued] = useState<PasswordResetResponse | null>(null);
  const [asked, setAsked] = useState<Employee>();
  const name = employee ? `${employee.firstName} ${employee.lastName}` : "";
  const shownName = asked ? `${asked.firstName} ${asked.lastName}` : "";

  async function reset(target: Employee) {
    setAsked(target);
    try {
      setIssued(await call(passwordsApi.reset, { params: { id: target.id } }));
      notify("success", t`Mot de passe réinitialisé`);
      onReset();
    } catch (error) {
      notify(
        "error",
        i18n._(errorMessage(error)),
        t`Erreur lors de la réinitialisation du mot de passe`,
      );
    }
  }

  return (
    <>
      <ConfirmDialog
        opened={employee !== undefined}
        onClose={onClose}
        title={t`Réinitialiser le mot de passe`}
        message={t`${name} sera déconnecté partout et son mot de passe actuel ne fonctionnera plus. Vous recevrez un code à usage unique à lui remettre.`}
        confirmLabel={t`Réinitialiser`}
        onConfirm={() => (employee ? reset(employee) : undefined)}
      />
      <ResetCodeDialog name={shownName} issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}

function ResetCodeDialog({
  name,
  issued,
  onClose,
}: {
  name: string;
  issued: PasswordResetResponse | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const expires = issued ? formatDateTime(issued.expiresAt) : "";
  const firstLoginAddress = `${window.location.origin}${paths.firstLogin}`;
  return (
    <Modal
      opened={issued !== null}
      onClose={onClose}
      title={t`Code de première connexion pour ${name}`}
      closeButtonProps={{ "aria-label": t`Fermer` }}
    >
      <Stack>
        <Text>
          <Trans>
            Remettez ce code à l'employé : il l'utilise sur l'écran Première connexion, avec son
            e-mail et ce code, pour choisir son mot de passe.
          </Trans>
        </Text>
        <Paper withBorder p="md" ta="center">
          <Text
            ff="monospace"
            fz={40}
            fw={700}
            style={{ letterSpacing: "0.2em" }}
            data-testid="reset-code"
          >
            {issued?.code}
          </Text>
        </Paper>
        <Text>{t`Valable jusqu'au ${expires}. Il n'est affiché qu'une fois : notez-le maintenant.`}</Text>
        <Text>
          <Trans>
            Écran Première connexion : <Code>{firstLoginAddress}</Code>
          </Trans>
        </Text>
        <Group justify="flex-end">
          <CopyButton value={issued?.code ?? ""}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t`Copié` : t`Copier le code`}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>
            <Trans>Fermer</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
