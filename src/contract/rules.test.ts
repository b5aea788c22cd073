import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import * as zm from "zod/mini";
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
        "md5",
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

  it("lists the 23 codes of spec section 5, the wire dates' invalid_date, phone and md5, once each", () => {
    expect(RULE_CODES).toHaveLength(26);
    expect(new Set(RULE_CODES).size).toBe(26);
    expect(RULE_CODES).toContain("invalid_date");
    expect(RULE_CODES).toContain("phone");
    expect(RULE_CODES).toContain("md5");
  });

  it("holds the limits of spec section 9", () => {
    expect(FIELD_LIMITS).toEqual({
      name: 254,
      email: 254,
      city: 254,
      gameCode: 254,
      // Not in the spec: a game's software version (src/contract/catalogue.ts).
      version: 50,
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

describe("through a form's raw payload (Standard Schema, as src/lib/forms/use-contract-form.ts)", () => {
  type Submitted =
    { status: "success"; value: unknown } | { status: "error"; error: Record<string, string[]> };

  /**
   * What conform's future useForm does on submit: the form's fields as they are ("" for an empty
   * input, absent when not in the form), validated through the schema's Standard Schema face.
   */
  function submit(schema: z.core.$ZodType, fields: Record<string, string>): Submitted {
    const result = schema["~standard"].validate({ ...fields });
    if (result instanceof Promise) throw new Error("the contract's schemas are synchronous");
    if (!result.issues) return { status: "success", value: result.value };
    const error: Record<string, string[]> = {};
    for (const issue of result.issues)
      (error[(issue.path ?? []).map(String).join(".")] ??= []).push(issue.message);
    return { status: "error", error };
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
    expect(submission).toEqual({
      status: "error",
      error: { firstName: ["required"], pingDelay: ["required"] },
    });
  });

  it("sees the parameterised codes and outputs typed values", () => {
    const failed = submit(customer, {
      firstName: "Zoé",
      phoneNumber: "0".repeat(26),
      emailSponsor: "zoe@",
      pingDelay: "119",
      opening: "07:59",
    });
    expect(failed.status === "error" && failed.error).toEqual({
      phoneNumber: ["max_length:25"],
      emailSponsor: ["email"],
      pingDelay: ["min_value:120"],
      opening: ["min_time_val:08:00"],
    });
    const passed = submit(customer, { firstName: " Zoé ", phoneNumber: "", pingDelay: "300" });
    expect(passed).toEqual({ status: "success", value: { firstName: "Zoé", pingDelay: 300 } });
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
    expect(submission.status === "error" && submission.error).toEqual({
      code: ["required"],
      confirmPassword: ["confirmed"],
    });
  });

  it("composes into a zod/mini object too, as the sign-in form does", () => {
    const signIn = zm.object({
      email: email({ required: true }),
      password: required(zm.string()),
      pingDelay: number({ min: 120 }),
    });
    expect(submit(signIn, { email: "zoe@", password: "", pingDelay: "" })).toEqual({
      status: "error",
      error: { email: ["email"], password: ["required"] },
    });
    expect(submit(signIn, { email: " zoe@parc.fr ", password: " x ", pingDelay: "150" })).toEqual({
      status: "success",
      value: { email: "zoe@parc.fr", password: " x ", pingDelay: 150 },
    });
  });
});
