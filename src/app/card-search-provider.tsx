import { useHotkeys } from "@mantine/hooks";
import { useState, type ReactNode } from "react";
import { loadScreenMessages } from "@/lib/i18n/i18n";
import { useCan } from "@/lib/session/use-can";
import { lazyPart } from "@/ui/lazy-part";
import { useKeyboardWedge } from "@/ui/scanner/use-keyboard-wedge";
import { CardSearchLauncher, type OpenCardSearch } from "@/ui/card-search-launcher";
import { useOpenScannedCard } from "@/features/cards/use-open-scanned-card";

// Offline before its code came, it says so rather than taking the app down (src/ui/lazy-part.tsx).
const CardSearchModal = lazyPart(() =>
  Promise.all([import("./card-search-modal"), loadScreenMessages()]).then(([module]) => module),
);

/**
 * The card search, one tap away on every screen of the shell, and Ctrl/⌘+K or "/" on a desktop
 * (spec section 2); a barcode reader that types like a keyboard opens the card it reads. Only for
 * holders of CARD_READ.
 */
export function CardSearchProvider({ children }: { children: ReactNode }) {
  const allowed = useCan("CARD_READ");
  // Closed (null), or open with the camera started or not.
  const [opened, setOpened] = useState<{ scan: boolean } | null>(null);
  const open: OpenCardSearch = (options) => setOpened({ scan: options?.scan ?? false });
  const close = () => setOpened(null);
  useHotkeys(
    allowed
      ? [
          ["mod+K", () => open()],
          ["/", () => open()],
        ]
      : [],
  );
  // A burst read into the search's own fields closes it as the card opens.
  const openScanned = useOpenScannedCard(close);
  // A keyboard-wedge reader's burst (typed while no field has focus) opens that card at once.
  useKeyboardWedge((text) => openScanned({ text, format: "unknown" }), { enabled: allowed });
  return (
    <CardSearchLauncher.Provider value={allowed ? open : null}>
      {children}
      {opened && <CardSearchModal onClose={close} scan={opened.scan} />}
    </CardSearchLauncher.Provider>
  );
}
