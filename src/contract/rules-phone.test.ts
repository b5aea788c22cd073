import { describe, expect, it } from "vitest";
import { formatPhone, phone, phoneE164 } from "./rules-phone";

describe("phone numbers", () => {
  it("reads a number without prefix as French and keeps it in E.164", () => {
    expect(phone().parse(" 06 12 34 56 78 ")).toBe("+33612345678");
    expect(phone().parse("+33 6 12 34 56 78")).toBe("+33612345678");
    expect(phone().parse("+32 470 12 34 56")).toBe("+32470123456");
    expect(phone().parse("")).toBeUndefined();
    expect(phoneE164("pas un numéro")).toBe("pas un numéro");
  });

  it("refuses what is not a number with the rule 'phone'", () => {
    for (const value of ["12", "06 12 34", "0012", "abc"]) {
      const result = phone().safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(["phone"]);
    }
  });

  it("shows a French number nationally and a foreign one internationally", () => {
    expect(formatPhone("+33612345678")).toBe("06 12 34 56 78");
    expect(formatPhone("0612345678")).toBe("06 12 34 56 78");
    expect(formatPhone("+32470123456")).toBe("+32 470 12 34 56");
    expect(formatPhone("n/a")).toBe("n/a");
  });
});
