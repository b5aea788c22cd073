import { describe, expect, it } from "vitest";
import { parseDay } from "./format";

describe("parseDay", () => {
  it("reads a French day as the API's YYYY-MM-DD", () => {
    expect(parseDay("01/02/2015")).toBe("2015-02-01");
    expect(parseDay(" 9/7/1990 ")).toBe("1990-07-09");
  });

  it("answers null for an incomplete or impossible day", () => {
    expect(parseDay("01/02/20")).toBeNull();
    expect(parseDay("31/02/2015")).toBeNull();
    expect(parseDay("2015-02-01")).toBeNull();
  });
});
