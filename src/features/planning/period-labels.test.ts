import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { coverText, daysText, hoursText, kindText } from "./period-labels";

const i18n = setupI18n({ locale: "fr", messages: { fr: {} } });

describe("period labels", () => {
  it("writes days as ranges from three in a row", () => {
    expect(daysText([1, 2, 3, 4, 5], i18n)).toBe("lun. – ven.");
    expect(daysText([3, 6, 7], i18n)).toBe("mer., sam., dim.");
    expect(daysText([1, 2, 3, 4, 5, 6, 7], i18n)).toBe("Tous les jours");
  });

  it("says the kind with its cut, the hours past midnight and what is covered", () => {
    expect(kindText({ kind: "HappyHour", percent: 30 }, i18n)).toBe("Happy hour −30\u00a0%");
    expect(kindText({ kind: "FreePlay", percent: null }, i18n)).toBe("Jeu libre");
    expect(hoursText({ startTime: "22:00", endTime: "02:00" }, i18n)).toBe(
      "22:00 – 02:00 (lendemain)",
    );
    expect(coverText({ allGames: false, gameIds: [1, 2], categoryIds: [4] }, i18n)).toBe(
      "2 jeux, 1 catégorie",
    );
    expect(coverText({ allGames: false, gameIds: [], categoryIds: [] }, i18n)).toBe(
      "Aucun jeu (supprimés)",
    );
  });
});
