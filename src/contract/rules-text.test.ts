import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FIELD_LIMITS, email, required, text } from "./rules";

/** The issue messages a value gets, [] when it passes. */
function messages(schema: z.core.$ZodType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("required", () => {
  const trimmed = required(z.string().trim());

  it("reports a missing, null, non-string or empty value as required", () => {
    for (const value of [undefined, null, 42, "", "   "]) {
      expect(messages(trimmed, value)).toEqual(["required"]);
    }
  });

  it("judges emptiness after the schema's own trim only", () => {
    expect(trimmed.parse("  Zoé ")).toBe("Zoé");
    expect(messages(required(z.string()), "   ")).toEqual([]);
  });

  it("keeps the schema's checks and reports required first", () => {
    const schema = required(z.string().trim().min(3, "min_length:3"));
    expect(messages(schema, " ")).toEqual(["required", "min_length:3"]);
    expect(messages(schema, "ab")).toEqual(["min_length:3"]);
  });
});

describe("text", () => {
  it("required: trims, then required, min_length and max_length at their boundaries", () => {
    const name = text({ required: true, trim: true, min: 2, max: FIELD_LIMITS.name });
    expect(messages(name, undefined)).toEqual(["required"]);
    expect(messages(name, "  ")).toEqual(["required"]);
    expect(messages(name, "a")).toEqual(["min_length:2"]);
    expect(name.parse(" ab ")).toBe("ab");
    expect(name.parse("x".repeat(254))).toHaveLength(254);
    expect(messages(name, "x".repeat(255))).toEqual(["max_length:254"]);
  });

  it("optional: '', null, undefined and (trimmed) blanks all become undefined", () => {
    const street = text({ trim: true, max: FIELD_LIMITS.street });
    for (const value of ["", null, undefined, "   "]) expect(street.parse(value)).toBeUndefined();
    expect(street.parse(" 1 rue des Lilas ")).toBe("1 rue des Lilas");
    expect(messages(street, "x".repeat(501))).toEqual(["max_length:500"]);
  });

  it("optional without trim keeps blanks as a value", () => {
    expect(text({ max: 3 }).parse("  ")).toBe("  ");
  });

  it("counts lengths in Unicode code points: accents and emoji are one character", () => {
    const short = text({ min: 3, max: 4 });
    expect(short.parse("éèàç")).toBe("éèàç");
    expect(short.parse("😀😀😀😀")).toBe("😀😀😀😀");
    expect(messages(short, "😀😀😀😀😀")).toEqual(["max_length:4"]);
    expect(messages(short, "😀😀")).toEqual(["min_length:3"]);
  });

  it("reports a non-string as required, even when optional", () => {
    expect(messages(text({ max: 3 }), 12)).toEqual(["required"]);
  });
});

describe("email", () => {
  it("accepts trimmed addresses and refuses malformed ones with 'email'", () => {
    const schema = email({ required: true });
    expect(schema.parse("  zoe.martin+parc@exemple.fr ")).toBe("zoe.martin+parc@exemple.fr");
    for (const value of [
      "zoe",
      "zoe@",
      "zoe@exemple",
      "@exemple.fr",
      "zoé@exemple.fr",
      "a b@c.fr",
    ]) {
      expect(messages(schema, value)).toEqual(["email"]);
    }
  });

  it("is optional by default and says required only when asked", () => {
    expect(email().parse("")).toBeUndefined();
    expect(email().parse(undefined)).toBeUndefined();
    expect(messages(email({ required: true }), "")).toEqual(["required"]);
    expect(messages(email({ required: true }), undefined)).toEqual(["required"]);
  });

  it("limits the length to 254 by default, or to max", () => {
    const at254 = `${"a".repeat(243)}@exemple.fr`;
    expect(at254).toHaveLength(254);
    expect(email().parse(at254)).toBe(at254);
    expect(messages(email(), `a${at254}`)).toEqual(["max_length:254"]);
    expect(messages(email({ max: 10 }), "ab@exemple.fr")).toEqual(["max_length:10"]);
  });
});
