/**
 * The demo venue's snack bar and shop (src/contract/snacks.ts): preparation zones, a menu in
 * three languages with categories two or three levels deep, and today's orders at the counters
 * (some waiting for a while, some collected). Fixed ids, so tests can name them.
 */
import type { SnackType } from "../../src/contract/snacks";
import type { Db } from "../db/database";
import {
  snackLocations,
  snackOrderLines,
  snackOrders,
  snackProductCategories,
  snackProducts,
} from "../db/schema/snacks.schema";
import type { Random } from "./prng";

type Names = [fr: string, en: string, es: string];
/** A category (its children after it) or an article: names, then units and points. */
type Entry =
  | { category: Names; children: Entry[] }
  | { article: Names; details?: Names; units: number; points: number; zone: number; off?: true };

export const DEMO_SNACK_ZONES = [
  { id: 1, name: "Bar", printerName: "EPSON-BAR", type: "Snack" as SnackType },
  { id: 2, name: "Cuisine", printerName: "EPSON-CUISINE", type: "Snack" as SnackType },
  { id: 3, name: "Comptoir glaces", printerName: "STAR-GLACES", type: "Snack" as SnackType },
  { id: 4, name: "Boutique", printerName: "EPSON-BOUTIQUE", type: "Merchandising" as SnackType },
  { id: 5, name: "Accueil", printerName: "STAR-ACCUEIL", type: "Merchandising" as SnackType },
];

const a = (article: Names, units: number, zone: number, details?: Names, off?: true): Entry => ({
  article,
  units,
  points: units * 10,
  zone,
  ...(details ? { details } : {}),
  ...(off ? { off } : {}),
});

const MENU: Record<SnackType, Entry[]> = {
  Snack: [
    {
      category: ["Boissons", "Drinks", "Bebidas"],
      children: [
        {
          category: ["Boissons fraîches", "Cold drinks", "Bebidas frías"],
          children: [
            a(["Eau minérale 50 cl", "Still water 50 cl", "Agua mineral 50 cl"], 2, 1),
            a(["Coca-Cola 33 cl", "Coca-Cola 33 cl", "Coca-Cola 33 cl"], 3, 1),
            a(["Jus d'orange", "Orange juice", "Zumo de naranja"], 3, 1),
            a(["Limonade artisanale", "Craft lemonade", "Limonada artesanal"], 4, 1),
          ],
        },
        {
          category: ["Boissons chaudes", "Hot drinks", "Bebidas calientes"],
          children: [
            a(["Café expresso", "Espresso", "Café expreso"], 2, 1),
            a(["Chocolat chaud", "Hot chocolate", "Chocolate caliente"], 3, 1, [
              "Avec chantilly",
              "With whipped cream",
              "Con nata montada",
            ]),
            a(["Thé", "Tea", "Té"], 2, 1),
          ],
        },
      ],
    },
    {
      category: ["Salé", "Savoury", "Salado"],
      children: [
        a(["Hot-dog", "Hot dog", "Perrito caliente"], 5, 2),
        a(["Croque-monsieur", "Ham and cheese toastie", "Sándwich mixto"], 5, 2),
        a(["Frites", "Fries", "Patatas fritas"], 3, 2),
        a(["Nuggets (6)", "Nuggets (6)", "Nuggets (6)"], 5, 2),
        a(["Part de pizza", "Pizza slice", "Porción de pizza"], 4, 2, undefined, true),
      ],
    },
    {
      category: ["Sucré", "Sweets", "Dulces"],
      children: [
        {
          category: ["Glaces", "Ice cream", "Helados"],
          children: [
            a(["Cornet deux boules", "Two-scoop cone", "Cucurucho dos bolas"], 4, 3),
            a(["Esquimau", "Ice lolly", "Polo"], 2, 3),
          ],
        },
        a(["Crêpe au sucre", "Sugar crêpe", "Crepe de azúcar"], 3, 2),
        a(["Gaufre au chocolat", "Chocolate waffle", "Gofre de chocolate"], 4, 2),
        a(["Barbe à papa", "Candy floss", "Algodón de azúcar"], 3, 3),
        a(["Paquet de bonbons", "Bag of sweets", "Bolsa de caramelos"], 2, 1),
      ],
    },
  ],
  Merchandising: [
    {
      category: ["Peluches", "Plush toys", "Peluches"],
      children: [
        a(["Peluche mascotte", "Mascot plush", "Peluche mascota"], 25, 4),
        a(
          ["Petite peluche dinosaure", "Small dinosaur plush", "Peluche dinosaurio pequeño"],
          12,
          4,
        ),
      ],
    },
    {
      category: ["Accessoires", "Accessories", "Accesorios"],
      children: [
        {
          category: ["Casquettes", "Caps", "Gorras"],
          children: [
            a(["Casquette enfant", "Kids' cap", "Gorra infantil"], 15, 4),
            a(["Casquette adulte", "Adult cap", "Gorra adulto"], 18, 4),
          ],
        },
        a(["Porte-clés néon", "Neon keyring", "Llavero neón"], 5, 5),
        a(["Bracelet lumineux", "Light-up bracelet", "Pulsera luminosa"], 4, 5),
        a(["Gourde", "Water bottle", "Cantimplora"], 10, 4, undefined, true),
      ],
    },
  ],
};

