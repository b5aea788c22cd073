import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { number, strBounds, time } from "./rules";

function messages(schema: z.core.$ZodType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("number", () => {
  const pingDelay = number({ required: true, min: 120, int: true });

  it("accepts numbers and numeric text, with either decimal separator", () => {
    expect(pingDelay.parse(300)).toBe(300);
    expect(pingDelay.parse(" 300 ")).toBe(300);
    const vat = number({ required: true, min: 0, max: 100 });
    expect(vat.parse("5,5")).toBe(5.5);
    expect(vat.parse("5.5")).toBe(5.5);
    expect(vat.parse(",5")).toBe(0.5);
  });

  it("checks inclusive bounds: min_value:n and max_value:n", () => {
    const vat = number({ required: true, min: 0, max: 100 });
    expect(vat.parse(0)).toBe(0);
    expect(vat.parse("100")).toBe(100);
    expect(messages(vat, -0.01)).toEqual(["min_value:0"]);
    expect(messages(vat, "100,01")).toEqual(["max_value:100"]);
    expect(messages(pingDelay, 119)).toEqual(["min_value:120"]);
  });

  it("required: missing, null and empty text say required, never 0", () => {
    for (const value of [undefined, null, "", "  "])
      expect(messages(pingDelay, value)).toEqual(["required"]);
  });

  it("optional: missing, null and empty text become undefined", () => {
    const price = number({ min: 0 });
    for (const value of [undefined, null, "", "  "]) expect(price.parse(value)).toBeUndefined();
    expect(messages(price, -1)).toEqual(["min_value:0"]);
  });

  it("reports what is no number, and decimals when int, with a bare min_value", () => {
    const notNumbers = ["abc", "12abc", "1e3", "1 000", "1,2,3", Number.NaN, Infinity, true, {}];
    notNumbers.forEach((value, index) => {
      expect(messages(pingDelay, value), `case ${index}`).toEqual(["min_value"]);
    });
    expect(messages(pingDelay, "150,5")).toEqual(["min_value"]);
    expect(messages(number({ int: true }), "abc")).toEqual(["min_value"]);
  });
});

describe("strBounds", () => {
  const price = strBounds({ required: true, min: 0, max: 999.99 });

  it("keeps the trimmed text and compares its value, either separator", () => {
    expect(price.parse(" 12,50 ")).toBe("12,50");
    expect(price.parse("12.50")).toBe("12.50");
    expect(price.parse("0")).toBe("0");
    expect(price.parse("999,99")).toBe("999,99");
  });

  it("gives min_str_val:n and max_str_val:n out of bounds", () => {
    expect(messages(price, "-0,01")).toEqual(["min_str_val:0"]);
    expect(messages(price, "1000")).toEqual(["max_str_val:999.99"]);
  });

  it("gives a bare min_str_val for text that is no number, whatever the bounds", () => {
    expect(messages(price, "douze")).toEqual(["min_str_val"]);
    expect(messages(strBounds({ max: 10 }), "12 €")).toEqual(["min_str_val"]);
  });

  it("required or optional like the other string rules", () => {
    expect(messages(price, "")).toEqual(["required"]);
    expect(messages(price, undefined)).toEqual(["required"]);
    expect(strBounds({ min: 1 }).parse("")).toBeUndefined();
  });
});

describe("time", () => {
  const opening = time({ required: true, min: "08:30", max: "23:00" });

  it("validates the 24-hour hh:mm format with a bare min_time_val", () => {
    const any = time();
    for (const value of ["00:00", "09:05", "23:59"]) expect(any.parse(value)).toBe(value);
    for (const value of [
      "24:00",
      "23:60",
      "9:30",
      "09:3",
      "0930",
      "09:30:00",
      "ab:cd",
      "０９:３０",
    ]) {
      expect(messages(any, value), value).toEqual(["min_time_val"]);
    }
  });

  it("checks inclusive bounds with the bound as parameter", () => {
    expect(opening.parse("08:30")).toBe("08:30");
    expect(opening.parse(" 23:00 ")).toBe("23:00");
    expect(messages(opening, "08:29")).toEqual(["min_time_val:08:30"]);
    expect(messages(opening, "23:01")).toEqual(["max_time_val:23:00"]);
  });

  it("required or optional like the other string rules", () => {
    expect(messages(opening, "")).toEqual(["required"]);
    expect(time({ max: "12:00" }).parse("")).toBeUndefined();
  });

  it("refuses a bound that is not hh:mm when the schema is built", () => {
    expect(() => time({ min: "8:30" })).toThrow();
    expect(() => time({ max: "24:00" })).toThrow();
  });
});
