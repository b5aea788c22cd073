/**
 * The route table: the single declaration of every screen. The router, the guard, the menu, the
 * home shortcuts and the page title all read it. A screen that is not built yet is not listed.
 */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { loadScreenMessages } from "@/lib/i18n/i18n";
import { SCREENS, type Screen } from "@/lib/screens";
import type { SiteCategory } from "@/contract/site";
import type { MenuIconName } from "@/ui/menu-icons";

/**
 * A screen's component, loaded when first rendered, or before: `preload` starts the download
 * (the router calls it beside the app shell's, src/app/router.tsx), and the render finds it done.
 */
export type Page = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

const page = (load: () => Promise<{ default: ComponentType }>): Page => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload });
};

/** A feature screen: its code and the screens' messages load together (see lingui.config.ts). */
const screen = (load: () => Promise<{ default: ComponentType }>) =>
  page(() => Promise.all([load(), loadScreenMessages()]).then(([module]) => module));

export type MenuGroup = "cards" | "programming" | "admin";

export const MENU_GROUPS: { id: MenuGroup; label: MessageDescriptor }[] = [
  { id: "cards", label: msg`Cartes` },
  { id: "programming", label: msg`Programmation` },
  { id: "admin", label: msg`Administration` },
];

/** What a screen may depend on beyond rights, e.g. the site category's customer accounts. */
export interface RouteContext {
  siteCategory?: SiteCategory;
}

/** A screen (src/lib/screens.ts: path, title, access, "new" form) with its page and its places. */
export interface AppRoute extends Omit<Screen, "create"> {
  page: Page;
  /** Where a user without the right goes (home by default). */
  fallback?: string;
  menu?: { group: MenuGroup; label: MessageDescriptor; icon: MenuIconName };
  shortcut?: { label: MessageDescriptor; description: MessageDescriptor; icon: MenuIconName };
  when?: (context: RouteContext) => boolean;
  /**
   * The screen's "new" form (spec section 2): the menu opens it (its module: create-forms.ts) on
   * every page that does not already host it, for holders of `right`.
   */
  create?: Screen["create"];
}

/** /games and /games/:tab are one screen: /games opens its first tab. */
const gamesPage = screen(() => import("@/features/games/games.page"));
/** /history and /history/:tab are one screen: /history opens the purchases. */
const historyPage = screen(() => import("@/features/history/history.page"));
/** /snacking and /articles (and their tabs) are one screen, of the snack bar's or the shop's type. */
const snacksPage = screen(() => import("@/features/snacks/snacks.page"));
/** /counter and /counter/:id are one screen: /counter opens the zone this tablet remembers. */

