import { createContext, useContext } from "react";

/**
 * Opens the card search modal from anywhere (home's big button, the header, a shortcut). The app
 * shell provides it; a screen outside the shell gets a no-op.
 */
export const CardSearchLauncher = createContext<(() => void) | null>(null);

export function useOpenCardSearch(): (() => void) | null {
  return useContext(CardSearchLauncher);
}
