import { Modal } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import type { Customer } from "@/contract/customers";
import { paths } from "@/lib/paths";
import { CustomerForm, type CustomerFormProps } from "./customer-form";

/**
 * The customer form in a modal; the form mounts on open so each opening starts fresh. A customer
 * just created opens, to give them a card next (from the list or from the menu's "Nouveau client").
 */
export function CustomerFormModal({ opened, ...props }: CustomerFormProps & { opened: boolean }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const onSaved = (saved?: Customer) => {
    props.onSaved(saved);
    if (!props.customer && saved) navigate(paths.customer(saved.id));
  };
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={props.customer ? t`Modifier le client` : t`Nouveau client`}
      size="lg"
    >
      {opened && <CustomerForm {...props} onSaved={onSaved} />}
    </Modal>
  );
}
