/**
 * Every screen, said once: its path pattern (from src/lib/paths.ts), its title, who may open it,
 * and its "new" form (the label and the right) when it has one. The route table
 * (src/app/routes.ts) adds the page, the menu entry and the shortcut; a list screen's declaration
 * (src/ui/paged-list/resource-list.tsx) takes its title and "add" button from here.
 */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { Requirement } from "@/contract/endpoint";
import type { Right } from "@/contract/rights";
import { PATTERNS } from "./paths";
import { PUBLIC_SCREENS } from "./public-screens";

export interface Screen {
  path: string;
  title: MessageDescriptor;
  /** "public": signed out too; "signedIn": any session; else the right(s) it needs. */
  access: Requirement;
  /** The screen's "new" form: its label (the menu's and the list's button) and its right. */
  create?: { label: MessageDescriptor; right: Right };
}

export const SCREENS = {
  ...PUBLIC_SCREENS,
  home: { path: PATTERNS.home, title: msg`Accueil`, access: "signedIn" },
  changePassword: {
    path: PATTERNS.changePassword,
    title: msg`Changer de mot de passe`,
    access: "signedIn",
  },
  about: { path: PATTERNS.about, title: msg`À propos`, access: "signedIn" },
  cards: {
    path: PATTERNS.cards,
    title: msg`Cartes`,
    access: "CARD_READ",
    create: { label: msg`Nouvelle carte`, right: "CARD_ADD" },
  },
  cardSearch: {
    path: PATTERNS.cardSearch,
    title: msg`Rechercher une carte`,
    access: "CARD_READ",
  },
  cardImport: {
    path: PATTERNS.cardImport,
    title: msg`Importer des cartes`,
    access: "CARD_ADD",
  },
  card: { path: PATTERNS.card, title: msg`Carte`, access: "CARD_READ" },
  customers: {
    path: PATTERNS.customers,
    title: msg`Clients`,
    access: "CUSTOMER_READ",
    create: { label: msg`Nouveau client`, right: "CUSTOMER_ADD_UPDATE" },
  },
  customer: {
    path: PATTERNS.customer,
    title: msg`Client`,
    access: "CUSTOMER_READ",
  },
  staffCards: {
    path: PATTERNS.staffCards,
    title: msg`Cartes employés`,
    access: "STAFFCARD_READ",
  },
  kiosks: {
    path: PATTERNS.kiosks,
    title: msg`Bornes`,
    access: "KIOSK_READ",
    create: { label: msg`Nouvelle borne`, right: "KIOSK_ADD_UPDATE" },
  },
  roles: { path: PATTERNS.roles, title: msg`Rôles et droits`, access: "ROLE_UPDATE" },
  employees: {
    path: PATTERNS.employees,
    title: msg`Employés`,
    access: "EMPLOYEE_READ",
    create: { label: msg`Nouvel employé`, right: "EMPLOYEE_ADD_UPDATE" },
  },
  games: {
    path: PATTERNS.games,
    title: msg`Catalogue des jeux`,
    access: "CATALOG_READ",
    create: { label: msg`Nouveau jeu`, right: "CATALOG_ADD_UPDATE" },
  },
  history: { path: PATTERNS.history, title: msg`Historiques`, access: "HISTORY_READ" },
  planning: {
    path: PATTERNS.planning,
    title: msg`Jeu libre et happy hours`,
    access: "CONFIGFFHH_READ",
    create: { label: msg`Nouvelle période`, right: "CONFIGFFHH_CUD" },
  },
  products: {
    path: PATTERNS.products,
    title: msg`Produits`,
    access: "PRODUCT_READ",
  },
  smartTouch: {
    path: PATTERNS.smartTouch,
    title: msg`Smart touch`,
    access: "SMARTTOUCH_READ",
    create: { label: msg`Nouvel appareil Smart touch`, right: "SMARTTOUCH_ADD_UPDATE" },
  },
  smartTouchTranslations: {
    path: PATTERNS.smartTouchTranslations,
    title: msg`Textes des appareils`,
    access: "TRANSLATION_UPDATE",
  },
  smartTouchUpdates: {
    path: PATTERNS.smartTouchUpdates,
    title: msg`Mises à jour des appareils`,
    access: "SMARTTOUCH_UPDATES_READ",
  },
  deviceHealth: {
    path: PATTERNS.deviceHealth,
    title: msg`État des appareils`,
    access: { anyOf: ["KIOSK_READ", "SMARTTOUCH_READ"] },
  },
  counter: {
    path: PATTERNS.counter,
    title: msg`Comptoir`,
    access: { anyOf: ["SNACKLOCATION_READ", "SNACKING_READ"] },
  },
  snacking: { path: PATTERNS.snacking, title: msg`Snacking`, access: "SNACKING_READ" },
  articles: { path: PATTERNS.articles, title: msg`Articles`, access: "SNACKING_READ" },
  /** The money screens; each list's details page is its screen too (src/app/routes.ts). */
  receipts: { path: PATTERNS.receipts, title: msg`Tickets de caisse`, access: "RECEIPT_READ" },
  invoices: { path: PATTERNS.invoices, title: msg`Factures clients`, access: "INVOICE_READ" },
  logs: { path: PATTERNS.logs, title: msg`Journal des événements`, access: "LOG_READ" },
  bankTransactions: {
    path: PATTERNS.bankTransactions,
    title: msg`Transactions bancaires`,
    access: "PAYMENT_RECEIPT_READ",
  },
  /**
   * The events (src/contract/events.ts). A details screen needs INVOICE_READ besides its list's
   * right (spec section 2); `access` knows one right or `anyOf`, not "all of": the screen asks
   * INVOICE_READ and the details call its list's right (its refusal is said on the page). A
   * details screen has its list's title (fewer texts in the start bundle, like the money screens).
   */
  birthdayEvents: {
    path: PATTERNS.birthdayEvents,
    title: msg`Anniversaires`,
    access: "BIRTHDAY_READ",
  },
  birthdayEvent: {
    path: PATTERNS.birthdayEvent,
    title: msg`Anniversaires`,
    access: "INVOICE_READ",
  },
  omniplayEvents: {
    path: PATTERNS.omniplayEvents,
    title: msg`Commandes en ligne`,
    access: "BIRTHDAY_READ",
  },
  omniplayEvent: {
    path: PATTERNS.omniplayEvent,
    title: msg`Commandes en ligne`,
    access: "INVOICE_READ",
  },
  bookedEvents: {
    path: PATTERNS.bookedEvents,
    title: msg`Événements réservés`,
    access: "BOOKED_READ",
  },
  bookedEvent: {
    path: PATTERNS.bookedEvent,
    title: msg`Événements réservés`,
    access: "INVOICE_READ",
  },
  /** The floor's board of today's events (beyond the spec), of the kinds one may read. */
  today: {
    path: PATTERNS.today,
    title: msg`Aujourd'hui`,
    access: { anyOf: ["BIRTHDAY_READ", "BOOKED_READ"] },
  },
} satisfies Record<string, Screen>;

export type ScreenName = keyof typeof SCREENS;
