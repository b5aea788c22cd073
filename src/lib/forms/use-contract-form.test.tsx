import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { signInSchema, type SignIn } from "@/contract/sign-in";
import { ApiError } from "../api/api-error";
import { serverFieldErrors, useContractForm, useFieldError } from "./use-contract-form";

/** A bare form on the glue: each field's translated error under it, and the failure's words. */
function SignInForm({ onValid }: { onValid: (value: SignIn) => Promise<void> }) {
  const { form, fields, failure } = useContractForm(signInSchema, {
    defaultValue: { email: "zoe@parc.fr" },
    onValid,
  });
  const fieldError = useFieldError();
  return (
    <form {...form.props}>
      {failure && <p role="alert">{i18n._(failure)}</p>}
      <input aria-label="email" name={fields.email.name} defaultValue={fields.email.defaultValue} />
      <span data-testid="email-error">{fieldError(fields.email)}</span>
      <input aria-label="password" name={fields.password.name} />
      <span data-testid="password-error">{fieldError(fields.password)}</span>
      <button type="submit">go</button>
    </form>
  );
}

function show(onValid: (value: SignIn) => Promise<void>) {
  render(
    <I18nProvider i18n={i18n}>
      <SignInForm onValid={onValid} />
    </I18nProvider>,
  );
  return {
    error: (name: string) => screen.getByTestId(`${name}-error`).textContent,
    type: (name: string, value: string) =>
      fireEvent.input(screen.getByLabelText(name), { target: { value } }),
    submit: () => fireEvent.click(screen.getByRole("button", { name: "go" })),
  };
}

describe("useContractForm", () => {
  it("shows nothing before the first submit, then the rules, then follows the typing", async () => {
    const onValid = vi.fn(async () => undefined);
    const form = show(onValid);
    form.type("email", "zoe@");
    expect(form.error("email")).toBe("");
    form.submit();
    await waitFor(() => expect(form.error("email")).toBe("Adresse e-mail invalide"));
    expect(form.error("password")).toBe("Ce champ est obligatoire");
    form.type("email", "zoe@parc.fr");
    await waitFor(() => expect(form.error("email")).toBe(""));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("hands the parsed value to onValid: trimmed e-mail, untrimmed password", async () => {
    const onValid = vi.fn(async () => undefined);
    const form = show(onValid);
    form.type("email", "  zoe@parc.fr ");
    form.type("password", " secret ");
    form.submit();
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ email: "zoe@parc.fr", password: " secret " }),
    );
  });

  it("puts the server's field issues under their fields, until the value changes", async () => {
    const form = show(async () => {
      throw new ApiError(400, "validation_failed", [{ path: "email", rule: "max_length:254" }]);
    });
    form.type("password", "x");
    form.submit();
    await waitFor(() => expect(form.error("email")).toBe("Limité à 254 caractères"));
    expect(screen.queryByRole("alert")).toBeNull();
    form.type("email", "zoe@parc.com");
    await waitFor(() => expect(form.error("email")).toBe(""));
  });

  it("turns any other failure into the form's one message", async () => {
    const form = show(async () => {
      throw new ApiError(400, "invalid_grant");
    });
    form.type("password", "x");
    form.submit();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Adresse e-mail ou mot de passe incorrect",
    );
  });
});

describe("serverFieldErrors", () => {
  it("groups the issues by field, and is undefined for anything but field issues", () => {
    const issues = [
      { path: "email", rule: "email" },
      { path: "email", rule: "max_length:254" },
      { path: "password", rule: "required" },
    ];
    expect(serverFieldErrors(new ApiError(400, "validation_failed", issues))).toEqual({
      formErrors: [],
      fieldErrors: { email: ["email", "max_length:254"], password: ["required"] },
    });
    expect(serverFieldErrors(new ApiError(400, "invalid_grant"))).toBeUndefined();
    expect(serverFieldErrors(new Error("boom"))).toBeUndefined();
  });
});
