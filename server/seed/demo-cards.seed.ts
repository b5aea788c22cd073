/**
 * Well-known rows of every seeded database (demo and test sizes alike), for tests, e2e and the
 * printable demo cards of docs/demo-cards/. Card numbers follow the seed's pattern: technical
 * "042" + 7 digits, public "PC-" + 6 digits.
 */
export const DEMO_CUSTOMER = {
  id: 1,
  title: "Madame",
  firstName: "Camille",
  lastName: "Durand",
  email: "camille.durand@exemple.fr",
} as const;

/** Owner of DEMO_CARDS.otherCustomer: the transfer-conflict rule needs a second customer. */
export const DEMO_OTHER_CUSTOMER = {
  id: 2,
  title: "Monsieur",
  firstName: "Antoine",
  lastName: "Moreau",
  email: "antoine.moreau@exemple.fr",
} as const;

export const cardNumberOf = (i: number) => `042${String(i).padStart(7, "0")}`;
export const publicNumberOf = (i: number) => `PC-${String(i).padStart(6, "0")}`;

interface DemoCard {
  label: string;
  number: string;
  publicNumber: string;
  isActive: boolean;
  balanceTokens: number;
  balanceFreeTokens: number;
  totalPurchasedTokens: number;
  customerId: number | null;
}

const demoCard = (
  i: number,
  label: string,
  rest: Omit<DemoCard, "number" | "publicNumber" | "label">,
): DemoCard => ({
  label,
  number: cardNumberOf(i),
  publicNumber: publicNumberOf(i),
  ...rest,
});

export const DEMO_CARDS = {
  /** Active, Camille Durand's, with balances and long histories (120 / 150 / 105 rows). */
  assigned: demoCard(1, "Carte active de Camille Durand", {
    isActive: true,
    balanceTokens: 120,
    balanceFreeTokens: 15,
    totalPurchasedTokens: 480,
    customerId: DEMO_CUSTOMER.id,
  }),
  /** Active, in stock: no customer, zero balance. A transfer target. */
  unassigned: demoCard(2, "Carte active sans client", {
    isActive: true,
    balanceTokens: 0,
    balanceFreeTokens: 0,
    totalPurchasedTokens: 0,
    customerId: null,
  }),
  /** Disabled (suspended), no customer, some units left. */
  disabled: demoCard(3, "Carte désactivée", {
    isActive: false,
    balanceTokens: 35,
    balanceFreeTokens: 5,
    totalPurchasedTokens: 60,
    customerId: null,
  }),
  /** Active, Antoine Moreau's: transferring Camille's card onto it is refused. */
  otherCustomer: demoCard(4, "Carte d'Antoine Moreau", {
    isActive: true,
    balanceTokens: 20,
    balanceFreeTokens: 0,
    totalPurchasedTokens: 40,
    customerId: DEMO_OTHER_CUSTOMER.id,
  }),
  /** A second stock card, so two transfer tests do not share a target. */
  spare: demoCard(5, "Carte de stock", {
    isActive: true,
    balanceTokens: 0,
    balanceFreeTokens: 0,
    totalPurchasedTokens: 0,
    customerId: null,
  }),
} as const;

export const DEMO_HISTORY_SIZES = { purchases: 120, games: 150, snacks: 105 } as const;

/** Devices 1-8 sit on games, 9-14 on kiosks 1-6, 15-20 are free. */
/**
 * Devices 1 to 8 are on games 1 to 8, 9 to 14 on kiosks, 15 to 20 free (in maintenance), 21 to 40
 * on games 9 to 18, two each (server/seed/catalogue.seed.ts gameOfDevice).
 */
export const DEMO_DEVICES = { withGame: 1, onKiosk: 9, free: 15, count: 40 } as const;

/**
 * The demo's devices report in with a known key (`demo-` and the serial number, e.g.
 * `demo-ST-0001`: README, `npm run simulate-devices`); a venue's devices get random ones
 * (server/devices/device-keys.ts).
 */
export const demoDeviceKey = (serialNumber: string) => `demo-${serialNumber}`;

/** Kiosk 1: a Cards kiosk, in state 0, holding device 9. Kiosk 2 is a Snack kiosk (Units). */
export const DEMO_KIOSKS = {
  cards: { id: 1, serialNumber: "KSK-0001", smartTouchId: 9 },
  snack: { id: 2, serialNumber: "KSK-0002", paymentMethodAccepted: "Units" },
  count: 16,
} as const;
