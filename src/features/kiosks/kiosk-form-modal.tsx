import { Modal } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { Kiosk } from "@/contract/kiosks";
import { KioskForm, type KioskDraft } from "./kiosk-form";

interface Props {
  opened: boolean;
  /** The kiosk to edit; none to create one (the spec's isNew). */
  kiosk?: Kiosk;
  /** A refused save to correct: the form opens with it (src/ui/offline/use-correction.ts). */
  draft?: KioskDraft;
  onClose: () => void;
  /** After each save, whatever its outcome: the list refreshes. */
  onSaved: () => void;
}

/** The form lives inside the modal so it mounts with it: a new kiosk always starts blank. */
export function KioskFormModal({ opened, kiosk, draft, onClose, onSaved }: Props) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={kiosk || draft?.originalSerial ? t`Modifier la borne` : t`Ajouter une borne`}
      size="lg"
    >
      <KioskForm kiosk={kiosk} draft={draft} onDone={onSaved} onCancel={onClose} />
    </Modal>
  );
}
