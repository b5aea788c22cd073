import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import {
  CANCELLED_CHOICES,
  CHILD_GENDERS,
  DELIVERY_STATUSES,
  EVENT_KINDS,
  EVENT_PAYMENT_METHODS,
} from "@/contract/events";
import {
  ageOn,
  CANCELLED_LABELS,
  CHILD_GENDER_LABELS,
  cultureName,
  dayOf,
  DELIVERY_STATUS_COLORS,
  DELIVERY_STATUS_LABELS,
  EVENT_KIND_LABELS,
  EVENT_PAYMENT_LABELS,
  hoursOf,
  mailto,
  money,
  tel,
  vatRate,
} from "./event-labels";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const said = (labels: Record<string, { id: string }>, values: readonly string[]) =>
  values.map((v) => i18n._(labels[v] as never));

describe("events labels", () => {
  it("says every value of the contract in French", () => {
    expect(said(EVENT_KIND_LABELS, EVENT_KINDS)).toEqual([
      "Anniversaire",
      "Commande en ligne",
      "Événement réservé",
    ]);
    expect(said(DELIVERY_STATUS_LABELS, DELIVERY_STATUSES)).toEqual([
      "Non livré",
      "Livré en partie",
      "Livré",
    ]);
    expect(said(CHILD_GENDER_LABELS, CHILD_GENDERS)).toEqual(["Fille", "Garçon"]);
    expect(said(EVENT_PAYMENT_LABELS, EVENT_PAYMENT_METHODS)).toEqual([
      "En ligne",
      "Carte bancaire",
      "Espèces",
      "Virement",
      "Chèque",
    ]);
    expect(said(CANCELLED_LABELS, CANCELLED_CHOICES)).toEqual(["Annulés", "Non annulés"]);
    expect(new Set(DELIVERY_STATUSES.map((s) => DELIVERY_STATUS_COLORS[s])).size).toBe(3);
  });

  it("writes days, hours, amounts and rates the screens' way", () => {
    expect(dayOf("2026-11-26")).toBe("26/11/2026");
    expect(hoursOf({ beginHour: "14:00", endHour: "16:30" })).toBe("14:00–16:30");
    expect(plain(money(18.5, "fr"))).toBe("18,50 €");
    expect(money(18.5, "en")).toBe("€18.50");
    expect(plain(vatRate(0.2, "fr"))).toBe("20 %");
    expect(vatRate(0.055, "en")).toBe("5.5%");
  });

  it("counts a child's age on the day of the party", () => {
    expect(ageOn("2018-11-26", "2026-11-26")).toBe(8);
    expect(ageOn("2018-11-27", "2026-11-26")).toBe(7);
    expect(ageOn("2018-12-01", "2026-11-26")).toBe(7);
    expect(ageOn(null, "2026-11-26")).toBeNull();
    expect(ageOn("2027-01-01", "2026-11-26")).toBeNull();
  });

  it("makes mail and phone links, and names the booker's language", () => {
    expect(mailto("camille@exemple.fr")).toBe("mailto:camille@exemple.fr");
    expect(tel("+33 6 12 34 56 78")).toBe("tel:+33612345678");
    expect(tel("06.12.34.56.78")).toBe("tel:0612345678");
    expect(cultureName("fr", "fr")).toBe("français (fr)");
    expect(cultureName("en-GB", "en")).toBe("British English (en-GB)");
  });
});
