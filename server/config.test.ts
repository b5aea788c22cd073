// @vitest-environment node
import { describe, expect, it } from "vitest";
import { DEMO_VENUE, loadConfig, luhnValid, vatNumberOf } from "./config";

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4790,
      databaseUrl: "file:data/backoffice.db",
      admin: { email: "admin@parc-demo.fr", password: "Admin#2026!" },
      oauth: {
        clientId: "backoffice-pwa",
        clientSecret: "backoffice-demo-secret",
        scope: "api offline_access",
      },
      jwtSecret: undefined,
      accessTokenTtl: 900,
      refreshTokenTtl: 43200,
      corsOrigins: [],
      currency: "EUR",
    });
    expect(config.distDir).toMatch(/\/dist$/);
  });

  it("reads the environment, ignoring empty variables", () => {
    const config = loadConfig({
      PORT: "8080",
      ACCESS_TOKEN_TTL: "60",
      JWT_SECRET: "",
      CORS_ORIGINS: "https://a.fr, https://b.fr",
      VENUE_CURRENCY: " chf",
    });
    expect([
      config.port,
      config.accessTokenTtl,
      config.jwtSecret,
      config.corsOrigins,
      config.currency,
    ]).toEqual([8080, 60, undefined, ["https://a.fr", "https://b.fr"], "CHF"]);
  });

  it("refuses invalid values with a readable message", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ADMIN_EMAIL: "not-an-email" })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ VENUE_CURRENCY: "euro" })).toThrow(/VENUE_CURRENCY/);
  });

  it("reads the venue's time zone, Europe/Paris by default, and refuses an unknown one", () => {
    expect(loadConfig({}).venueTimeZone).toBe("Europe/Paris");
    expect(loadConfig({ VENUE_TIME_ZONE: "America/Martinique" }).venueTimeZone).toBe(
      "America/Martinique",
    );
    expect(() => loadConfig({ VENUE_TIME_ZONE: "Europe/Atlantis" })).toThrow(/VENUE_TIME_ZONE/);
  });

  it("has well-formed demo legal identifiers, and refuses a malformed or mismatched one", () => {
    expect(loadConfig({}).venue).toEqual({
      legalName: "Parc Démo Loisirs SAS",
      address: ["12 rue des Loisirs", "69007 Lyon"],
      siren: "123456782",
      siret: "12345678200010",
      rcs: "RCS Lyon 123 456 782",
      vatNumber: "FR11123456782",
      capital: "SAS au capital de 10 000 €",
    });
    expect([luhnValid(DEMO_VENUE.VENUE_SIREN), luhnValid(DEMO_VENUE.VENUE_SIRET)]).toEqual([
      true,
      true,
    ]);
    expect(vatNumberOf("123456782")).toBe("FR11123456782");
    // Another fictional company: SIREN 987 654 324 (Luhn-valid), its VAT key computed by hand.
    expect([luhnValid("987654324"), 987654324 % 97, vatNumberOf("987654324")]).toEqual([
      true,
      33, // (12 + 3 × 33) mod 97 = 111 mod 97 = 14
      "FR14987654324",
    ]);
    const other = {
      VENUE_SIREN: "987 654 324",
      VENUE_SIRET: "987 654 324 00027",
      VENUE_RCS: "RCS Paris B 987 654 324",
      VENUE_VAT_NUMBER: "fr 14 987654324",
      VENUE_ADDRESS: "1 place du Jeu,  , 75001 Paris",
      VENUE_CAPITAL: "none",
    };
    expect(loadConfig(other).venue).toMatchObject({
      address: ["1 place du Jeu", "75001 Paris"],
      siren: "987654324",
      siret: "98765432400027",
      vatNumber: "FR14987654324",
      capital: null,
    });
    expect(() => loadConfig({ ...other, VENUE_SIREN: "98765432" })).toThrow(
      /VENUE_SIREN.*9 digits/,
    );
    expect(() => loadConfig({ ...other, VENUE_SIREN: "987654325" })).toThrow(/VENUE_SIREN.*Luhn/);
    expect(() => loadConfig({ ...other, VENUE_SIRET: "98765432400028" })).toThrow(
      /VENUE_SIRET.*Luhn/,
    );
    expect(() => loadConfig({ ...other, VENUE_SIRET: DEMO_VENUE.VENUE_SIRET })).toThrow(
      /VENUE_SIRET: must start with VENUE_SIREN 987654324/,
    );
    expect(() => loadConfig({ ...other, VENUE_VAT_NUMBER: "FR12987654324" })).toThrow(
      /VENUE_VAT_NUMBER: must be FR14987654324/,
    );
    expect(() => loadConfig({ ...other, VENUE_RCS: "Lyon 987 654 324" })).toThrow(/VENUE_RCS/);
    expect(() => loadConfig({ ...other, VENUE_RCS: "RCS Lyon 123 456 782" })).toThrow(
      /VENUE_RCS: must end with VENUE_SIREN/,
    );
    // La Poste's establishments (SIREN 356 000 000) may fail Luhn: digits adding up to a multiple of 5.
    const laPoste = {
      VENUE_SIREN: "356000000",
      VENUE_RCS: "RCS Paris 356 000 000",
      VENUE_VAT_NUMBER: vatNumberOf("356000000"),
    };
    expect(luhnValid("35600000000001")).toBe(false);
    expect(loadConfig({ ...laPoste, VENUE_SIRET: "35600000000001" }).venue.siret).toBe(
      "35600000000001",
    );
    expect(loadConfig({ ...laPoste, VENUE_SIRET: "35600000000048" }).venue.siret).toBe(
      "35600000000048",
    );
    expect(() => loadConfig({ ...laPoste, VENUE_SIRET: "35600000000002" })).toThrow(/VENUE_SIRET/);
  });
});