export const ROUTES: AppRoute[] = [
  { ...SCREENS.home, page: page(() => import("@/features/home/home.page")) },
  { ...SCREENS.login, page: page(() => import("@/features/auth/login.page")) },
  { ...SCREENS.firstLogin, page: page(() => import("@/features/auth/first-login.page")) },
  { ...SCREENS.changePassword, page: page(() => import("@/features/auth/change-password.page")) },
  {
    ...SCREENS.cards,
    page: screen(() => import("@/features/cards/card-list.page")),
    menu: { group: "cards", label: msg`Cartes`, icon: "card" },
    shortcut: {
      label: msg`Cartes`,
      description: msg`Toutes les cartes de jeu, leurs soldes et leurs clients`,
      icon: "card",
    },
  },
  { ...SCREENS.cardSearch, page: screen(() => import("@/features/cards/card-search.page")) },
  {
    ...SCREENS.card,
    page: screen(() => import("@/features/cards/card-details.page")),
    fallback: SCREENS.home.path,
  },
  {
    ...SCREENS.roles,
    page: screen(() => import("@/features/roles/roles.page")),
    menu: { group: "admin", label: msg`Rôles et droits`, icon: "shield" },
    shortcut: {
      label: msg`Rôles et droits`,
      description: msg`Choisir les droits de chaque rôle`,
      icon: "shield",
    },
  },
  {
    ...SCREENS.kiosks,
    page: screen(() => import("@/features/kiosks/kiosk-list.page")),
    menu: { group: "programming", label: msg`Bornes`, icon: "kiosk" },
    shortcut: {
      label: msg`Bornes`,
      description: msg`État, réglages et ventes des bornes`,
      icon: "kiosk",
    },
  },
  {
    ...SCREENS.deviceHealth,
    page: screen(() => import("@/features/devices/device-health.page")),
    menu: { group: "programming", label: msg`État des appareils`, icon: "pulse" },
    shortcut: {
      label: msg`État des appareils`,
      description: msg`Bornes et Smart touch en panne, silencieux ou en retard de version`,
      icon: "pulse",
    },
  },
  {
    ...SCREENS.counter,
    page: screen(() => import("@/features/counter/counter.page")),
    menu: { group: "programming", label: msg`Comptoir`, icon: "check" },
    shortcut: {
      label: msg`Comptoir`,
      description: msg`Les commandes à remettre`,
      icon: "check",
    },
  },
  {
    ...SCREENS.smartTouch,
    page: screen(() => import("@/features/devices/smart-touch-list.page")),
    menu: { group: "programming", label: msg`Smart touch`, icon: "device" },
    shortcut: {
      label: msg`Smart touch`,
      description: msg`Les appareils des jeux, leur état, leurs réglages et leur maintenance`,
      icon: "device",
    },
  },
  {
    ...SCREENS.smartTouchTranslations,
    page: screen(() => import("@/features/devices/translations.page")),
    menu: { group: "programming", label: msg`Textes des appareils`, icon: "language" },
  },
  {
    ...SCREENS.smartTouchUpdates,
    page: screen(() => import("@/features/devices/updates.page")),
    menu: { group: "programming", label: msg`Mises à jour`, icon: "download" },
  },
  {
    ...SCREENS.games,
    page: gamesPage,
    menu: { group: "programming", label: msg`Jeux`, icon: "joystick" },
    shortcut: {
      label: msg`Jeux`,
      description: msg`Les jeux, leurs types, catégories et appareils`,
      icon: "joystick",
    },
  },
  { ...SCREENS.gamesTab, page: gamesPage },
  {
    ...SCREENS.products,
    page: screen(() => import("@/features/products/products.page")),
    menu: { group: "programming", label: msg`Produits`, icon: "tag" },
    shortcut: {
      label: msg`Produits`,
      description: msg`Les formules d'unités vendues et leurs prix`,
      icon: "tag",
    },
  },
  {
    ...SCREENS.snacking,
    page: snacksPage,
    // Managers' screens: the menu only, like the devices' texts; the home keeps the floor's.
    menu: { group: "programming", label: msg`Snacking`, icon: "cup" },
  },
  { ...SCREENS.snackingTab, page: snacksPage },
  {
    ...SCREENS.articles,
    page: snacksPage,
    menu: { group: "programming", label: msg`Articles`, icon: "gift" },
  },
  { ...SCREENS.articlesTab, page: snacksPage },
  {
    ...SCREENS.customers,
    page: screen(() => import("@/features/customers/customer-list.page")),
    menu: { group: "cards", label: msg`Clients`, icon: "users" },
    shortcut: {
      label: msg`Clients`,
      description: msg`Comptes clients, leurs coordonnées et leurs cartes`,
      icon: "users",
    },
    // Hidden only once the site category is known to have no customer accounts: while it loads,
    // the guard would otherwise turn a deep link to /customers away.
    when: (context) => context.siteCategory?.customerAccountEnabled !== false,
  },
  {
    ...SCREENS.customer,
    page: screen(() => import("@/features/customers/customer-details.page")),
    fallback: SCREENS.customers.path,
  },
  {
    ...SCREENS.history,
    page: historyPage,
    // The menu only: a home shortcut would weigh on the start bundle (its budget is spent).
    menu: { group: "cards", label: msg`Historiques`, icon: "refresh" },
  },
  { ...SCREENS.historyTab, page: historyPage },
  {
    ...SCREENS.staffCards,
    page: screen(() => import("@/features/staff-cards/staff-cards.page")),
    menu: { group: "cards", label: msg`Cartes employés`, icon: "idBadge" },
    shortcut: {
      label: msg`Cartes employés`,
      description: msg`Les cartes de jeu du personnel et leurs titulaires`,
      icon: "idBadge",
    },
  },
  {
    ...SCREENS.about,
    page: screen(() => import("@/features/about/about.page")),
    shortcut: {
      label: msg`À propos`,
      description: msg`Version, connexion et stockage de l'application`,
      icon: "info",
    },
  },
];

export const APP_TITLE = "BackOffice";
