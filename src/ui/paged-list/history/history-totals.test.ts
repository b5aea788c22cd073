import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { gameTotalsLine, purchaseTotalsLine, snackTotalsLine } from "./history-totals";

/** Intl's no-break spaces (thousands, before "€") read as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("history totals line", () => {
  it("says the purchases' count, amount, units and bonus units in French", () => {
    expect(
      plain(purchaseTotalsLine({ count: 3, amount: 145, tokens: 290, freeTokens: 20 }, i18n)),
    ).toBe("3 achats · 145,00 € · 290 unités · 20 unités bonus");
  });

  it("uses the singular for one, and the thousands separator", () => {
    expect(
      plain(purchaseTotalsLine({ count: 1, amount: 1234.5, tokens: 1, freeTokens: 0 }, i18n)),
    ).toBe("1 achat · 1 234,50 € · 1 unité · 0 unité bonus");
    expect(plain(gameTotalsLine({ count: 1, tokens: 2, freeTokens: 1 }, i18n))).toBe(
      "1 partie · 2 unités · 1 unité bonus",
    );
    expect(plain(gameTotalsLine({ count: 12, tokens: 30, freeTokens: 4 }, i18n))).toBe(
      "12 parties · 30 unités · 4 unités bonus",
    );
    expect(plain(snackTotalsLine({ count: 5, tokenPrice: 17 }, i18n))).toBe(
      "5 articles · 17 unités",
    );
  });
});
