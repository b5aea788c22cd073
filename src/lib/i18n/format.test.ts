import { describe, expect, it } from "vitest";
import {
  currencySymbol,
  formatDate,
  formatDateTime,
  formatListDateTime,
  formatMoney,
} from "./format";

describe("formats of spec section 9", () => {
  it("formats dates as dd/MM/yyyy and dd/MM/yyyy HH:mm:ss", () => {
    const d = new Date(2026, 10, 21, 14, 32, 5);
    expect(formatDate(d)).toBe("21/11/2026");
    expect(formatDateTime(d)).toBe("21/11/2026 14:32:05");
    expect(formatListDateTime(d)).toBe("21/11/2026 14:32");
    expect(formatListDateTime(null)).toBe("");
  });

  it("gives an empty text for missing or invalid dates", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDateTime(undefined)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });

  it("uses € in French and $ in English", () => {
    expect(formatMoney(12.5, "fr").replace(/\s/g, " ")).toBe("12,50 €");
    // The venue's currency in every language (issue 10), written the language's way.
    expect(formatMoney(12.5, "en")).toBe("€12.50");
    expect(formatMoney(12.5, "en", "GBP")).toBe("£12.50");
    expect(formatMoney(1234.5, "fr", "CHF").replace(/\s/g, " ")).toBe("1 234,50 CHF");
    expect(currencySymbol("fr")).toBe("€");
    expect(currencySymbol("en", "USD")).toBe("$");
  });
});
