import { describe, expect, it } from "vitest";
import { cardNumbersFromCode, ean13Of } from "./card-codes";

describe("cardNumbersFromCode", () => {
  it("takes a QR code, Code 128 or Code 39 as read, trimmed", () => {
    expect(cardNumbersFromCode({ text: " PC-000001 ", format: "qr_code" })).toEqual(["PC-000001"]);
    expect(cardNumbersFromCode({ text: "0420000001", format: "code_128" })).toEqual(["0420000001"]);
    expect(cardNumbersFromCode({ text: "0420000001", format: "code_39" })).toEqual(["0420000001"]);
  });

  it("reads an EAN-13 as read, then without its check digit and each of its leading zeros", () => {
    expect(cardNumbersFromCode({ text: "0004200000013", format: "ean_13" })).toEqual([
      "0004200000013",
      "000420000001",
      "00420000001",
      "0420000001",
      "420000001",
    ]);
  });

  it("does the same for EAN-8 and UPC-A, and keeps a payload of zeros to one digit", () => {
    expect(cardNumbersFromCode({ text: "00000123", format: "ean_8" })).toEqual([
      "00000123",
      "0000012",
      "000012",
      "00012",
      "0012",
      "012",
      "12",
    ]);
    expect(cardNumbersFromCode({ text: "000000000000", format: "upc_a" }).at(-1)).toBe("0");
    expect(cardNumbersFromCode({ text: "123456789012", format: "upc_a" })).toEqual([
      "123456789012",
      "12345678901",
    ]);
  });

  it("reads a wedge's or a typed code as read, and as a retail code when its check digit fits", () => {
    expect(cardNumbersFromCode({ text: "0004200000013", format: "unknown" })).toContain(
      "0420000001",
    );
    expect(cardNumbersFromCode({ text: "0004200000012", format: "unknown" })).toEqual([
      "0004200000012",
    ]);
    expect(cardNumbersFromCode({ text: "0420000001", format: "unknown" })).toEqual(["0420000001"]);
  });

  it("names no card for an empty or over-long text", () => {
    expect(cardNumbersFromCode({ text: "  ", format: "qr_code" })).toEqual([]);
    expect(cardNumbersFromCode({ text: "x".repeat(101), format: "qr_code" })).toEqual([]);
  });

  it("takes a non-digit text in a retail format as read (a reader may mislabel)", () => {
    expect(cardNumbersFromCode({ text: "PC-1", format: "ean_13" })).toEqual(["PC-1"]);
  });
});

describe("ean13Of", () => {
  it("pads a demo technical number and adds its check digit", () => {
    expect(ean13Of("0420000001")).toBe("0004200000013");
    expect(ean13Of("400638133393")).toBe("4006381333931");
  });

  it("has no EAN-13 for letters or more than 12 digits", () => {
    expect(ean13Of("PC-000001")).toBeNull();
    expect(ean13Of("1234567890123")).toBeNull();
  });

  it("round-trips through the scanner's rule", () => {
    const ean = ean13Of("0420000007")!;
    expect(cardNumbersFromCode({ text: ean, format: "ean_13" })).toContain("0420000007");
  });
});
