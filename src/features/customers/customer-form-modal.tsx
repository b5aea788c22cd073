import { Modal } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { CustomerForm, type CustomerFormProps } from "./customer-form";

/** The customer form in a modal; the form mounts on open so each opening starts fresh. */
export function CustomerFormModal({ opened, ...props }: CustomerFormProps & { opened: boolean }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={props.customer ? t`Modifier le client` : t`Nouveau client`}
      size="lg"
    >
      {opened && <CustomerForm {...props} />}
    </Modal>
  );
}
