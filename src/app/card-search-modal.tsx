import { Modal } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { CardSearch } from "@/features/cards/card-search";

/** The card search in a modal: loaded on its first opening, not with the shell. */
export default function CardSearchModal({
  onClose,
  scan,
}: {
  onClose: () => void;
  /** Open with the camera started. */
  scan: boolean;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened
      onClose={onClose}
      title={scan ? t`Scanner une carte` : t`Rechercher une carte`}
      size="lg"
    >
      <CardSearch onOpen={onClose} startScanning={scan} />
    </Modal>
  );
}
