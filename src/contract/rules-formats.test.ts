import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  domain,
  kioskVersion,
  md5,
  noSpace,
  required,
  shortName,
  siteCategoryName,
  siteNumber,
  url,
  version,
} from "./rules";

function messages(schema: z.core.$ZodType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** Asserts each valid value passes and each invalid one fails with exactly `code`. */
function expectRule(schema: z.core.$ZodType, code: string, valid: string[], invalid: string[]) {
  for (const value of valid) expect(messages(schema, value), value).toEqual([]);
  for (const value of invalid) expect(messages(schema, value), value).toEqual([code]);
}

describe("format rules", () => {
  it("noSpace refuses any whitespace, Unicode spaces included", () => {
    expectRule(
      noSpace(),
      "no_space",
      ["borne-01", "é_ü"],
      [" a", "a b", "a\tb", "a\nb", "a\u00a0b", "a\u202fb"],
    );
  });

  it("noSpace judges the given schema's value, so a trimmed schema ignores outer spaces", () => {
    expect(noSpace(z.string().trim()).parse("  KIOSK01 ")).toBe("KIOSK01");
  });

  it("shortName takes lowercase a-z only", () => {
    expectRule(shortName(), "short_name", ["abc", "z"], ["Abc", "abc1", "é", "ab-c", "ab c"]);
  });

  it("siteCategoryName takes ASCII letters and digits only", () => {
    expectRule(
      siteCategoryName(),
      "site_category_name_rule",
      ["Parc1", "ABC", "42"],
      ["Café", "parc-1", "parc 1", "a_b"],
    );
  });

  it("siteNumber takes exactly 4 digits", () => {
    expectRule(
      siteNumber(),
      "site_number_format",
      ["0042", "1234"],
      ["123", "12345", "12a4", "١٢٣٤", " 1234"],
    );
  });

  it("url takes http, https and ftp URLs with a host", () => {
    expectRule(
      url(),
      "regex_url",
      [
        "http://parc.fr",
        "https://cdn.parc.fr:8443/maj/1.2.3.zip?x=1#a",
        "ftp://files.parc.fr/pub",
        "HTTPS://PARC.FR",
        "http://localhost:4790",
      ],
      [
        "parc.fr",
        "www.parc.fr",
        "mailto:a@parc.fr",
        "file:///etc/passwd",
        "http:parc.fr",
        "http://",
        "https://pa rc.fr",
        "http://parc.fr/a b",
      ],
    );
  });

  it("domain requires the provider's domain at a label or @ boundary, case-insensitively", () => {
    expectRule(
      domain("parc.fr"),
      "regex_domain:parc.fr",
      ["zoe@parc.fr", "x.parc.fr", "parc.fr", "Zoe@PARC.FR"],
      ["zoe@monparc.fr", "zoe@parc.fr.evil.com", "zoe@parc.com"],
    );
  });

  it("domain normalises the provider and refuses an empty one", () => {
    expect(messages(domain(" @Parc.FR "), "a@b.fr")).toEqual(["regex_domain:parc.fr"]);
    expect(() => domain(" ")).toThrow();
  });

  it("version takes x.y.z where z may be *", () => {
    expectRule(
      version(),
      "match_version",
      ["1.2.3", "10.20.300", "1.2.*"],
      ["1.2", "1.*.3", "*.2.3", "1.2.3.4", "v1.2.3", "1.2.x", "1.2.**"],
    );
  });

  it("kioskVersion takes w.x.y.z where z is * or exactly 4 digits", () => {
    expectRule(
      kioskVersion(),
      "match_kiosk_version",
      ["1.16.0.1745", "1.16.0.*", "2.0.10.0001"],
      ["1.16.0.174", "1.16.0.17450", "1.16.*.1745", "1.16.0", "1.16.0.1745.1", "1.16.0.abcd"],
    );
  });

  it("md5 takes 32 hexadecimal digits, either case", () => {
    expectRule(
      md5(),
      "md5",
      ["d41d8cd98f00b204e9800998ecf8427e", "D41D8CD98F00B204E9800998ECF8427E"],
      [
        "d41d8cd98f00b204e9800998ecf8427",
        "d41d8cd98f00b204e9800998ecf8427e0",
        "g41d8cd98f00b204e9800998ecf8427e",
      ],
    );
  });

  it("every format rule leaves emptiness to required and composes with it", () => {
    for (const schema of [
      noSpace(),
      shortName(),
      siteCategoryName(),
      siteNumber(),
      url(),
      md5(),
      domain("parc.fr"),
      version(),
      kioskVersion(),
    ]) {
      expect(messages(schema, "")).toEqual([]);
      expect(messages(required(schema), "")).toEqual(["required"]);
      expect(messages(required(schema), undefined)).toEqual(["required"]);
    }
  });
});
