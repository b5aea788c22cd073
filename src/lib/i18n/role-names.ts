import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The seeded roles' names (server/seed/roles.seed.ts) in the interface's language. A role is the
 * venue's data: one it created or renamed is shown as it was named.
 */
const SEEDED: Record<string, MessageDescriptor> = {
  Administrateur: msg({ message: "Administrateur", context: "role" }),
  Responsable: msg({ message: "Responsable", context: "role" }),
  "Agent d'accueil": msg({ message: "Agent d'accueil", context: "role" }),
};

export function roleName(name: string, i18n: I18n): string {
  const seeded = SEEDED[name];
  return seeded ? i18n._(seeded) : name;
}
