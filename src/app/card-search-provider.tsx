import { useDisclosure, useHotkeys } from "@mantine/hooks";
import { lazy, Suspense, type ReactNode } from "react";
import { paths } from "@/lib/paths";
import { loadScreenMessages } from "@/lib/i18n/i18n";
import { useCan } from "@/lib/session/use-can";
import { useKeyboardWedge } from "@/ui/scanner/use-keyboard-wedge";
import { useLocation } from "wouter";
import { CardSearchLauncher } from "@/ui/card-search-launcher";

const CardSearchModal = lazy(() =>
  Promise.all([import("./card-search-modal"), loadScreenMessages()]).then(([module]) => module),
);

/**
 * The card search, one tap away on every screen of the shell, and Ctrl/⌘+K or "/" on a desktop
 * (spec section 2); a barcode reader that types like a keyboard opens the card it reads. Only for
 * holders of CARD_READ.
 */
export function CardSearchProvider({ children }: { children: ReactNode }) {
  const allowed = useCan("CARD_READ");
  const [opened, { open, close }] = useDisclosure(false);
  useHotkeys(
    allowed
      ? [
          ["mod+K", open],
          ["/", open],
        ]
      : [],
  );
  const [, navigate] = useLocation();
  // A keyboard-wedge reader's burst (typed while no field has focus) opens that card at once.
  useKeyboardWedge((number) => navigate(paths.card(number)), { enabled: allowed });
  return (
    <CardSearchLauncher.Provider value={allowed ? open : null}>
      {children}
      {opened && (
        <Suspense>
          <CardSearchModal onClose={close} />
        </Suspense>
      )}
    </CardSearchLauncher.Provider>
  );
}
