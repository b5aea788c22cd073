import { Alert, Badge, Drawer, Group, Stack, Text } from "@mantine/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useLiveQuery } from "dexie-react-hooks";
import { db, type OutboxEntry } from "@/lib/offline/db";
import { authorOf } from "@/lib/session/claims";
import { useSession } from "@/lib/session/session";
import { useNetworkStatus } from "../use-network-status";
import { EntryCard } from "./pending-entry";
import { useSyncStatus } from "./use-sync-status";

/**
 * The pending-actions panel, in the words of the floor: the signed-in employee's actions not yet
 * on the server, oldest first — what they did, on which card or kiosk, who and when, and what
 * happens next (sent when the network is back, tried again at a time, or refused and why);
 * for a refused one, "Corriger" (its form, filled, on its screen) or a retry, and a discard
 * (after confirmation). `shown`: the entry a refusal's toast asked to see, scrolled to and marked.
 * Entries of other employees are counted: they leave with their author's next sign-in.
 */
export default function PendingPanel({
  opened,
  onClose,
  shown,
}: {
  opened: boolean;
  onClose: () => void;
  shown?: string;
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
          <EntryCard
            key={entry.id}
            entry={entry}
            onCorrect={onClose}
            shown={entry.id === shown}
            online={online}
          />
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
