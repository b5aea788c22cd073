/**
 * The venue's demo rows: customers, cards and their histories, staff cards, kiosks and devices.
 * Deterministic (seeded PRNG, fixed ids), with the well-known rows of demo-cards.seed.ts first.
 * Returns insert statements for the caller's single seed batch, chunked under SQLite's
 * bound-parameter limit.
 */
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/database";
import {
  cardGames,
  cardNumberKeys,
  cardPurchases,
  cards,
  cardSnacks,
  staffCardGames,
  staffCards,
} from "../db/schema/cards.schema";
import { bankTransactions, customerInvoices, receipts } from "../db/schema/money.schema";
import { seedMoney } from "./money.seed";
import { seedMonitor } from "./monitor.seed";
import { monitorActions } from "../db/schema/monitor.schema";
import { numberKeyRows } from "../cards/card.repository";
import {
  animations,
  gameCategories,
  games,
  gameTypes,
  products,
} from "../db/schema/catalogue.schema";
import { customers } from "../db/schema/customers.schema";
import { kioskPurchases, kiosks, smartTouches } from "../db/schema/kiosks.schema";
import { deviceTranslations, updateSettings } from "../db/schema/devices.schema";
import { hashDeviceKey } from "../devices/device-keys";
import { seedDeviceTexts, seedUpdates } from "./devices.seed";
import { snackSeedStatements } from "./snacks.seed";
import { eventSeedStatements } from "./events.seed";
import {
  cardNumberOf,
  DEMO_CARDS,
  DEMO_CUSTOMER,
  DEMO_HISTORY_SIZES,
  DEMO_OTHER_CUSTOMER,
  demoDeviceKey,
  publicNumberOf,
} from "./demo-cards.seed";
import { seedCatalogue } from "./catalogue.seed";
import { customerSearchKeys } from "../search/search.sql";
import { createRandom, type Random } from "./prng";
import { seedKiosks } from "./venue-kiosks.seed";
import { GAMES, KIOSK_NAMES, MERCHANDISE, PRODUCTS, customerNames } from "./venue-names.seed";

export type SeedSize = "demo" | "test";
const SIZES = { demo: { customers: 300, cards: 3000 }, test: { customers: 30, cards: 200 } };
const DAY_MS = 86_400_000;
const CHUNK = 400;

type Card = typeof cards.$inferInsert;
const DEMO_NUMBERS = new Set(Object.values(DEMO_CARDS).map((c) => c.number));

const iso = (ms: number) => new Date(ms).toISOString();
const dayOf = (ms: number) => iso(ms).slice(0, 10);

/** A demo device with its known key (demo-cards.seed.ts demoDeviceKey). */
function withDemoKey<T extends { serialNumber: string }>(row: T) {
  const keyHash = hashDeviceKey(demoDeviceKey(row.serialNumber));
  return { ...row, keyHash, keyIssuedAt: "2026-01-05T09:00:00.000Z" };
}

