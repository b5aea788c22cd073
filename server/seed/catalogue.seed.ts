/**
 * The demo catalogue: LED animations, game categories, game types with different device maxima,
 * 30 games across them and the price products. Devices are linked in venue-kiosks.seed.ts: games
 * 1 to 8 hold one device each (1 to 8), games 9 to 18 two each (21 to 40); devices 9 to 14 are on
 * kiosks and 15 to 20 are free. Products follow the venue's price of a unit, 0.50 €.
 */
import { numberKey } from "../../src/contract/limits";
import { DEMO_DEVICES } from "./demo-cards.seed";
import type { Random } from "./prng";

/** What one unit costs at the venue (the kiosks sell units at this price too). */
export const UNIT_PRICE_EUR = 0.5;

const ANIMATIONS = [
  "Arc-en-ciel",
  "Vague bleue",
  "Flamme",
  "Étoiles filantes",
  "Pulsation verte",
  "Stroboscope",
  "Respiration douce",
];

const CATEGORIES = [
  { code: "VID", name: "Vidéo", tokenPrice: 3, tva: 20, animation: 1 },
  { code: "RED", name: "Redemption", tokenPrice: 2, tva: 20, animation: 3 },
  { code: "SPO", name: "Sport", tokenPrice: 2, tva: 20, animation: 2 },
  { code: "ENF", name: "Enfants", tokenPrice: 1, tva: 10, animation: 4 },
  { code: "PRE", name: "Premium", tokenPrice: 5, tva: 20, animation: 6 },
];

const TYPES = [
  { name: "Cruis'n Blast", code: "CB", brand: "Raw Thrills", devices: 4, players: 4, category: 1 },
  {
    name: "Mario Kart Arcade GP DX",
    code: "MK",
    brand: "Bandai Namco",
    devices: 4,
    players: 4,
    category: 1,
  },
  { name: "Big Bass Wheel", code: "BBW", brand: "ICE", devices: 1, players: 1, category: 2 },
  { name: "Stacker", code: "STK", brand: "LAI Games", devices: 1, players: 1, category: 2 },
  { name: "Air FX", code: "AFX", brand: "Shelti", devices: 2, players: 2, category: 3 },
  { name: "Hoop Fever", code: "HPF", brand: "LAI Games", devices: 2, players: 2, category: 3 },
  {
    name: "Rabbids Hollywood",
    code: "RAB",
    brand: "LAI Games",
    devices: 2,
    players: 2,
    category: 4,
  },
  {
    name: "Halo: Fireteam Raven",
    code: "HAL",
    brand: "Raw Thrills",
    devices: 4,
    players: 4,
    category: 5,
  },
];

/** The demo catalogue's figures, for tests. */
export const DEMO_CATALOGUE = {
  animations: ANIMATIONS.length,
  categories: CATEGORIES.length,
  types: TYPES.length,
  games: 30,
  products: 6,
  /** Game 1 ("CB-001") holds device 1; game 9 holds devices 21 and 22. */
  firstGame: { id: 1, code: "CB-001" },
} as const;

/** The device ids each game holds (see the header). */
export function gameOfDevice(deviceId: number): number | null {
  if (deviceId < DEMO_DEVICES.onKiosk) return deviceId;
  if (deviceId > DEMO_DEVICES.count / 2) return 9 + Math.floor((deviceId - 21) / 2);
  return null;
}

export function seedCatalogue(rng: Random, now: number) {
  const animations = ANIMATIONS.map((name, k) => ({ id: k + 1, name }));
  const categories = CATEGORIES.map((c, k) => ({
    id: k + 1,
    code: c.code,
    name: c.name,
    tokenPrice: c.tokenPrice,
    tva: c.tva,
    animationId: c.animation,
  }));
  const types = TYPES.map((t, k) => ({
    id: k + 1,
    name: t.name,
    brand: t.brand,
    nbMaxSmartouchs: t.devices,
    gameCategoryDefault: t.category,
    maxPlayers: t.players,
    bonusAllowed: t.category !== 5,
    uniqueCode: t.devices === 1,
    freePlayDelay: 30,
    happyHourDelay: 60,
  }));
  // Games 9 to 18 hold two devices: their types take two at least.
  const pairTypes = types.filter((t) => t.nbMaxSmartouchs >= 2);
  const sameType = new Map<number, number>();
  const games = Array.from({ length: DEMO_CATALOGUE.games }, (_, k) => {
    const id = k + 1;
    const type = id >= 9 && id <= 18 ? rng.pick(pairTypes) : id === 1 ? types[0]! : rng.pick(types);
    const n = (sameType.get(type.id) ?? 0) + 1;
    sameType.set(type.id, n);
    const category = categories[(type.gameCategoryDefault ?? 1) - 1]!;
    const code = `${TYPES[type.id - 1]?.code}-${String(n).padStart(3, "0")}`;
    const bought = new Date(now - rng.int(60, 1500) * 86_400_000);
    const installed = new Date(bought.getTime() + rng.int(3, 30) * 86_400_000);
    const price = rng.pick([2_490, 4_900, 8_990, 12_500, 18_900, 32_000]);
    return {
      id,
      gameTypeId: type.id,
      gameCategoryId: category.id,
      code,
      codeKey: numberKey(code),
      version: `${rng.int(1, 3)}.${rng.int(0, 9)}.${rng.int(0, 20)}`,
      purchaseDate: bought.toISOString().slice(0, 10),
      dateInstallation: installed.toISOString().slice(0, 10),
      purchasePriceCents: price * 100,
      seller: rng.pick(["Loisirs Diffusion", "Arcade Distribution", "Jeux Pro Europe"]),
      sellingPriceCents: null,
      tokenPrice: category.tokenPrice,
      tva: category.tva,
      tapDelay: 2,
      maintenance: id % 11 === 0,
    };
  });
  const products = [
    { name: "10 unités", tokens: 10, free: 0 },
    { name: "20 unités + 2 bonus", tokens: 20, free: 2 },
    { name: "50 unités + 10 bonus", tokens: 50, free: 10 },
    { name: "100 unités + 25 bonus", tokens: 100, free: 25 },
    { name: "Formule anniversaire : 30 unités + 5 bonus", tokens: 30, free: 5 },
    { name: "Offre découverte : 5 unités bonus", tokens: 0, free: 5 },
  ].map((p, k) => ({
    id: k + 1,
    name: p.name,
    priceCents: Math.round(p.tokens * UNIT_PRICE_EUR * 100),
    tokensAmount: p.tokens,
    freeTokensAmount: p.free,
  }));
  return { animations, categories, types, games, products };
}
