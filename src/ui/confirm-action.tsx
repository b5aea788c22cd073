import { Button, type ButtonProps } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useState, type ReactNode } from "react";
import { LazyPart, partLoader } from "./lazy-part";
import { useIdlePreload } from "./use-idle-preload";

// The dialog (Mantine's Modal, its scroll area and floating-ui) is not in the first paint of the
// screens that show this button (a card's page): it comes at idle, once the screen has shown.
const dialogPart = partLoader(() => import("./confirm-dialog"));

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
  // Kept once opened, so that it closes with its transition.
  const [asked, setAsked] = useState(false);
  useIdlePreload(dialogPart);
  return (
    <>
      <Button
        color={danger ? "red" : undefined}
        variant="light"
        {...button}
        onClick={() => (setAsked(true), open())}
      >
        {label}
      </Button>
      {asked && (
        <LazyPart
          load={dialogPart}
          fallback={null}
          props={{ opened, onClose: close, title, message, confirmLabel, onConfirm, danger }}
        />
      )}
    </>
  );
}
