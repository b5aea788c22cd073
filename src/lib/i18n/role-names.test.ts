import { setupI18n, type Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as en } from "../../../locales/en/messages.po";
import { roleName } from "./role-names";

describe("role names", () => {
  it("says the seeded roles in the interface's language and a venue's own as named", () => {
    const english = setupI18n({ locale: "en", messages: { en: en as Messages } });
    expect(roleName("Administrateur", english)).toBe("Administrator");
    expect(roleName("Agent d'accueil", english)).toBe("Front desk agent");
    expect(roleName("Caissier du soir", english)).toBe("Caissier du soir");
    const french = setupI18n({ locale: "fr", messages: { fr: {} } });
    expect(roleName("Responsable", french)).toBe("Responsable");
  });
});
