import { useLocation } from "wouter";
import type { ScannedCode } from "@/contract/card-codes";
import { paths } from "@/lib/paths";

/**
 * Opens the card a scanned or typed code names (scanned-card.ts, loaded on first use so that the
 * shell, which listens for keyboard-wedge readers, stays light); `then` runs as the screen changes.
 */
export function useOpenScannedCard(then?: () => void): (code: ScannedCode) => void {
  const [, navigate] = useLocation();
  return (code) => {
    void import("./scanned-card").then(async ({ preloadCardDetails, scannedCardNumber }) => {
      void preloadCardDetails();
      const number = await scannedCardNumber(code);
      if (number === null) return;
      then?.();
      navigate(paths.card(number));
    });
  };
}
