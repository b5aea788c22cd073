import { Modal, type ModalProps } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A create or edit form in a modal: the form mounts when the modal opens, so a new row always
 * starts blank and an edit starts from the row as it is now.
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
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      {opened && children}
    </Modal>
  );
}
