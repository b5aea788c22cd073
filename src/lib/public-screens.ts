/**
 * The screens a signed-out person opens (screens.ts spreads them in SCREENS), apart from the
 * others so the sign-in page does not carry every screen's title.
 */
import { msg } from "@lingui/core/macro";
import { PUBLIC_PATTERNS } from "./public-paths";
import type { Screen } from "./screens";

export const PUBLIC_SCREENS = {
  login: { path: PUBLIC_PATTERNS.login, title: msg`Connexion`, access: "public" },
  firstLogin: {
    path: PUBLIC_PATTERNS.firstLogin,
    title: msg`Première connexion`,
    access: "public",
  },
} satisfies Record<string, Screen>;
