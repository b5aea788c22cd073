/**
 * Every screen path of the app, declared once: the screens (src/lib/screens.ts) and so the route
 * table take their patterns from `PATTERNS`, and every link, redirect and navigation builds its
 * target with `paths`. No other file spells a screen path (src/lib/paths.test.ts checks it). Kept
 * apart from the screens' titles so the sign-in page loads none of them.
 */
import { PUBLIC_PATTERNS } from "./public-paths";

/** The router's patterns (wouter syntax), one per screen (src/lib/screens.ts says the rest). */
export const PATTERNS = {
  ...PUBLIC_PATTERNS,
  changePassword: "/change-password",
  about: "/about",
  cards: "/cards",
  cardSearch: "/cards/search",
  /** A box of new cards from a CSV file (src/contract/card-import.ts). */
  cardImport: "/cards/import",
  card: "/cards/details/:number",
  customers: "/customers",
  customer: "/customers/details/:customerId",
  staffCards: "/staff-cards",
  kiosks: "/kiosks",
  roles: "/roles",
  employees: "/employees",
  games: "/games",
  /** The catalogue's tabs: games (the default), game types and game categories. */
  gamesTab: "/games/:tab",
  products: "/products",
  /** Free play and happy hour periods (src/contract/planning.ts). */
  planning: "/planning",
  smartTouch: "/smarttouch",
  smartTouchTranslations: "/smarttouch/translations",
  smartTouchUpdates: "/smarttouch/update",
  deviceHealth: "/devices",
  /** A preparation zone's counter: the zone remembered on this tablet, or picked. */
  counter: "/counter",
  snacking: "/snacking",
  /** The snack bar's tabs: articles (the default) and preparation zones; /articles the shop's. */
  snackingTab: "/snacking/:tab",
  articles: "/articles",
  articlesTab: "/articles/:tab",
  history: "/history",
  /** The venue's histories: purchases (the default), snacks, merchandise, games, staff games. */
  historyTab: "/history/:tab",
  receipts: "/receipt",
  receipt: "/receipt/details/:number",
  invoices: "/invoices-customer",
  invoice: "/invoices-customer/details/:number",
  bankTransactions: "/payment-receipt",
  bankTransaction: "/payment-receipt/details/:id",
  logs: "/logs",
  /** The events (src/contract/events.ts): a kind's list, one event by its number (its id). */
  birthdayEvents: "/birthday-events",
  birthdayEvent: "/birthday-event/:number",
  omniplayEvents: "/omniplay-events",
  omniplayEvent: "/omniplay-event/:number",
  bookedEvents: "/booked-events",
  bookedEvent: "/booked-event/:number",
  /** The floor's board of today's events. */
  today: "/today",
} as const;

export type GamesTab = "game" | "type" | "category";
export type SnackingTab = "snack" | "snack-location";
export type ArticlesTab = "merchandising" | "merchandising-location";
export type HistoryTab =
  | "purchaseHistory"
  | "snackTransaction"
  | "merchandising_transaction"
  | "gameHistory"
  | "staffGameHistory";

const segment = (value: string | number) => encodeURIComponent(String(value));

/** Links to screens, with their parameters encoded. */
export const paths = {
  home: PATTERNS.home,
  login: PATTERNS.login,
  firstLogin: PATTERNS.firstLogin,
  changePassword: PATTERNS.changePassword,
  about: PATTERNS.about,
  cards: PATTERNS.cards,
  cardSearch: PATTERNS.cardSearch,
  cardImport: PATTERNS.cardImport,
  /** A card's page, by its technical or public number (what a scan reads). */
  card: (number: string) => `/cards/details/${segment(number)}`,
  customers: PATTERNS.customers,
  customer: (id: number) => `/customers/details/${segment(id)}`,
  staffCards: PATTERNS.staffCards,
  kiosks: PATTERNS.kiosks,
  roles: PATTERNS.roles,
  employees: PATTERNS.employees,
  games: (tab: GamesTab = "game") => `/games/${tab}`,
  history: (tab: HistoryTab = "purchaseHistory") => `/history/${tab}`,
  products: PATTERNS.products,
  planning: PATTERNS.planning,
  /** The devices, or one device's panel opened (what the health board links to). */
  smartTouch: (serialNumber?: string) =>
    serialNumber ? `/smarttouch?device=${segment(serialNumber)}` : PATTERNS.smartTouch,
  smartTouchTranslations: PATTERNS.smartTouchTranslations,
  smartTouchUpdates: PATTERNS.smartTouchUpdates,
  deviceHealth: PATTERNS.deviceHealth,
  counter: PATTERNS.counter,
  /** One preparation zone's counter. */
  snackCounter: (id: number) => `/counter?zone=${segment(id)}`,
  /** The kiosks, or one kiosk's panel opened. */
  kiosk: (serialNumber: string) => `/kiosks?device=${segment(serialNumber)}`,
  snacking: (tab: SnackingTab = "snack") => `/snacking/${tab}`,
  articles: (tab: ArticlesTab = "merchandising") => `/articles/${tab}`,
  /** The money lists' own links are their screens' paths (src/lib/screens.ts). */
  // A receipt's number and a bank transaction's id are digits: nothing to encode.
  receipt: (number: number) => `/receipt/details/${number}`,
  invoice: (number: string) => `/invoices-customer/details/${segment(number)}`,
  bankTransaction: (id: number) => `/payment-receipt/details/${id}`,
  // An event's number is its id: digits, nothing to encode.
  birthdayEvent: (number: number) => `/birthday-event/${number}`,
  omniplayEvent: (number: number) => `/omniplay-event/${number}`,
  bookedEvent: (number: number) => `/booked-event/${number}`,
};
