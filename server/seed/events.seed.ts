/**
 * The demo's events (src/contract/events.ts): birthdays, online orders (omniplay) and booked
 * events over the past 60 days and the coming 30, with the cards claimed for them. Today always
 * holds a few of every kind at different hours: delivered, partly delivered, not delivered and
 * cancelled (`TODAY_EVENTS`), whatever the size. Past events are mostly delivered, a few partly
 * or not at all (a no-show), some cancelled; coming ones are not delivered yet. Some bookers
 * write in English. Booked events of companies carry their customer invoice. Deterministic
 * (its own seeded PRNG).
 */
import type { BatchItem } from "drizzle-orm/batch";
import type { EventKind, EventPaymentMethod } from "../../src/contract/events";
import type { Db } from "../db/database";
import { eventCards, eventClaims, events } from "../db/schema/events.schema";
import { createRandom, type Random } from "./prng";
import { customerNames, KIOSK_NAMES } from "./venue-names.seed";
import type { SeedSize } from "./venue.seed";

type EventRow = typeof events.$inferInsert;
type ClaimRow = typeof eventClaims.$inferInsert;
type CardRow = typeof eventCards.$inferInsert;

/** Events of each kind, today's fixed ones aside. */
const SIZES: Record<SeedSize, Record<EventKind, number>> = {
  demo: { Birthday: 300, Omniplay: 240, Booked: 200 },
  test: { Birthday: 45, Omniplay: 35, Booked: 30 },
};
/**
 * 400 rows a statement, as the venue's seed: an event has 34 columns, so 13 600 bound
 * parameters, under SQLite's limit of 32 766.
 */
const CHUNK = 400;
const DAY_MS = 86_400_000;
const PAST_DAYS = 60;
const COMING_DAYS = 30;

const PREFIX: Record<EventKind, string> = { Birthday: "ANN", Omniplay: "WEB", Booked: "RES" };
const BIRTHDAY_FORMULAS = [
  "Formule Pirate",
  "Formule Licorne",
  "Formule Super-héros",
  "Formule Princesse",
  "Formule Dino",
  "Formule Espace",
];
const ONLINE_FORMULAS = [...BIRTHDAY_FORMULAS, "Pack Découverte en ligne", "Pack Premium en ligne"];
/** Groups that book, each with its formula. */
const GROUPS = [
  ["École élémentaire Jean Moulin", "Sortie scolaire"],
  ["Collège Victor Hugo", "Sortie scolaire"],
  ["Centre de loisirs Les Hirondelles", "Centre de loisirs"],
  ["Crèche Les Petits Pas", "Sortie petite enfance"],
  ["Association Les P'tits Loups", "Centre de loisirs"],
] as const;
/** The formulas of a company's booking (invoiced). */
const COMPANY_FORMULAS = ["Comité d'entreprise", "Team building", "Arbre de Noël"];
const CAKES = [
  "Gâteau au chocolat",
  "Fraisier",
  "Forêt-noire",
  "Gâteau licorne vanille-fraise",
  "Gâteau pirate au caramel",
  "Tarte aux pommes",
];
const COMMENTS = [
  "Allergie aux arachides pour un invité.",
  "Prévoir des bougies chiffres.",
  "Les parents arriveront avec 15 minutes de retard.",
  "Un invité en fauteuil roulant : prévoir l'accès.",
  "Pas de gâteau au chocolat, merci.",
  "Surprise : ne pas prévenir l'enfant.",
];
const ENGLISH_COMMENTS = [
  "One guest is allergic to nuts.",
  "Please prepare number candles.",
  "We might be 10 minutes late.",
];
const CHILD_GIRLS = ["Léa", "Chloé", "Inès", "Jade", "Louise", "Alice", "Lina", "Mila", "Rose"];
const CHILD_BOYS = ["Léo", "Gabriel", "Raphaël", "Arthur", "Louis", "Jules", "Adam", "Noah", "Tom"];
const ENGLISH_BOOKERS = [
  ["Emily", "Johnson"],
  ["Oliver", "Smith"],
  ["Charlotte", "Brown"],
  ["Harry", "Taylor"],
  ["Amelia", "Wilson"],
] as const;
const ENGLISH_GIRLS = ["Olivia", "Isla", "Ava", "Emily"];
const ENGLISH_BOYS = ["George", "Jack", "Noah", "Harry"];
const STREETS = ["rue des Lilas", "avenue de la République", "place du Marché", "rue Victor Hugo"];
const CITIES = [
  ["69003", "France"],
  ["69007", "France"],
  ["44000", "France"],
  ["59000", "France"],
  ["1000", "Belgique"],
  ["1204", "Suisse"],
] as const;
/** The hours events start. */
const STARTS = ["09:30", "10:00", "10:30", "11:00", "13:30", "14:00", "14:30", "15:00", "16:00"];

