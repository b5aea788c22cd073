import { Alert, Modal, type ModalProps } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useNetworkStatus } from "./use-network-status";

/**
 * A create or edit form in a modal: the form mounts when the modal opens, so a new row always
 * starts blank and an edit starts from the row as it is now. These forms save to the server
 * (src/ui/save-in-modal.ts), not through the outbox: offline, the person is told before typing.
 */
export function FormModal({
  opened,
  onClose,
  title,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalProps["size"];
  children: ReactNode;
}) {
  const online = useNetworkStatus();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      {opened && !online && (
        <Alert color="orange" mb="md" role="status" data-testid="form-offline">
          <Trans>
            Hors ligne : cet enregistrement demande le réseau. Ce que vous tapez est gardé, vous
            pourrez enregistrer à son retour.
          </Trans>
        </Alert>
      )}
      {opened && children}
    </Modal>
  );
}
