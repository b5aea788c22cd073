import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/**
 * The question ConfirmAction (src/ui/confirm-action.tsx) asks, also for a screen that opens it
 * itself (a list's row button).
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  message,
  confirmLabel,
  onConfirm,
  danger = true,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void | Promise<unknown>;
  danger?: boolean;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text component="div">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Annuler</Trans>
          </Button>
          <Button
            color={danger ? "red" : undefined}
            onClick={() => {
              onClose();
              void onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export default ConfirmDialog;