/**
 * Today's events, fixed whatever the size: [kind, begin hour, delivery ("all", "some", "none"),
 * cancelled].
 */
export const TODAY_EVENTS: readonly (readonly [
  EventKind,
  string,
  "all" | "some" | "none",
  boolean,
])[] = [
  ["Birthday", "10:00", "all", false],
  ["Booked", "09:30", "some", false],
  ["Birthday", "14:00", "some", false],
  ["Birthday", "14:30", "none", false],
  ["Omniplay", "11:00", "all", false],
  ["Omniplay", "15:00", "none", false],
  ["Birthday", "16:00", "none", true],
  ["Booked", "13:30", "all", false],
];

const pad = (n: number, size = 2) => String(n).padStart(size, "0");
/** The venue's day (the server's local day) `offset` days from `now`, and a moment in it. */
function localDay(now: number, offset: number): { day: string; at: (hour: string) => number } {
  const base = new Date(now);
  const date = new Date(base.getFullYear(), base.getMonth(), base.getDate() + offset);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return {
    day,
    at: (hour) => {
      const [h, m] = hour.split(":").map(Number) as [number, number];
      return new Date(date.getFullYear(), date.getMonth(), date.getDate(), h, m).getTime();
    },
  };
}
const addMinutes = (hour: string, minutes: number) => {
  const [h, m] = hour.split(":").map(Number) as [number, number];
  const total = Math.min(h * 60 + m + minutes, 23 * 60 + 59);
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
};
const slotOf = (hour: string) =>
  hour < "12:00" ? "Matin" : hour < "15:00" ? "Début d'après-midi" : "Fin d'après-midi";
const ascii = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

interface Invoice {
  id?: number;
  companyName?: string | null;
}

interface Draft {
  kind: EventKind;
  offset: number;
  beginHour: string;
  delivery: "all" | "some" | "none";
  cancelled: boolean;
}

/** When each event is, and how far its cards were handed over. */
function drafts(rng: Random, size: SeedSize): Draft[] {
  const out: Draft[] = TODAY_EVENTS.map(([kind, beginHour, delivery, cancelled]) => ({
    kind,
    offset: 0,
    beginHour,
    delivery,
    cancelled,
  }));
  for (const kind of ["Birthday", "Omniplay", "Booked"] as const)
    for (let k = 0; k < SIZES[size][kind]; k++) {
      const offset = rng.int(-PAST_DAYS, COMING_DAYS);
      const cancelled = rng.chance(0.07);
      const past = offset < 0;
      const delivery = !past
        ? "none"
        : cancelled
          ? rng.chance(0.2)
            ? "some"
            : "none"
          : rng.chance(0.78)
            ? "all"
            : rng.chance(0.6)
              ? "some"
              : "none";
      out.push({ kind, offset, beginHour: rng.pick(STARTS), delivery, cancelled });
    }
  // Ids in the order the events happen, as a booking system numbers them roughly.
  return out.sort((a, b) => a.offset - b.offset || a.beginHour.localeCompare(b.beginHour));
}

