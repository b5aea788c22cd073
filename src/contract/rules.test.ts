import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import * as rules from "./rules";
import {
  FIELD_LIMITS,
  PASSWORD_MIN_LENGTH,
  RULE_CODES,
  confirmed,
  email,
  number,
  parseRuleMessage,
  password,
  required,
  ruleMessage,
  text,
  time,
} from "./rules";

describe("rules module", () => {
  it("exports exactly the agreed names", () => {
    expect(Object.keys(rules).sort()).toEqual(
      [
        "FIELD_LIMITS",
        "PASSWORD_MIN_LENGTH",
        "RULE_CODES",
        "confirmed",
        "domain",
        "email",
        "kioskVersion",
        "noSpace",
        "number",
        "parseRuleMessage",
        "password",
        "required",
        "ruleMessage",
        "shortName",
        "siteCategoryName",
        "siteNumber",
        "strBounds",
        "text",
        "time",
        "url",
        "version",
      ].sort(),
    );
  });

  it("lists the 23 codes of spec section 5 and the wire dates' invalid_date, once each", () => {
    expect(RULE_CODES).toHaveLength(24);
    expect(new Set(RULE_CODES).size).toBe(24);
    expect(RULE_CODES).toContain("invalid_date");
  });

  it("holds the limits of spec section 9", () => {
    expect(FIELD_LIMITS).toEqual({
      name: 254,
      email: 254,
      city: 254,
      gameCode: 254,
      phone: 25,
      street: 500,
      postalCode: 16,
      kioskName: 90,
      kioskSerial: 90,
      cardNumber: 100,
    });
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });
});

describe("ruleMessage and parseRuleMessage", () => {
  it("writes the code, then ':' and the parameter when there is one", () => {
    expect(ruleMessage("required")).toBe("required");
    expect(ruleMessage("max_length", 254)).toBe("max_length:254");
    expect(ruleMessage("regex_domain", "parc.fr")).toBe("regex_domain:parc.fr");
  });

  it("reads back every code, keeping a time parameter whole", () => {
    for (const code of RULE_CODES) {
      expect(parseRuleMessage(ruleMessage(code))).toEqual({ code });
      expect(parseRuleMessage(ruleMessage(code, 7))).toEqual({ code, value: "7" });
    }
    expect(parseRuleMessage("min_time_val:08:30")).toEqual({
      code: "min_time_val",
      value: "08:30",
    });
    expect(parseRuleMessage("max_length:")).toEqual({ code: "max_length" });
  });

  it("answers undefined for anything that is not a rule code", () => {
    for (const message of [
      "",
      "Invalid input",
      "unreachable",
      "Required",
      ":required",
      "required ",
    ]) {
      expect(parseRuleMessage(message)).toBeUndefined();
    }
  });
});

describe("through conform's parseWithZod", () => {
  function submit(schema: z.ZodObject, fields: Record<string, string>) {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.set(name, value);
    return parseWithZod(formData, { schema });
  }

  const customer = z.object({
    firstName: text({ required: true, trim: true, max: FIELD_LIMITS.name }),
    phoneNumber: text({ trim: true, max: FIELD_LIMITS.phone }),
    emailSponsor: email(),
    pingDelay: number({ required: true, min: 120, int: true }),
    opening: time({ min: "08:00" }),
  });

  it("sees 'required' for an empty or absent input, never zod's default text", () => {
    const submission = submit(customer, {
      firstName: "",
      phoneNumber: "",
      emailSponsor: "",
      opening: "",
    });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ firstName: ["required"], pingDelay: ["required"] });
  });

  it("sees the parameterised codes and outputs typed values", () => {
    const failed = submit(customer, {
      firstName: "Zoé",
      phoneNumber: "0".repeat(26),
      emailSponsor: "zoe@",
      pingDelay: "119",
      opening: "07:59",
    });
    expect(failed.reply().error).toEqual({
      phoneNumber: ["max_length:25"],
      emailSponsor: ["email"],
      pingDelay: ["min_value:120"],
      opening: ["min_time_val:08:00"],
    });
    const passed = submit(customer, { firstName: " Zoé ", phoneNumber: "", pingDelay: "300" });
    expect(passed.status).toBe("success");
    expect(passed.status === "success" && passed.value).toEqual({
      firstName: "Zoé",
      pingDelay: 300,
    });
  });

  it("infers optional keys for optional rules and numbers for number()", () => {
    type Customer = z.infer<typeof customer>;
    expectTypeOf<Customer>().toEqualTypeOf<{
      firstName: string;
      phoneNumber?: string | undefined;
      emailSponsor?: string | undefined;
      pingDelay: number;
      opening?: string | undefined;
    }>();
    expect(customer.parse({ firstName: "Zoé", pingDelay: 300 })).toEqual({
      firstName: "Zoé",
      pingDelay: 300,
    });
  });

  it("reports required and confirmed on the password-set form", () => {
    const passwordSet = confirmed(
      z.object({
        code: required(z.string().trim()),
        password: password(),
        confirmPassword: required(z.string()),
      }),
      "password",
      "confirmPassword",
    );
    const submission = submit(passwordSet, {
      code: " ",
      password: "Abcdef1!",
      confirmPassword: "Abcdef1?",
    });
    expect(submission.reply().error).toEqual({
      code: ["required"],
      confirmPassword: ["confirmed"],
    });
  });
});
