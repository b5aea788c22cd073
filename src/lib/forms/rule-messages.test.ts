import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { RULE_CODES, ruleMessage } from "@/contract/rules";
import { UNREACHABLE } from "./async-validators";
import { ruleMessageDescriptor } from "./rule-messages";

/** What the user reads, in the French source locale activated by the test set-up. */
const shown = (message: string) => i18n._(ruleMessageDescriptor(message));

describe("ruleMessageDescriptor", () => {
  it("gives every rule code, with or without parameter, a message of its own", () => {
    const generic = shown("no such rule");
    for (const code of RULE_CODES) {
      for (const message of [ruleMessage(code), ruleMessage(code, 12)]) {
        const descriptor = ruleMessageDescriptor(message);
        expect(descriptor.id, message).not.toBe("");
        expect(shown(message), message).not.toBe("");
        expect(shown(message), message).not.toBe(generic);
      }
    }
  });

  it("uses the spec's wording", () => {
    expect(shown("required")).toBe("Ce champ est obligatoire");
    expect(shown("email")).toBe("Adresse e-mail invalide");
    expect(shown("confirmed")).toBe("La confirmation ne correspond pas");
    expect(shown("is_valid")).toBe("Cette valeur n'existe pas");
    expect(shown("required_email_not_exist")).toBe("Cette adresse e-mail existe déjà");
    expect(shown("password")).toBe(
      "Au moins 8 caractères, avec une majuscule, une minuscule, un chiffre et un caractère spécial",
    );
    expect(shown("regex_url")).toBe("URL invalide");
    expect(shown("url")).toBe("URL invalide");
  });

  it("interpolates the parameter", () => {
    const descriptor = ruleMessageDescriptor("max_length:254");
    expect(descriptor.values).toEqual({ value: "254" });
    expect(shown("max_length:254")).toBe("Limité à 254 caractères");
    expect(shown("min_length:3")).toBe("Au moins 3 caractères");
    expect(shown("min_value:120")).toBe("Doit être supérieur ou égal à 120");
    expect(shown("max_value:100")).toBe("Doit être inférieur ou égal à 100");
    expect(shown("min_str_val:0")).toBe("Doit être supérieur ou égal à 0");
    expect(shown("max_str_val:999.99")).toBe("Doit être inférieur ou égal à 999.99");
    expect(shown("min_time_val:08:30")).toBe("Pas avant 08:30");
    expect(shown("max_time_val:23:00")).toBe("Pas après 23:00");
    expect(shown("regex_domain:parc.fr")).toBe("Doit appartenir au domaine parc.fr");
  });

  it("says what a bare bound code means: the value could not be compared", () => {
    expect(shown("min_value")).toBe("Nombre invalide");
    expect(shown("min_str_val")).toBe("Nombre invalide");
    expect(shown("min_time_val")).toBe("Heure invalide, format attendu hh:mm");
  });

  it("has words for an unreachable server and a generic text for the unknown", () => {
    expect(shown(UNREACHABLE)).toBe(
      "Vérification impossible pour le moment, elle sera refaite à l'enregistrement",
    );
    for (const message of ["", "Invalid input", "max_lengthh:3"])
      expect(shown(message)).toBe("Valeur invalide");
  });

  it("follows the active locale through the catalogue", () => {
    const { id } = ruleMessageDescriptor("max_length:5");
    i18n.load("en", { [id]: "Limited to {value} characters" });
    i18n.activate("en");
    try {
      expect(shown("max_length:5")).toBe("Limited to 5 characters");
    } finally {
      i18n.activate("fr");
    }
  });
});
