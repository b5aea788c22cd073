import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { VenueEvent } from "@/contract/events";
import { exportedColumns } from "@/ui/paged-list/csv-export";
import { EVENT_LISTS } from "./event-lists";

const EVENT: VenueEvent = {
  id: 42,
  kind: "Birthday",
  code: "ANN-261126-0042",
  eventDate: "2026-11-26",
  createdDate: "2026-11-02T10:15:00.000Z",
  slot: "Mercredi après-midi",
  beginHour: "14:00",
  endHour: "16:30",
  bookerName: "Camille Durand",
  email: "camille@exemple.fr",
  phone: "+33 6 12 34 56 78",
  address: "12 rue des Lilas",
  country: "France",
  postalCode: "69003",
  childName: "Léa",
  childBirthDate: "2018-11-20",
  childGender: "Girl",
  formula: "Formule Fun",
  cake: "Chocolat",
  comment: null,
  cardsOrdered: 8,
  cardsDelivered: 3,
  cardsPreviouslyOrdered: 0,
  unitsPerCard: 20,
  bonusUnitsPerCard: 5,
  priceExclVat: 15,
  priceInclVat: 18,
  vatRate: 0.2,
  paymentMethod: "Online",
  paymentReference: "PAY-1",
  invoice: null,
  kioskName: null,
  cancelled: true,
  creator: "Site web",
  culture: "fr",
  deliveryStatus: "PartiallyDelivered",
};

function csvOf(columns: Parameters<typeof exportedColumns<VenueEvent>>[0], row: VenueEvent) {
  return Object.fromEntries(
    exportedColumns(columns, row, i18n).map((c) => [i18n._(c.header), c.value(row, i18n)]),
  );
}

describe("events lists", () => {
  it("export a birthday's day and hours, child, cards, status and cancellation in words", () => {
    expect(csvOf(EVENT_LISTS.Birthday.columns, EVENT)).toEqual({
      "Jour et heures": "26/11/2026 14:00–16:30",
      Code: "ANN-261126-0042",
      "Réservé par": "Camille Durand",
      Enfant: "Léa",
      Formule: "Formule Fun",
      "Cartes remises": "3 / 8",
      "Remise des cartes": "Livré en partie",
      Annulation: "Annulé",
    });
  });

  it("have no child column but for birthdays, and no word for an event not cancelled", () => {
    const booked = { ...EVENT, kind: "Booked", childName: null, cancelled: false } as const;
    const csv = csvOf(EVENT_LISTS.Booked.columns, booked);
    expect(csv).not.toHaveProperty("Enfant");
    expect(csv.Annulation).toBe("");
    expect(Object.keys(csvOf(EVENT_LISTS.Omniplay.columns, booked))).not.toContain("Enfant");
  });

  it("open a row at its kind's details page, 10 a page", () => {
    expect(EVENT_LISTS.Birthday.open?.(EVENT)).toBe("/birthday-event/42");
    expect(EVENT_LISTS.Omniplay.open?.(EVENT)).toBe("/omniplay-event/42");
    expect(EVENT_LISTS.Booked.open?.(EVENT)).toBe("/booked-event/42");
    expect(EVENT_LISTS.Birthday.size).toBe(10);
  });
});
