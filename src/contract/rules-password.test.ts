import { describe, expect, it } from "vitest";
import { z } from "zod";
import { confirmed, email, password, required } from "./rules";

function messages(schema: z.core.$ZodType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("password", () => {
  const schema = password();

  it("accepts 8 characters with upper, lower, digit and special", () => {
    for (const value of ["Abcdef1!", "Passw0rd ", "Éléphant9-", "motDe5passe😀"]) {
      expect(schema.parse(value)).toBe(value);
    }
  });

  it("refuses a password lacking any one class, or too short, with 'password'", () => {
    for (const value of ["abcdef1!", "ABCDEF1!", "Abcdefg!", "Abcdefg1", "Abcde1!", "Ab1!😀😀"]) {
      expect(messages(schema, value)).toEqual(["password"]);
    }
  });

  it("says required, and only required, when empty or missing", () => {
    expect(messages(schema, "")).toEqual(["required"]);
    expect(messages(schema, undefined)).toEqual(["required"]);
  });
});

describe("confirmed", () => {
  const schema = confirmed(
    z.object({
      email: email({ required: true }),
      password: password(),
      confirmPassword: required(z.string()),
    }),
    "password",
    "confirmPassword",
  );
  const issues = (value: unknown) =>
    schema.safeParse(value).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ??
    [];

  it("passes when both match", () => {
    const value = { email: "a@exemple.fr", password: "Abcdef1!", confirmPassword: "Abcdef1!" };
    expect(schema.parse(value)).toEqual(value);
  });

  it("adds 'confirmed' at the confirmation field, even when another field fails", () => {
    expect(
      issues({ email: "a@exemple.fr", password: "Abcdef1!", confirmPassword: "Abcdef1?" }),
    ).toEqual([["confirmPassword", "confirmed"]]);
    expect(issues({ password: "Abcdef1!", confirmPassword: "abcdef1!" })).toEqual([
      ["email", "required"],
      ["confirmPassword", "confirmed"],
    ]);
  });

  it("does not compare when either side is empty or missing", () => {
    expect(issues({ email: "a@exemple.fr", password: "Abcdef1!", confirmPassword: "" })).toEqual([
      ["confirmPassword", "required"],
    ]);
    expect(issues({ email: "a@exemple.fr", confirmPassword: "Abcdef1!" })).toEqual([
      ["password", "required"],
    ]);
  });
});
