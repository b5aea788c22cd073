import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMoney } from "./format";

describe("formats of spec section 9", () => {
  it("formats dates as dd/MM/yyyy and dd/MM/yyyy HH:mm:ss", () => {
    const d = new Date(2026, 10, 21, 14, 32, 5);
    expect(formatDate(d)).toBe("21/11/2026");
    expect(formatDateTime(d)).toBe("21/11/2026 14:32:05");
  });

  it("gives an empty text for missing or invalid dates", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDateTime(undefined)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });

  it("uses € in French and $ in English", () => {
    expect(formatMoney(12.5, "fr").replace(/\s/g, " ")).toBe("12,50 €");
    expect(formatMoney(12.5, "en")).toBe("$12.50");
  });
});