export interface SnackSeed {
  products: {
    id: number;
    name: string;
    nameEN: string;
    nameES: string;
    details: string | null;
    detailsEN: string | null;
    detailsES: string | null;
    tokenPrice: number;
    fidelityPointPrice: number;
    taxesPercent: number;
    order: number;
    isAvailable: boolean;
    snackLocationId: number | null;
    isCategory: boolean;
    type: SnackType;
  }[];
  links: { productId: number; categoryId: number; position: number }[];
}

/** The menu of both types as rows: categories and articles, with their links. */
export function seedSnackMenu(): SnackSeed {
  const seed: SnackSeed = { products: [], links: [] };
  const add = (type: SnackType, entries: Entry[], parent: number | null) => {
    entries.forEach((entry, k) => {
      const id = seed.products.length + 1;
      const names = "category" in entry ? entry.category : entry.article;
      const article = "article" in entry ? entry : undefined;
      seed.products.push({
        id,
        name: names[0],
        nameEN: names[1],
        nameES: names[2],
        details: article?.details?.[0] ?? null,
        detailsEN: article?.details?.[1] ?? null,
        detailsES: article?.details?.[2] ?? null,
        tokenPrice: article?.units ?? 0,
        fidelityPointPrice: article?.points ?? 0,
        taxesPercent: type === "Snack" ? 10 : 20,
        order: (k + 1) * 10,
        isAvailable: !article?.off,
        snackLocationId: article?.zone ?? null,
        isCategory: !article,
        type,
      });
      if (parent !== null) seed.links.push({ productId: id, categoryId: parent, position: 0 });
      if ("children" in entry) add(type, entry.children, id);
    });
  };
  add("Snack", MENU.Snack, null);
  add("Merchandising", MENU.Merchandising, null);
  return seed;
}

/** Snack kiosks are ids 2, 6, 10, 14 and merchandising ones 3, 7, 11, 15 (venue-kiosks.seed.ts). */
const KIOSKS: Record<SnackType, number[]> = { Snack: [2, 6, 10], Merchandising: [3, 7] };

/**
 * Today's orders at each zone, from opening (10:00) until `now`: collected ones, and the last
 * few still waiting (some for long enough to turn amber or red on the counter).
 */
export function seedSnackOrders(rng: Random, menu: SnackSeed, now: number, cardNumbers: string[]) {
  const orders: {
    id: number;
    number: number;
    cardNumber: string | null;
    kioskId: number;
    snackLocationId: number;
    paidAt: string;
    state: "Paid" | "Collected";
    collectedAt: string | null;
  }[] = [];
  const lines: {
    orderId: number;
    productId: number;
    name: string;
    quantity: number;
    tokenPrice: number;
  }[] = [];
  // Open since 10:00, or for the last 8 hours of today if the demo runs at night.
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  const ten = day.getTime() + 10 * 3600_000;
  const opening = new Date(now > ten ? ten : Math.max(day.getTime(), now - 8 * 3600_000));
  for (const zone of DEMO_SNACK_ZONES) {
    const articles = menu.products.filter((p) => p.snackLocationId === zone.id && p.isAvailable);
    if (!articles.length) continue;
    const count = Math.max(4, Math.min(30, Math.floor((now - opening.getTime()) / (12 * 60_000))));
    for (let k = 0; k < count; k += 1) {
      const id = orders.length + 1;
      const paid = opening.getTime() + ((now - opening.getTime()) * (k + 1)) / (count + 1);
      // The last four of each zone wait: 1, 4, 8 and 14 minutes or so.
      const waiting = k >= count - 4;
      const late = [14, 8, 4, 1][k - (count - 4)] ?? 1;
      const paidAt = waiting ? Math.max(opening.getTime(), now - late * 60_000) : paid;
      orders.push({
        id,
        number: k + 1,
        cardNumber: rng.chance(0.9) ? rng.pick(cardNumbers) : null,
        kioskId: rng.pick(KIOSKS[zone.type]),
        snackLocationId: zone.id,
        paidAt: new Date(paidAt).toISOString(),
        state: waiting ? "Paid" : "Collected",
        collectedAt: waiting ? null : new Date(paidAt + rng.int(2, 9) * 60_000).toISOString(),
      });
      for (let n = rng.int(1, 3); n > 0; n -= 1) {
        const product = rng.pick(articles);
        lines.push({
          orderId: id,
          productId: product.id,
          name: product.name,
          quantity: rng.int(1, 2),
          tokenPrice: product.tokenPrice,
        });
      }
    }
  }
  return { orders, lines };
}

/** The rows above as statements of the venue seed's batch (venue.seed.ts). */
export function snackSeedStatements(db: Db, rng: Random, now: number, cardNumbers: string[]) {
  const menu = seedSnackMenu();
  const { orders, lines } = seedSnackOrders(rng, menu, now, cardNumbers);
  return [
    db.insert(snackLocations).values(DEMO_SNACK_ZONES),
    db.insert(snackProducts).values(menu.products),
    db.insert(snackProductCategories).values(menu.links),
    db.insert(snackOrders).values(orders),
    db.insert(snackOrderLines).values(lines),
  ] as const;
}
