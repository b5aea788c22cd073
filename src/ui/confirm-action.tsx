import { Button, Group, Modal, Stack, Text, type ButtonProps } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

interface Props extends Omit<ButtonProps, "onClick"> {
  /** The button's text, also the modal's title unless `title` names what it acts on. */
  label: string;
  title?: string;
  /** What will happen, said plainly ("La borne Accueil 1 sera supprimée."). */
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void | Promise<unknown>;
  danger?: boolean;
}

/** A button that asks before doing something that cannot be undone (never window.confirm). */
export function ConfirmAction({
  label,
  title = label,
  message,
  confirmLabel,
  onConfirm,
  danger = true,
  ...button
}: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button color={danger ? "red" : undefined} variant="light" {...button} onClick={open}>
        {label}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        danger={danger}
      />
    </>
  );
}

/** The question ConfirmAction asks, for a screen that opens it itself (a list's row button). */
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