function chunked<T>(rows: T[], insert: (part: T[]) => BatchItem<"sqlite">): BatchItem<"sqlite">[] {
  const out: BatchItem<"sqlite">[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(insert(rows.slice(i, i + CHUNK)));
  return out;
}

function seedCustomers(rng: Random, n: number, siteId: number, now: number) {
  return customerNames(rng, n).map(([title, firstName, lastName], i) => {
    const fixed = i === 0 ? DEMO_CUSTOMER : i === 1 ? DEMO_OTHER_CUSTOMER : undefined;
    const email = fixed?.email ?? `${ascii(firstName)}.${ascii(lastName)}${i + 1}@exemple.fr`;
    const created = now - rng.int(1, 720) * DAY_MS - rng.int(0, 86_000) * 1000;
    const names = {
      firstName: fixed?.firstName ?? firstName,
      lastName: fixed?.lastName ?? lastName,
    };
    return {
      id: i + 1,
      title: fixed?.title ?? title,
      ...names,
      ...customerSearchKeys(names),
      email,
      phoneNumber: `06${String(rng.int(10_000_000, 99_999_999))}`,
      street: `${rng.int(1, 120)} rue des Lilas`,
      postalCode: String(rng.int(10, 95) * 1000 + rng.int(0, 99)).padStart(5, "0"),
      city: rng.pick(["Lyon", "Nantes", "Lille", "Rennes", "Bordeaux", "Dijon", "Tours"]),
      birthDate: dayOf(now - rng.int(6, 60) * 365 * DAY_MS),
      emailSponsor: null,
      newsLetter: rng.chance(0.4),
      createdDate: iso(created),
      siteId,
      lastConnectionDate: rng.chance(0.7) ? iso(now - rng.int(0, 60) * DAY_MS) : null,
      lastPurchaseDate: rng.chance(0.8) ? iso(now - rng.int(0, 90) * DAY_MS) : null,
      fidelityPoints: rng.int(0, 500),
      inactivityReminderSent: rng.chance(0.1),
      socialHandles: rng.chance(0.2) ? [`@${ascii(firstName)}${i + 1}`] : [],
    };
  });
}

function ascii(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}

function seedCards(rng: Random, n: number, customerCount: number, now: number): Card[] {
  const fixed: Card[] = Object.values(DEMO_CARDS).map(({ label: _label, ...card }) => ({
    ...card,
    activationDate: dayOf(now - 200 * DAY_MS),
    expirationDate: null,
  }));
  const rest: Card[] = [];
  for (let i = fixed.length + 1; i <= n; i++) {
    const assigned = rng.chance(0.3);
    const stock = !assigned && rng.chance(0.5);
    const purchased = stock ? 0 : rng.int(1, 60) * 5;
    rest.push({
      number: cardNumberOf(i),
      publicNumber: publicNumberOf(i),
      isActive: !rng.chance(0.05),
      activationDate: stock ? null : dayOf(now - rng.int(1, 700) * DAY_MS),
      expirationDate: rng.chance(0.1) ? dayOf(now + rng.int(30, 700) * DAY_MS) : null,
      balanceTokens: stock ? 0 : rng.int(0, purchased),
      balanceFreeTokens: stock ? 0 : rng.int(0, 20),
      totalPurchasedTokens: purchased,
      customerId: assigned ? rng.int(1, customerCount) : null,
    });
  }
  return [...fixed, ...rest];
}

function seedHistories(rng: Random, all: Card[], now: number) {
  const purchases: (typeof cardPurchases.$inferInsert)[] = [];
  const games: (typeof cardGames.$inferInsert)[] = [];
  const snacks: (typeof cardSnacks.$inferInsert)[] = [];
  const when = (maxDays: number) => iso(now - rng.int(0, maxDays * 24 * 60) * 60_000);
  // Its own sequence, so the rows drawn after the histories stay the same.
  const shop = createRandom(20_261_128);
  // A handful of busy cards: DEMO_CARDS.assigned (exact sizes) and a few more past 100 rows.
  const busy = new Map<string, { purchases: number; games: number; snacks: number }>([
    [DEMO_CARDS.assigned.number, DEMO_HISTORY_SIZES],
  ]);
  for (const i of [11, 23, 37, 59])
    busy.set(cardNumberOf(i), { purchases: 100, games: 130, snacks: 101 });
  for (const card of all) {
    const sizes =
      busy.get(card.number) ??
      (card.totalPurchasedTokens
        ? { purchases: rng.int(1, 4), games: rng.int(0, 6), snacks: rng.int(0, 2) }
        : { purchases: 0, games: 0, snacks: 0 });
    for (let k = 0; k < sizes.purchases; k++) {
      const tokens = rng.pick([10, 20, 25, 50, 100]);
      purchases.push({
        cardNumber: card.number,
        date: when(400),
        type: rng.chance(0.1) ? "Birthday" : rng.chance(0.6) ? "Recharging" : "Purchase",
        amount: tokens * 0.5,
        tokens,
        freeTokens: tokens >= 50 ? tokens / 10 : 0,
        kioskName: rng.chance(0.8) ? rng.pick(KIOSK_NAMES) : null,
      });
    }
    for (let k = 0; k < sizes.games; k++) {
      const free = rng.chance(0.2);
      games.push({
        cardNumber: card.number,
        date: when(300),
        gameName: rng.pick(GAMES),
        tokens: free ? 0 : rng.int(1, 4),
        freeTokens: free ? rng.int(1, 2) : 0,
      });
    }
    for (let k = 0; k < sizes.snacks; k++) {
      const [productName, tokenPrice] = rng.pick(PRODUCTS);
      snacks.push({
        cardNumber: card.number,
        date: when(300),
        productName,
        tokenPrice,
        state: rng.chance(0.9) ? "Collected" : "Paid",
      });
    }
    // Merchandise at the shop's kiosk, on cards that are not the busy ones.
    if (!busy.has(card.number) && sizes.snacks > 0 && shop.chance(0.3)) {
      const [productName, tokenPrice] = shop.pick(MERCHANDISE);
      snacks.push({
        cardNumber: card.number,
        date: iso(now - shop.int(0, 300 * 24 * 60) * 60_000),
        productName,
        tokenPrice,
        state: "Collected",
        type: "Merchandising",
      });
    }
  }
  return { purchases, games, snacks };
}

/** Staff cards testing games: a few plays a day over the last weeks. */
function seedStaffGames(
  rng: Random,
  staff: { number: string; employeeName: string }[],
  now: number,
) {
  return Array.from({ length: staff.length * 25 }, () => {
    const card = rng.pick(staff);
    return {
      staffCardNumber: card.number,
      employeeName: card.employeeName,
      date: iso(now - rng.int(0, 60 * 24 * 60) * 60_000),
      gameName: rng.pick(GAMES),
    };
  });
}

export function venueSeedStatements(
  db: Db,
  options: {
    siteId: number;
    employees: { id: number; firstName: string; lastName: string }[];
    size: SeedSize;
    now: number;
  },
): BatchItem<"sqlite">[] {
  const { siteId, employees, size, now } = options;
  const rng = createRandom(20_260_423);
  const people = seedCustomers(rng, SIZES[size].customers, siteId, now);
  const allCards = seedCards(rng, SIZES[size].cards, people.length, now);
  const history = seedHistories(rng, allCards, now);
  const venue = seedKiosks(rng, now);
  const catalogue = seedCatalogue(createRandom(20_261_124), now);
  const staff = Array.from({ length: 12 }, (_, k) => ({
    number: `099${String(k + 1).padStart(7, "0")}`,
    publicNumber: `STAFF-${String(k + 1).padStart(3, "0")}`,
    employeeId: employees[k % employees.length]?.id ?? 1,
    active: k !== 11,
  }));
  const staffGames = seedStaffGames(
    createRandom(20_261_129),
    staff.map((card, k) => {
      const who = employees[k % employees.length];
      return { number: card.number, employeeName: who ? `${who.firstName} ${who.lastName}` : "" };
    }),
    now,
  );
  const owners = new Map(allCards.map((c) => [c.number, c.customerId]));
  const money = seedMoney(
    createRandom(20_261_127),
    {
      purchases: history.purchases,
      customerOf: (cardNumber) => {
        const id = owners.get(cardNumber);
        return id ? people[id - 1] : undefined;
      },
    },
    allCards
      .filter((c) => !c.customerId && c.totalPurchasedTokens && !DEMO_NUMBERS.has(c.number))
      .slice(40)
      .map((c) => c.number),
    now,
  );
  return [
    ...chunked(people, (p) => db.insert(customers).values(p)),
    ...chunked(allCards, (p) => db.insert(cards).values(p)),
    ...chunked(money.receipts, (p) => db.insert(receipts).values(p)),
    ...chunked(money.invoices, (p) => db.insert(customerInvoices).values(p)),
    ...chunked(money.purchases, (p) => db.insert(cardPurchases).values(p)),
    ...chunked(money.bank, (p) => db.insert(bankTransactions).values(p)),
    ...chunked(staffGames, (p) => db.insert(staffCardGames).values(p)),
    ...chunked(
      seedMonitor(
        createRandom(20_261_130),
        {
          kiosks: venue.rows.map((k) => k.name),
          devices: venue.devices.map((d) => d.serialNumber),
          games: GAMES,
          cards: allCards.slice(0, 500).map((c) => c.number),
          employees: employees.map((e) => ({ id: e.id, name: `${e.firstName} ${e.lastName}` })),
        },
        now,
        size === "test" ? { days: 14, plays: 40 } : undefined,
      ),
      (p) => db.insert(monitorActions).values(p),
    ),
    ...chunked(history.games, (p) => db.insert(cardGames).values(p)),
    ...chunked(history.snacks, (p) => db.insert(cardSnacks).values(p)),
    db.insert(staffCards).values(staff),
    ...chunked(
      [
        ...allCards.flatMap((c) =>
          numberKeyRows({ cardNumber: c.number }, [c.number, c.publicNumber]),
        ),
        ...staff.flatMap((c) =>
          numberKeyRows({ staffCardNumber: c.number }, [c.number, c.publicNumber]),
        ),
      ],
      (p) => db.insert(cardNumberKeys).values(p),
    ),
    db.insert(animations).values(catalogue.animations),
    db.insert(gameCategories).values(catalogue.categories),
    db.insert(gameTypes).values(catalogue.types),
    db.insert(games).values(catalogue.games),
    db.insert(products).values(catalogue.products),
    db.insert(smartTouches).values(venue.devices.map(withDemoKey)),
    db.insert(kiosks).values(venue.rows.map(withDemoKey)),
    ...chunked(venue.sales, (p) => db.insert(kioskPurchases).values(p)),
    db.insert(deviceTranslations).values(seedDeviceTexts()),
    db.insert(updateSettings).values(seedUpdates(now)),
    ...snackSeedStatements(
      db,
      createRandom(20_261_126),
      now,
      allCards.slice(0, 200).map((c) => c.number),
    ),
    ...eventSeedStatements(db, {
      now,
      size,
      cards: allCards.map((c) => c.number).slice(20),
      invoices: money.invoices,
      employees,
    }),
  ];
}
