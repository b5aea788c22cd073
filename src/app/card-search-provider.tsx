import { Modal } from "@mantine/core";
import { useDisclosure, useHotkeys } from "@mantine/hooks";
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, type ReactNode } from "react";
import { hasRight } from "@/contract/rights";
import { cardPath } from "@/features/cards/card-path";
import { useSession } from "@/lib/session/session";
import { useKeyboardWedge } from "@/ui/scanner/use-keyboard-wedge";
import { useLocation } from "wouter";
import { CardSearchLauncher } from "@/ui/card-search-launcher";
import { PageLoader } from "@/ui/page-loader";

const CardSearch = lazy(() =>
  import("@/features/cards/card-search").then((m) => ({ default: m.CardSearch })),
);

/**
 * The card search, one tap away on every screen of the shell, and Ctrl/⌘+K or "/" on a desktop
 * (spec section 2); a barcode reader that types like a keyboard opens the card it reads. Only for
 * holders of CARD_READ.
 */
export function CardSearchProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const session = useSession();
  const allowed = hasRight(session?.claims.role_rights ?? [], "CARD_READ");
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
  useKeyboardWedge((number) => navigate(cardPath(number)), { enabled: allowed });
  return (
    <CardSearchLauncher.Provider value={allowed ? open : null}>
      {children}
      <Modal opened={opened} onClose={close} title={t`Rechercher une carte`} size="lg">
        {opened && (
          <Suspense fallback={<PageLoader />}>
            <CardSearch onOpen={close} />
          </Suspense>
        )}
      </Modal>
    </CardSearchLauncher.Provider>
  );
}