export function seedEvents(
  rng: Random,
  options: {
    now: number;
    size: SeedSize;
    cards: readonly string[];
    invoices: readonly Invoice[];
    employees: readonly { firstName: string; lastName: string }[];
  },
) {
  const { now } = options;
  const staff = options.employees.map((e) => `${e.firstName} ${e.lastName}`);
  const clerk = () => (staff.length ? rng.pick(staff) : "Accueil");
  const companyInvoices = options.invoices.filter((i) => i.id && i.companyName);
  let nextInvoice = 0;
  let nextCard = 0;
  const card = () => options.cards[nextCard++ % options.cards.length]!;

  const eventRows: EventRow[] = [];
  const claimRows: ClaimRow[] = [];
  const cardRows: CardRow[] = [];
  for (const [i, draft] of drafts(rng, options.size).entries()) {
    const id = i + 1;
    const { kind } = draft;
    const when = localDay(now, draft.offset);
    const start = when.at(draft.beginHour);
    const english = rng.chance(kind === "Booked" ? 0.05 : 0.12);
    const [, first, last] = customerNames(rng, 1)[0]!;
    const [bookerFirst, bookerLast] = english ? rng.pick(ENGLISH_BOOKERS) : [first, last];
    const [postalCode, country] = english
      ? (["SW1A 1AA", "Royaume-Uni"] as const)
      : rng.pick(CITIES);
    const girl = rng.chance(0.5);
    const childFirst = rng.pick(
      english ? (girl ? ENGLISH_GIRLS : ENGLISH_BOYS) : girl ? CHILD_GIRLS : CHILD_BOYS,
    );
    const age = rng.int(4, 12);
    const birthday = kind !== "Booked";
    const guests = kind === "Booked" ? rng.int(12, 40) : rng.int(6, kind === "Omniplay" ? 12 : 15);
    const priceInclVat =
      kind === "Booked" ? rng.pick([9.9, 12.5, 14.9]) : rng.pick([15.9, 18.9, 22.9]);
    const invoice =
      kind === "Booked" && draft.offset < 0 && !draft.cancelled && rng.chance(0.5)
        ? companyInvoices[nextInvoice++]
        : undefined;
    const group = kind === "Booked" ? rng.pick(GROUPS) : undefined;
    const school = invoice?.companyName ?? group?.[0];
    const payment: EventPaymentMethod =
      kind === "Omniplay"
        ? "Online"
        : kind === "Booked"
          ? invoice
            ? "Transfer"
            : rng.pick(["Transfer", "Cheque", "Cb"])
          : rng.pick(["Cb", "Cash", "Cb", "Online"]);
    const changed = rng.chance(0.15);
    // Booked 2 to 45 days before; a coming event's booking, some time in the past weeks.
    let created = start - rng.int(2, 45) * DAY_MS - rng.int(0, 600) * 60_000;
    if (created > now) created = now - rng.int(60, 20 * 24 * 60) * 60_000;
    const kioskName = rng.chance(0.3) ? rng.pick(KIOSK_NAMES.slice(0, 2)) : null;
    eventRows.push({
      id,
      kind,
      code: `${PREFIX[kind]}-${when.day.slice(2).replaceAll("-", "")}-${pad(id, 5)}`,
      eventDate: when.day,
      createdDate: new Date(created).toISOString(),
      slot: slotOf(draft.beginHour),
      beginHour: draft.beginHour,
      endHour: addMinutes(draft.beginHour, kind === "Booked" ? 180 : rng.pick([120, 150])),
      bookerName: school ?? `${bookerFirst} ${bookerLast}`,
      email: school
        ? `contact@${ascii(school).slice(0, 20)}.fr`
        : `${ascii(bookerFirst)}.${ascii(bookerLast)}@${english ? "example.co.uk" : "exemple.fr"}`,
      phone: english
        ? `+44 7${rng.int(100, 999)} ${rng.int(100000, 999999)}`
        : `06${rng.int(10_000_000, 99_999_999)}`,
      address: `${rng.int(1, 120)} ${english ? "Baker Street" : rng.pick(STREETS)}`,
      country,
      postalCode,
      childName: birthday ? `${childFirst} ${bookerLast}` : null,
      childBirthDate: birthday
        ? localDay(now, draft.offset - age * 365 - rng.int(-3, 3)).day
        : null,
      childGender: birthday ? (girl ? "Girl" : "Boy") : null,
      formula:
        kind === "Birthday"
          ? rng.pick(BIRTHDAY_FORMULAS)
          : kind === "Omniplay"
            ? rng.pick(ONLINE_FORMULAS)
            : invoice
              ? rng.pick(COMPANY_FORMULAS)
              : group![1],
      cake: birthday && rng.chance(0.85) ? rng.pick(CAKES) : null,
      comment: rng.chance(0.3) ? rng.pick(english ? ENGLISH_COMMENTS : COMMENTS) : null,
      cardsOrdered: guests,
      cardsPreviouslyOrdered: changed ? guests + rng.pick([-3, -2, -1, 1, 2]) : 0,
      unitsPerCard: rng.pick([20, 30, 40]),
      bonusUnitsPerCard: rng.pick([0, 5, 10]),
      priceExclVat: Math.round((priceInclVat / 1.2) * 100) / 100,
      priceInclVat,
      vatRate: 0.2,
      paymentMethod: payment,
      paymentReference:
        payment === "Online"
          ? `PAY-${rng.int(10_000_000, 99_999_999)}`
          : payment === "Transfer"
            ? `VIR-${when.day.slice(0, 4)}-${pad(id, 5)}`
            : null,
      invoiceId: invoice?.id ?? null,
      kioskName,
      cancelled: draft.cancelled,
      creator: kind === "Omniplay" ? "Site web" : clerk(),
      culture: english ? "en" : "fr",
    });

    const handed =
      draft.delivery === "all" ? guests : draft.delivery === "some" ? rng.int(1, guests - 1) : 0;
    // Handed over in one to three claims, from the party's start.
    let left = handed;
    for (let claim = 0; left > 0; claim++) {
      const part = claim === 2 ? left : Math.min(left, rng.int(Math.ceil(left / 2), left));
      const claimId = claimRows.length + 1;
      claimRows.push({
        id: claimId,
        eventId: id,
        date: new Date(Math.min(start + claim * rng.int(5, 40) * 60_000, now)).toISOString(),
        claimedBy: kioskName && claim === 0 ? kioskName : clerk(),
        kioskName: claim === 0 ? kioskName : null,
      });
      for (let k = 0; k < part; k++)
        cardRows.push({ id: cardRows.length + 1, eventId: id, claimId, cardNumber: card() });
      left -= part;
    }
  }
  return { events: eventRows, claims: claimRows, cards: cardRows };
}

function chunked<T>(rows: T[], insert: (part: T[]) => BatchItem<"sqlite">): BatchItem<"sqlite">[] {
  const out: BatchItem<"sqlite">[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(insert(rows.slice(i, i + CHUNK)));
  return out;
}

/** The insert statements of the demo's events, for the venue's seed batch (venue.seed.ts). */
export function eventSeedStatements(
  db: Db,
  options: Parameters<typeof seedEvents>[1],
): BatchItem<"sqlite">[] {
  const seeded = seedEvents(createRandom(20_261_201), options);
  return [
    ...chunked(seeded.events, (p) => db.insert(events).values(p)),
    ...chunked(seeded.claims, (p) => db.insert(eventClaims).values(p)),
    ...chunked(seeded.cards, (p) => db.insert(eventCards).values(p)),
  ];
}
