import { describe, expect, it } from "vitest";
import {
  currencySymbol,
  formatAge,
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

describe("formatAge", () => {
  const now = Date.parse("2026-11-25T12:00:00Z");
  it("says how long ago, in seconds, minutes, hours or days, in both languages", () => {
    const ago = (ms: number, locale: "fr" | "en") => formatAge(now - ms, locale, now);
    expect(ago(4 * 60_000, "fr").replace(/\s/g, " ")).toBe("il y a 4 min");
    expect(ago(4 * 60_000, "en")).toMatch(/^4 min\.? ago$/);
    expect(ago(3 * 3_600_000, "fr").replace(/\s/g, " ")).toBe("il y a 3 h");
    expect(ago(2 * 86_400_000, "en")).toMatch(/^2 days ago$/);
    expect(formatAge(null, "fr", now)).toBe("");
  });
});
