/**
 * Every screen, said once: its path pattern (wouter syntax), its title, who may open it, and its
 * "new" form (the label and the right) when it has one. The route table (src/app/routes.ts) adds
 * the page, the menu entry and the shortcut; the paths module (src/lib/paths.ts) builds links
 * from the patterns; a list screen's declaration (src/ui/paged-list/resource-list.tsx) takes its
 * title and "add" button from here.
 */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { Requirement } from "@/contract/endpoint";
import type { Right } from "@/contract/rights";

export interface Screen {
  path: string;
  title: MessageDescriptor;
  /** "public": signed out too; "signedIn": any session; else the right(s) it needs. */
  access: Requirement;
  /** The screen's "new" form: its label (the menu's and the list's button) and its right. */
  create?: { label: MessageDescriptor; right: Right };
}

const screen = <const S extends Screen>(s: S) => s;

export const SCREENS = {
  home: screen({ path: "/", title: msg`Accueil`, access: "signedIn" }),
  login: screen({ path: "/login", title: msg`Connexion`, access: "public" }),
  firstLogin: screen({ path: "/first-login", title: msg`Première connexion`, access: "public" }),
  changePassword: screen({
    path: "/change-password",
    title: msg`Changer de mot de passe`,
    access: "signedIn",
  }),
  about: screen({ path: "/about", title: msg`À propos`, access: "signedIn" }),
  cards: screen({
    path: "/cards",
    title: msg`Cartes`,
    access: "CARD_READ",
    create: { label: msg`Nouvelle carte`, right: "CARD_ADD" },
  }),
  cardSearch: screen({
    path: "/cards/search",
    title: msg`Rechercher une carte`,
    access: "CARD_READ",
  }),
  card: screen({ path: "/cards/details/:number", title: msg`Carte`, access: "CARD_READ" }),
  customers: screen({
    path: "/customers",
    title: msg`Clients`,
    access: "CUSTOMER_READ",
    create: { label: msg`Nouveau client`, right: "CUSTOMER_ADD_UPDATE" },
  }),
  customer: screen({
    path: "/customers/details/:customerId",
    title: msg`Client`,
    access: "CUSTOMER_READ",
  }),
  staffCards: screen({
    path: "/staff-cards",
    title: msg`Cartes employés`,
    access: "STAFFCARD_READ",
    create: { label: msg`Nouvelle carte employé`, right: "STAFFCARD_ADD_UPDATE" },
  }),
  kiosks: screen({
    path: "/kiosks",
    title: msg`Bornes`,
    access: "KIOSK_READ",
    create: { label: msg`Nouvelle borne`, right: "KIOSK_ADD_UPDATE" },
  }),
  roles: screen({ path: "/roles", title: msg`Rôles et droits`, access: "ROLE_UPDATE" }),
  games: screen({
    path: "/games",
    title: msg`Catalogue des jeux`,
    access: "CATALOG_READ",
    create: { label: msg`Nouveau jeu`, right: "CATALOG_ADD_UPDATE" },
  }),
  /** The catalogue's tabs: games (the default), game types and game categories. */
  gamesTab: screen({ path: "/games/:tab", title: msg`Catalogue des jeux`, access: "CATALOG_READ" }),
  products: screen({
    path: "/products",
    title: msg`Produits`,
    access: "PRODUCT_READ",
    create: { label: msg`Nouveau produit`, right: "PRODUCT_ADD_UPDATE" },
  }),
  smartTouch: screen({
    path: "/smarttouch",
    title: msg`Appareils Smart touch`,
    access: "SMARTTOUCH_READ",
    create: { label: msg`Nouvel appareil Smart touch`, right: "SMARTTOUCH_ADD_UPDATE" },
  }),
  smartTouchTranslations: screen({
    path: "/smarttouch/translations",
    title: msg`Textes des appareils`,
    access: "TRANSLATION_UPDATE",
  }),
  smartTouchUpdates: screen({
    path: "/smarttouch/update",
    title: msg`Mises à jour des appareils`,
    access: "SMARTTOUCH_UPDATES_READ",
    create: { label: msg`Nouvelle mise à jour`, right: "SMARTTOUCH_UPDATES_ADD_UPDATE" },
  }),
  deviceHealth: screen({
    path: "/devices",
    title: msg`État des appareils`,
    access: { anyOf: ["KIOSK_READ", "SMARTTOUCH_READ"] },
  }),
};

export type ScreenName = keyof typeof SCREENS;
