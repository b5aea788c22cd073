/**
 * The route table: the single declaration of every screen. The router, the guard, the menu, the
 * home shortcuts and the page title all read it. A screen that is not built yet is not listed.
 */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { loadScreenMessages } from "@/lib/i18n/i18n";
import { PATTERNS } from "@/lib/paths";
import type { Right } from "@/contract/rights";
import type { SiteCategory } from "@/contract/site";
import type { IconName } from "@/ui/icons";

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

/** What the menu gives a screen's "new" form it opens on another page. */
export interface CreateModalProps {
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** A screen's "new" form, loaded with the screens' messages when the menu first opens it. */
const createModal = (load: () => Promise<ComponentType<CreateModalProps>>) =>
  lazy(() =>
    Promise.all([load(), loadScreenMessages()]).then(([component]) => ({ default: component })),
  );

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

export interface AppRoute {
  path: string;
  page: Page;
  /**
   * "public": signed out too; "signedIn": any session; a right: holders of that right only;
   * `anyOf`: holders of one of those rights (a screen showing what each of them reads).
   */
  access: "public" | "signedIn" | Right | { anyOf: readonly Right[] };
  /** Where a user without the right goes (home by default). */
  fallback?: string;
  title: MessageDescriptor;
  menu?: { group: MenuGroup; label: MessageDescriptor; icon: IconName };
  shortcut?: { label: MessageDescriptor; description: MessageDescriptor; icon: IconName };
  when?: (context: RouteContext) => boolean;
  /**
   * The screen's "new" form (spec section 2): the menu opens it on every page that does not
   * already host it, for holders of `right`.
   */
  create?: {
    label: MessageDescriptor;
    right: Right;
    modal: LazyExoticComponent<ComponentType<CreateModalProps>>;
  };
}

/** /games and /games/:tab are one screen: /games opens its first tab. */
const gamesPage = screen(() => import("@/features/games/games.page"));

export const ROUTES: AppRoute[] = [
  {
    path: PATTERNS.home,
    page: page(() => import("@/features/home/home.page")),
    access: "signedIn",
    title: msg`Accueil`,
  },
  {
    path: PATTERNS.login,
    page: page(() => import("@/features/auth/login.page")),
    access: "public",
    title: msg`Connexion`,
  },
  {
    path: PATTERNS.firstLogin,
    page: page(() => import("@/features/auth/first-login.page")),
    access: "public",
    title: msg`Première connexion`,
  },
  {
    path: PATTERNS.changePassword,
    page: page(() => import("@/features/auth/change-password.page")),
    access: "signedIn",
    title: msg`Changer de mot de passe`,
  },
  {
    path: PATTERNS.cards,
    page: screen(() => import("@/features/cards/card-list.page")),
    access: "CARD_READ",
    title: msg`Cartes`,
    menu: { group: "cards", label: msg`Cartes`, icon: "card" },
    create: {
      label: msg`Nouvelle carte`,
      right: "CARD_ADD",
      modal: createModal(() =>
        import("@/features/cards/card-form-modal").then((m) => m.CardFormModal),
      ),
    },
    shortcut: {
      label: msg`Cartes`,
      description: msg`Toutes les cartes de jeu, leurs soldes et leurs clients`,
      icon: "card",
    },
  },
  {
    path: PATTERNS.cardSearch,
    page: screen(() => import("@/features/cards/card-search.page")),
    access: "CARD_READ",
    title: msg`Rechercher une carte`,
  },
  {
    path: PATTERNS.card,
    page: screen(() => import("@/features/cards/card-details.page")),
    access: "CARD_READ",
    fallback: PATTERNS.home,
    title: msg`Carte`,
  },
  {
    path: PATTERNS.roles,
    page: screen(() => import("@/features/roles/roles.page")),
    access: "ROLE_UPDATE",
    title: msg`Rôles et droits`,
    menu: { group: "admin", label: msg`Rôles et droits`, icon: "shield" },
    shortcut: {
      label: msg`Rôles et droits`,
      description: msg`Choisir les droits de chaque rôle`,
      icon: "shield",
    },
  },
  {
    path: PATTERNS.kiosks,
    page: screen(() => import("@/features/kiosks/kiosk-list.page")),
    access: "KIOSK_READ",
    title: msg`Bornes`,
    menu: { group: "programming", label: msg`Bornes`, icon: "kiosk" },
    create: {
      label: msg`Nouvelle borne`,
      right: "KIOSK_ADD_UPDATE",
      modal: createModal(() =>
        import("@/features/kiosks/kiosk-form-modal").then((m) => m.KioskFormModal),
      ),
    },
    shortcut: {
      label: msg`Bornes`,
      description: msg`État, réglages et ventes des bornes`,
      icon: "kiosk",
    },
  },
  {
    path: PATTERNS.deviceHealth,
    page: screen(() => import("@/features/devices/device-health.page")),
    access: { anyOf: ["KIOSK_READ", "SMARTTOUCH_READ"] },
    title: msg`État des appareils`,
    menu: { group: "programming", label: msg`État des appareils`, icon: "pulse" },
    shortcut: {
      label: msg`État des appareils`,
      description: msg`Bornes et Smart touch en panne, silencieux ou en retard de version`,
      icon: "pulse",
    },
  },
  {
    path: PATTERNS.smartTouch,
    page: screen(() => import("@/features/devices/smart-touch-list.page")),
    access: "SMARTTOUCH_READ",
    title: msg`Smart touch`,
    menu: { group: "programming", label: msg`Smart touch`, icon: "device" },
    create: {
      label: msg`Nouvel appareil Smart touch`,
      right: "SMARTTOUCH_ADD_UPDATE",
      modal: createModal(() =>
        import("@/features/devices/smart-touch-form").then((m) => m.SmartTouchFormModal),
      ),
    },
    shortcut: {
      label: msg`Smart touch`,
      description: msg`Les appareils des jeux, leur état, leurs réglages et leur maintenance`,
      icon: "device",
    },
  },
  {
    path: PATTERNS.smartTouchTranslations,
    page: screen(() => import("@/features/devices/translations.page")),
    access: "TRANSLATION_UPDATE",
    title: msg`Textes des appareils`,
    menu: { group: "programming", label: msg`Textes des appareils`, icon: "language" },
  },
  {
    path: PATTERNS.smartTouchUpdates,
    page: screen(() => import("@/features/devices/updates.page")),
    access: "SMARTTOUCH_UPDATES_READ",
    title: msg`Mises à jour des appareils`,
    menu: { group: "programming", label: msg`Mises à jour`, icon: "download" },
  },
  {
    path: PATTERNS.games,
    page: gamesPage,
    access: "CATALOG_READ",
    title: msg`Catalogue des jeux`,
    menu: { group: "programming", label: msg`Jeux`, icon: "joystick" },
    create: {
      label: msg`Nouveau jeu`,
      right: "CATALOG_ADD_UPDATE",
      modal: createModal(() => import("@/features/games/game-form").then((m) => m.GameFormModal)),
    },
    shortcut: {
      label: msg`Jeux`,
      description: msg`Les jeux, leurs types, catégories et appareils`,
      icon: "joystick",
    },
  },
  {
    path: PATTERNS.gamesTab,
    page: gamesPage,
    access: "CATALOG_READ",
    title: msg`Catalogue des jeux`,
  },
  {
    path: PATTERNS.products,
    page: screen(() => import("@/features/products/products.page")),
    access: "PRODUCT_READ",
    title: msg`Produits`,
    menu: { group: "programming", label: msg`Produits`, icon: "tag" },
    shortcut: {
      label: msg`Produits`,
      description: msg`Les formules d'unités vendues et leurs prix`,
      icon: "tag",
    },
  },
  {
    path: PATTERNS.customers,
    page: screen(() => import("@/features/customers/customer-list.page")),
    access: "CUSTOMER_READ",
    title: msg`Clients`,
    menu: { group: "cards", label: msg`Clients`, icon: "users" },
    create: {
      label: msg`Nouveau client`,
      right: "CUSTOMER_ADD_UPDATE",
      modal: createModal(() =>
        import("@/features/customers/customer-form-modal").then((m) => m.CustomerFormModal),
      ),
    },
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
    path: PATTERNS.customer,
    page: screen(() => import("@/features/customers/customer-details.page")),
    access: "CUSTOMER_READ",
    fallback: PATTERNS.customers,
    title: msg`Client`,
  },
  {
    path: PATTERNS.staffCards,
    page: screen(() => import("@/features/staff-cards/staff-cards.page")),
    access: "STAFFCARD_READ",
    title: msg`Cartes employés`,
    menu: { group: "cards", label: msg`Cartes employés`, icon: "idBadge" },
    shortcut: {
      label: msg`Cartes employés`,
      description: msg`Les cartes de jeu du personnel et leurs titulaires`,
      icon: "idBadge",
    },
  },
  {
    path: PATTERNS.about,
    page: screen(() => import("@/features/about/about.page")),
    access: "signedIn",
    title: msg`À propos`,
    shortcut: {
      label: msg`À propos`,
      description: msg`Version, connexion et stockage de l'application`,
      icon: "info",
    },
  },
];

export const APP_TITLE = "BackOffice";
