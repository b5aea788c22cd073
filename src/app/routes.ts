/**
 * The route table: the single declaration of every screen. The router, the guard, the menu, the
 * home shortcuts and the page title all read it. A screen that is not built yet is not listed.
 * The signed-out screens are declared in public-routes.ts, so the sign-in page does not carry
 * this table: it loads with the first signed-in screen (signed-in-router.tsx).
 */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { PATTERNS } from "@/lib/paths";
import { SCREENS } from "@/lib/screens";
import { PUBLIC_ROUTES } from "./public-routes";
import { page, screen, type AppRoute, type MenuGroup } from "./route-table";
import { loadCardPage } from "@/features/cards/card-page-loader";

export type { AppRoute, MenuGroup, Page, RouteContext } from "./route-table";

export const MENU_GROUPS: { id: MenuGroup; label: MessageDescriptor }[] = [
  { id: "cards", label: msg`Cartes` },
  { id: "events", label: msg`Événements` },
  { id: "programming", label: msg`Programmation` },
  { id: "admin", label: msg`Administration` },
];

/** /games and /games/:tab are one screen: /games opens its first tab. */
const gamesPage = screen(() => import("@/features/games/games.page"));
/** /history and /history/:tab are one screen: /history opens the purchases. */
const historyPage = screen(() => import("@/features/history/history.page"));
/** /snacking and /articles (and their tabs) are one screen, of the snack bar's or the shop's type. */
const snacksPage = screen(() => import("@/features/snacks/snacks.page"));
/** /counter and /counter/:id are one screen: /counter opens the zone this tablet remembers. */
/** The six money screens load as one module (its comment says why). */
const moneyPage = screen(() => import("@/features/money/money.page"));
/** The seven events screens load as one module too (src/features/events/events.page.tsx). */
const eventsPage = screen(() => import("@/features/events/events.page"));

