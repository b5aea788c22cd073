/**
 * What a route of the table is (routes.ts, public-routes.ts) and how its page loads. Imported by
 * the sign-in page's router too: no screen list here.
 */
import type { MessageDescriptor } from "@lingui/core";
import type { ComponentType } from "react";
import type { SiteCategory } from "@/contract/site";
import { loadScreenMessages } from "@/lib/i18n/i18n";
import { loadFullStyles } from "@/ui/full-styles";
import type { Screen } from "@/lib/screens";
import type { MenuIconName } from "@/ui/menu-icons";
import { loadable, type Loadable } from "./loadable";

export const APP_TITLE = "BackOffice";

/**
 * A screen's component, loaded when first rendered, or before: `preload` starts the download
 * (the router calls it beside the app shell's, src/app/signed-in-router.tsx), and the render
 * finds it done.
 */
export type Page = Loadable<object, PageModule>;

/**
 * A page's module: its screen and, if it has one, `prefetch`: the data its first render shows,
 * asked for with its code when the app starts on it (src/app/signed-in-router.tsx).
 */
export interface PageModule {
  default: ComponentType;
  prefetch?: (params: Record<string, string | undefined>) => Promise<unknown>;
}

/**
 * A screen whose styles are in the first sheets (src/app/first-screen.css, shell-first.css) and
 * whose words are in the start's catalogue (lingui.config.ts): the sign-in pages, the home and a
 * card's page, which shows as soon as the shell can (a card's parts bring the rest:
 * src/ui/lazy-part.tsx).
 */
export const page = (load: () => Promise<PageModule>): Page => loadable(load);

/**
 * A feature screen: its code, the screens' messages (see lingui.config.ts) and the app's whole
 * Mantine stylesheet (src/ui/full-styles.ts) load together.
 */
export const screen = (load: () => Promise<PageModule>) =>
  page(() =>
    Promise.all([load(), loadScreenMessages(), loadFullStyles()]).then(([module]) => module),
  );

export type MenuGroup = "cards" | "events" | "programming" | "admin";

/** What a screen may depend on beyond rights, e.g. the site category's customer accounts. */
export interface RouteContext {
  siteCategory?: SiteCategory;
}

/** A screen (src/lib/screens.ts: path, title, access, "new" form) with its page and its places. */
export interface AppRoute extends Omit<Screen, "create"> {
  page: Page;
  /** Where a user without the right goes (home by default). */
  fallback?: string;
  /** Its menu entry, labelled with the screen's title unless `label` says otherwise. */
  menu?: { group: MenuGroup; label?: MessageDescriptor; icon: MenuIconName };
  shortcut?: { label: MessageDescriptor; description: MessageDescriptor; icon: MenuIconName };
  when?: (context: RouteContext) => boolean;
  /**
   * The screen's "new" form (spec section 2): the menu opens it (its module: create-forms.ts) on
   * every page that does not already host it, for holders of `right`.
   */
  create?: Screen["create"];
}
