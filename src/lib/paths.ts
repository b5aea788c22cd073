/**
 * Links to every screen: each screen's path is declared once in src/lib/screens.ts, and every
 * link, redirect and navigation builds its target with `paths`. No other file spells a screen
 * path (src/lib/paths.test.ts checks it).
 */
import { SCREENS, type ScreenName } from "./screens";

/** The router's patterns (wouter syntax), one per screen (src/lib/screens.ts). */
export const PATTERNS = Object.fromEntries(
  Object.entries(SCREENS).map(([name, screen]) => [name, screen.path]),
) as { [K in ScreenName]: (typeof SCREENS)[K]["path"] };

export type GamesTab = "game" | "type" | "category";

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
  /** A card's page, by its technical or public number (what a scan reads). */
  card: (number: string) => `/cards/details/${segment(number)}`,
  customers: PATTERNS.customers,
  customer: (id: number) => `/customers/details/${segment(id)}`,
  staffCards: PATTERNS.staffCards,
  kiosks: PATTERNS.kiosks,
  roles: PATTERNS.roles,
  games: (tab: GamesTab = "game") => `/games/${tab}`,
  products: PATTERNS.products,
  /** The devices, or one device's panel opened (what the health board links to). */
  smartTouch: (serialNumber?: string) =>
    serialNumber ? `/smarttouch?device=${segment(serialNumber)}` : PATTERNS.smartTouch,
  smartTouchTranslations: PATTERNS.smartTouchTranslations,
  smartTouchUpdates: PATTERNS.smartTouchUpdates,
  deviceHealth: PATTERNS.deviceHealth,
  /** The kiosks, or one kiosk's panel opened. */
  kiosk: (serialNumber: string) => `/kiosks?device=${segment(serialNumber)}`,
};
