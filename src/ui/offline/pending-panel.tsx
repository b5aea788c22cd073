import { Alert, Badge, Button, Drawer, Group, Paper, Stack, Text } from "@mantine/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useLiveQuery } from "dexie-react-hooks";
import { findCommand } from "@/lib/commands/command";
import { formatDateTime, formatDayAndTime } from "@/lib/i18n/format";
import { db, type OutboxEntry } from "@/lib/offline/db";
import { kickSync } from "@/lib/offline/offline";
import { discardEntry, retryEntry } from "@/lib/offline/outbox";
import { authorOf } from "@/lib/session/claims";
import { useSession } from "@/lib/session/session";
import { ConfirmAction } from "../confirm-action";
import { useNetworkStatus } from "../use-network-status";
import { outboxErrorMessage } from "../use-command";
import { useSyncStatus } from "./use-sync-status";
import { correctionPath } from "./use-correction";
import { useLocation } from "wouter";

/**
 * The pending-actions panel: the signed-in employee's outbox, oldest first — what, who, when,
 * state, error — for a rejected entry, "Corriger" (its form, filled, on its screen) or a retry,
 * and a discard (after confirmation). Entries
 * of other employees are counted: they leave with their author's next sign-in.
 */
export default function PendingPanel({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const session = useSession();
  const online = useNetworkStatus();
  const { sending, sender } = useSyncStatus();
  const employee = session ? authorOf(session.claims).employee : "";
  const entries = useLiveQuery(() => db.outbox.orderBy("seq").toArray(), [], [] as OutboxEntry[]);
  const mine = entries.filter((e) => e.employee === employee);
  const others = entries.length - mine.length;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={t`Actions en attente`}
      closeButtonProps={{ "aria-label": t`Fermer` }}
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Badge color={online ? "teal" : "orange"} size="lg" variant="light">
            {online ? <Trans>En ligne</Trans> : <Trans>Hors ligne</Trans>}
          </Badge>
          <Text size="sm" c="dimmed" data-testid="sender-state">
            {sending ? (
              <Trans>Envoi en cours…</Trans>
            ) : sender ? (
              <Trans>Cet onglet envoie les actions</Trans>
            ) : (
              <Trans>Un autre onglet envoie les actions</Trans>
            )}
          </Text>
        </Group>
        {mine.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            <Trans>Aucune action en attente : tout est envoyé.</Trans>
          </Text>
        )}
        {mine.map((entry) => (
          <EntryCard key={entry.id} entry={entry} onCorrect={onClose} />
        ))}
        {others > 0 && (
          <Alert color="gray">
            <Plural
              value={others}
              one="# action d'un autre employé attend sa prochaine connexion sur cet appareil."
              other="# actions d'autres employés attendent leur prochaine connexion sur cet appareil."
            />
          </Alert>
        )}
      </Stack>
    </Drawer>
  );
}

function EntryCard({ entry, onCorrect }: { entry: OutboxEntry; onCorrect: () => void }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const command = findCommand(entry.name);
  const what = command ? i18n._(command.describe(entry.payload)) : entry.name;
  const rejected = entry.state === "rejected";
  const expired = rejected && entry.error?.code === "command_expired";
  const retrying = !rejected && entry.attempts > 0;
  const expiresAt = entry.expiresAt && formatDayAndTime(entry.expiresAt).time;
  const when = formatDateTime(entry.createdAt);
  const who = entry.employeeName;
  const retryAt = formatDayAndTime(entry.nextAttemptAt).time;
  return (
    <Paper withBorder radius="md" p="md" data-testid="outbox-entry">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{what}</Text>
          <Badge
            color={expired ? "gray" : rejected ? "red" : "yellow"}
            variant="light"
            style={{ flexShrink: 0 }}
          >
            {expired ? (
              <Trans>Expirée</Trans>
            ) : rejected ? (
              <Trans>Refusée</Trans>
            ) : (
              <Trans>En attente</Trans>
            )}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>
            Par {who}, le {when}
          </Trans>
        </Text>
        {expiresAt && !rejected && (
          <Text size="sm" c="dimmed">
            <Trans>Expire à {expiresAt} si elle n'est pas envoyée d'ici là</Trans>
          </Text>
        )}
        {entry.error && rejected && (
          <Text size="sm" c="red">
            {i18n._(outboxErrorMessage(entry.error, { command, payload: entry.payload }))}
          </Text>
        )}
        {entry.error && retrying && (
          <Text size="sm" c={entry.error.status === 0 ? "dimmed" : "orange"}>
            {entry.error.status === 0 ? (
              <Trans>Attend le retour du réseau</Trans>
            ) : (
              <Trans>
                Le serveur n'a pas pu l'enregistrer : nouvelle tentative automatique à {retryAt}
              </Trans>
            )}
          </Text>
        )}
        {rejected && (
          <Group gap="xs" mt={4}>
            {expired ? null : command?.correct ? (
              // Sending it again would be refused again: its form, filled, to change what is wrong.
              <Button
                variant="light"
                onClick={() => {
                  onCorrect();
                  navigate(correctionPath(command.correct!(entry.payload), entry));
                }}
              >
                <Trans>Corriger</Trans>
              </Button>
            ) : (
              <Button variant="light" onClick={() => void retryEntry(entry.seq!).then(kickSync)}>
                <Trans>Réessayer</Trans>
              </Button>
            )}
            <ConfirmAction
              label={t`Abandonner`}
              message={t`L'action « ${what} » ne sera jamais envoyée.`}
              confirmLabel={t`Abandonner l'action`}
              onConfirm={() => discardEntry(entry.seq!)}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
