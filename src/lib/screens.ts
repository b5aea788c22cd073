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

export interface Screen {
  path: string;
  title: MessageDescriptor;
  /** "public": signed out too; "signedIn": any session; else the right(s) it needs. */
  access: Requirement;
  /** The screen's "new" form: its label (the menu's and the list's button) and its right. */
  create?: { label: MessageDescriptor; right: Right };
}

export const SCREENS = {
  home: { path: PATTERNS.home, title: msg`Accueil`, access: "signedIn" },
  login: { path: PATTERNS.login, title: msg`Connexion`, access: "public" },
  firstLogin: {
    path: PATTERNS.firstLogin,
    title: msg`Première connexion`,
    access: "public",
  },
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
  games: {
    path: PATTERNS.games,
    title: msg`Catalogue des jeux`,
    access: "CATALOG_READ",
    create: { label: msg`Nouveau jeu`, right: "CATALOG_ADD_UPDATE" },
  },
  history: { path: PATTERNS.history, title: msg`Historiques`, access: "HISTORY_READ" },
  /** The venue's histories: purchases (the default), snacks and games played. */
  historyTab: { path: PATTERNS.historyTab, title: msg`Historiques`, access: "HISTORY_READ" },
  /** The catalogue's tabs: games (the default), game types and game categories. */
  gamesTab: {
    path: PATTERNS.gamesTab,
    title: msg`Catalogue des jeux`,
    access: "CATALOG_READ",
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
  snackingTab: { path: PATTERNS.snackingTab, title: msg`Snacking`, access: "SNACKING_READ" },
  articles: { path: PATTERNS.articles, title: msg`Articles`, access: "SNACKING_READ" },
  articlesTab: { path: PATTERNS.articlesTab, title: msg`Articles`, access: "SNACKING_READ" },
} satisfies Record<string, Screen>;

export type ScreenName = keyof typeof SCREENS;