export const ROUTES: AppRoute[] = [
  { ...SCREENS.home, page: page(() => import("@/features/home/home.page")) },
  ...PUBLIC_ROUTES,
  { ...SCREENS.changePassword, page: page(() => import("@/features/auth/change-password.page")) },
  {
    ...SCREENS.cards,
    page: screen(() => import("@/features/cards/card-list.page")),
    menu: { group: "cards", icon: "card" },
    shortcut: {
      label: msg`Cartes`,
      description: msg`Toutes les cartes de jeu, leurs soldes et leurs clients`,
      icon: "card",
    },
  },
  { ...SCREENS.cardSearch, page: screen(() => import("@/features/cards/card-search.page")) },
  {
    ...SCREENS.cardImport,
    page: screen(() => import("@/features/cards/import/card-import.page")),
    menu: { group: "cards", icon: "upload" },
  },
  {
    ...SCREENS.card,
    page: page(loadCardPage),
    fallback: SCREENS.home.path,
  },
  {
    ...SCREENS.roles,
    page: screen(() => import("@/features/roles/roles.page")),
    menu: { group: "admin", icon: "shield" },
    shortcut: {
      label: msg`Rôles et droits`,
      description: msg`Choisir les droits de chaque rôle`,
      icon: "shield",
    },
  },
  {
    ...SCREENS.employees,
    page: screen(() => import("@/features/employees/employees.page")),
    menu: { group: "admin", icon: "userCog" },
  },
  {
    ...SCREENS.logs,
    page: screen(() => import("@/features/logs/logs.page")),
    menu: { group: "admin", icon: "logbook" },
  },
  {
    ...SCREENS.kiosks,
    page: screen(() => import("@/features/kiosks/kiosk-list.page")),
    menu: { group: "programming", icon: "kiosk" },
    shortcut: {
      label: msg`Bornes`,
      description: msg`État, réglages et ventes des bornes`,
      icon: "kiosk",
    },
  },
  {
    ...SCREENS.deviceHealth,
    page: screen(() => import("@/features/devices/device-health.page")),
    menu: { group: "programming", icon: "pulse" },
    shortcut: {
      label: msg`État des appareils`,
      description: msg`Bornes et Smart touch en panne, silencieux ou en retard de version`,
      icon: "pulse",
    },
  },
  {
    ...SCREENS.counter,
    page: screen(() => import("@/features/counter/counter.page")),
    menu: { group: "programming", icon: "check" },
    shortcut: {
      label: msg`Comptoir`,
      description: msg`Les commandes à remettre`,
      icon: "check",
    },
  },
  {
    ...SCREENS.smartTouch,
    page: screen(() => import("@/features/devices/smart-touch-list.page")),
    menu: { group: "programming", icon: "device" },
    shortcut: {
      label: msg`Smart touch`,
      description: msg`Les appareils des jeux, leur état, leurs réglages et leur maintenance`,
      icon: "device",
    },
  },
  {
    ...SCREENS.smartTouchTranslations,
    page: screen(() => import("@/features/devices/translations.page")),
    menu: { group: "programming", icon: "language" },
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
  // A screen's tabs are that screen at their own path (src/lib/paths.ts), its "new" form aside.
  { ...SCREENS.games, path: PATTERNS.gamesTab, create: undefined, page: gamesPage },
  {
    ...SCREENS.planning,
    page: screen(() => import("@/features/planning/planning.page")),
    menu: { group: "programming", icon: "clock" },
  },
  {
    ...SCREENS.products,
    page: screen(() => import("@/features/products/products.page")),
    menu: { group: "programming", icon: "tag" },
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
    menu: { group: "programming", icon: "cup" },
  },
  { ...SCREENS.snacking, path: PATTERNS.snackingTab, page: snacksPage },
  {
    ...SCREENS.articles,
    page: snacksPage,
    menu: { group: "programming", icon: "gift" },
  },
  { ...SCREENS.articles, path: PATTERNS.articlesTab, page: snacksPage },
  {
    ...SCREENS.customers,
    page: screen(() => import("@/features/customers/customer-list.page")),
    menu: { group: "cards", icon: "users" },
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
    menu: { group: "cards", icon: "refresh" },
  },
  { ...SCREENS.history, path: PATTERNS.historyTab, page: historyPage },
  // The money screens: the menu only, like the histories. A details page is its list's screen
  // (title, access) at its own path: fewer declarations in the start bundle.
  {
    ...SCREENS.receipts,
    page: moneyPage,
    menu: { group: "cards", icon: "receipt" },
  },
  { ...SCREENS.receipts, path: PATTERNS.receipt, page: moneyPage },
  {
    ...SCREENS.invoices,
    page: moneyPage,
    menu: { group: "cards", icon: "invoice" },
  },
  { ...SCREENS.invoices, path: PATTERNS.invoice, page: moneyPage },
  {
    ...SCREENS.bankTransactions,
    page: moneyPage,
    menu: { group: "cards", icon: "bank" },
  },
  { ...SCREENS.bankTransactions, path: PATTERNS.bankTransaction, page: moneyPage },
  // The events: the floor's board of the day on the home; the lists in the menu.
  {
    ...SCREENS.today,
    page: eventsPage,
    menu: { group: "events", icon: "calendar" },
    shortcut: {
      label: msg`Aujourd'hui`,
      description: msg`Les événements du jour et les cartes à remettre`,
      icon: "calendar",
    },
  },
  { ...SCREENS.birthdayEvents, page: eventsPage, menu: { group: "events", icon: "cake" } },
  { ...SCREENS.birthdayEvent, page: eventsPage },
  { ...SCREENS.omniplayEvents, page: eventsPage, menu: { group: "events", icon: "world" } },
  { ...SCREENS.omniplayEvent, page: eventsPage },
  { ...SCREENS.bookedEvents, page: eventsPage, menu: { group: "events", icon: "calendarCheck" } },
  { ...SCREENS.bookedEvent, page: eventsPage },
  {
    ...SCREENS.staffCards,
    page: screen(() => import("@/features/staff-cards/staff-cards.page")),
    menu: { group: "cards", icon: "idBadge" },
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

export { APP_TITLE } from "./route-table";
