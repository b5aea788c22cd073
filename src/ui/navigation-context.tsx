import type { MessageDescriptor } from "@lingui/core";
import { createContext, useContext } from "react";
import type { MenuIconName } from "./menu-icons";

/** A screen the user may open, as the route table declares it (the app fills this context). */
export interface Shortcut {
  path: string;
  label: MessageDescriptor;
  description: MessageDescriptor;
  icon: MenuIconName;
}

export const ShortcutsContext = createContext<Shortcut[]>([]);

/** The shortcuts of the screens this user may open: features link to each other through these. */
export function useShortcuts(): Shortcut[] {
  return useContext(ShortcutsContext);
}
