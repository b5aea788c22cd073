import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { findCommand } from "@/lib/commands/command";
import { formatDateTime, formatDayAndTime } from "@/lib/i18n/format";
import type { OutboxEntry } from "@/lib/offline/db";
import { kickSync } from "@/lib/offline/offline";
import { discardEntry, retryEntry } from "@/lib/offline/outbox";
import { ConfirmAction } from "../confirm-action";
import { outboxErrorMessage } from "../use-command";
import { correctionPath } from "./use-correction";

/**
 * One action of the pending-actions panel (pending-panel.tsx): what was done, by whom and when,
 * and what happens next — sent in a moment, when the network is back, tried again at a time, or
 * refused, why, and that nothing was changed — with "Corriger" or "Réessayer" and "Abandonner"
 * for a refused one. `shown`: scrolled to and marked (a refusal's toast asked for it).
 */
export function EntryCard({
  entry,
  onCorrect,
  shown,
  online,
}: {
  entry: OutboxEntry;
  onCorrect: () => void;
  shown: boolean;
  online: boolean;
}) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) ref.current?.scrollIntoView?.({ block: "center" });
  }, [shown]);
  const command = findCommand(entry.name);
  // An action of another version of the app this one cannot send: never its technical name.
  const what = command
    ? i18n._(command.describe(entry.payload))
    : t`Action enregistrée par une autre version de l'application`;
  const rejected = entry.state === "rejected";
  const expired = rejected && entry.error?.code === "command_expired";
  const retrying = !rejected && entry.attempts > 0;
  const expiresAt = entry.expiresAt && formatDayAndTime(entry.expiresAt).time;
  const when = formatDateTime(entry.createdAt);
  const who = entry.employeeName;
  const retryAt = formatDayAndTime(entry.nextAttemptAt).time;
  return (
    <Paper
      ref={ref}
      withBorder
      radius="md"
      p="md"
      data-testid="outbox-entry"
      data-shown={shown || undefined}
      style={shown ? { borderColor: "var(--mantine-color-error)", borderWidth: 2 } : undefined}
    >
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
        {!rejected && !retrying && (
          <Text size="sm" c="dimmed">
            {online ? (
              <Trans>Envoi au serveur dans un instant</Trans>
            ) : (
              <Trans>Sera envoyée dès le retour du réseau</Trans>
            )}
          </Text>
        )}
        {entry.error && rejected && (
          <Text size="sm" c="var(--mantine-color-error)">
            {command
              ? i18n._(outboxErrorMessage(entry.error, { command, payload: entry.payload }))
              : t`Cette version de l'application ne sait pas l'envoyer.`}
          </Text>
        )}
        {rejected && !expired && (
          <Text size="sm">
            {command?.correct ? (
              <Trans>Rien n'a été changé : corrigez-la ou abandonnez-la.</Trans>
            ) : (
              <Trans>Rien n'a été changé : réessayez-la ou abandonnez-la.</Trans>
            )}
          </Text>
        )}
        {entry.error && retrying && (
          <Text size="sm" c={entry.error.status === 0 ? "dimmed" : "orange"}>
            {entry.error.status === 0 ? (
              <Trans>Attend le retour du réseau, puis partira d'elle-même</Trans>
            ) : (
              <Trans>
                Le serveur n'a pas pu l'enregistrer pour l'instant : nouvel essai automatique à{" "}
                {retryAt}
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
