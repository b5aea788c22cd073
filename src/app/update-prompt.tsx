import { Trans } from "@lingui/react/macro";
import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState, useSyncExternalStore } from "react";
import { syncStatus } from "@/lib/offline/sync-status";

export const UPDATE_PROMPT_ID = "app-update";

/**
 * "New version available": a notification that stays until the person chooses. "Mettre à jour"
 * runs `update` (which waits for the outbox, then activates and reloads); "Plus tard" hides it
 * (the waiting version is offered again at the next start).
 */
export function showUpdatePrompt(update: () => Promise<void>): void {
  notifications.show({
    id: UPDATE_PROMPT_ID,
    color: "blue",
    title: <Trans>Nouvelle version disponible</Trans>,
    message: <UpdatePrompt update={update} />,
    autoClose: false,
    withCloseButton: false,
  });
}

function UpdatePrompt({ update }: { update: () => Promise<void> }) {
  const [updating, setUpdating] = useState(false);
  const sending = useSyncExternalStore(
    (listener) => syncStatus.subscribe(listener),
    () => syncStatus.get().sending,
  );
  const start = () => {
    setUpdating(true);
    update().catch(() => setUpdating(false));
  };
  return (
    <>
      <Text size="sm" mt={4} mb="xs">
        {updating && sending ? (
          <Trans>La mise à jour attend la fin de l'envoi des actions en attente.</Trans>
        ) : (
          <Trans>Rechargez l'application pour utiliser la dernière version.</Trans>
        )}
      </Text>
      <Group gap="xs">
        <Button size="xs" loading={updating} onClick={start}>
          <Trans>Mettre à jour</Trans>
        </Button>
        <Button
          size="xs"
          variant="subtle"
          disabled={updating}
          onClick={() => notifications.hide(UPDATE_PROMPT_ID)}
        >
          <Trans>Plus tard</Trans>
        </Button>
      </Group>
    </>
  );
}
