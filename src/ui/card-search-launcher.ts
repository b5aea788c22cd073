import { createContext, useContext } from "react";

/**
 * Opens the card search modal from anywhere (home's big button, the header, a shortcut). The app
 * shell provides it; a screen outside the shell gets a no-op.
 */
export type OpenCardSearch = (options?: { scan?: boolean }) => void;

export const CardSearchLauncher = createContext<OpenCardSearch | null>(null);

export function useOpenCardSearch(): OpenCardSearch | null {
  return useContext(CardSearchLauncher);
}
