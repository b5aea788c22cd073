import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * Changes a screen holds and has not saved: leaving them asks first. A reload or a closed tab gets
 * the browser's own question; a link inside the app (the menu, the header) and the screen's own
 * moves (`guard`) get a dialog that names what would be lost. Returns the dialog to render.
 */
export function useUnsavedChanges(dirty: boolean): {
  /** Runs `proceed` at once when nothing is unsaved, or after the person agrees to lose it. */
  guard: (proceed: () => void) => void;
  dialog: ReactNode;
} {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capture, on the document: before the router's own handler (on React's root) navigates.
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (!(link instanceof HTMLAnchorElement) || !link.href) return;
      if (link.target && link.target !== "_self") return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => navigate(`${url.pathname}${url.search}${url.hash}`));
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, navigate]);

  const guard = (proceed: () => void) => (dirty ? setPending(() => proceed) : proceed());
  const dialog = (
    <ConfirmDialog
      opened={pending !== null}
      onClose={() => setPending(null)}
      title={t`Modifications non enregistrées`}
      message={<Trans>Vos modifications n'ont pas été enregistrées : elles seront perdues.</Trans>}
      confirmLabel={t`Abandonner les modifications`}
      onConfirm={() => pending?.()}
    />
  );
  return { guard, dialog };
}
