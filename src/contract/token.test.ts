import { describe, expect, it } from "vitest";
import { readAppConfig } from "./app-config";
import { readClaims, readTokenResponse } from "./token";

const claims = {
  sub: "7",
  exp: 1_900_000_000,
  email: "lea.petit@parc-demo.fr",
  name: "Léa Petit",
  role: "Responsable",
  role_id: 2,
  role_rank: 20,
  role_rights: ["card_read", " KIOSK_READ ", "UNKNOWN"],
};

describe("token answer and claims", () => {
  it("reads the claims, normalising rights", () => {
    expect(readClaims(claims)).toEqual({ ...claims, role_rights: ["CARD_READ", "KIOSK_READ"] });
  });

  it("accepts a single right as a string and numbers as strings", () => {
    const read = readClaims({ ...claims, role_rights: "card_read", role_id: "2", role_rank: "20" });
    expect(read?.role_rights).toEqual(["CARD_READ"]);
    expect(read?.role_id).toBe(2);
  });

  it("refuses claims that miss what the app needs", () => {
    expect(readClaims({ ...claims, exp: "soon" })).toBeUndefined();
    expect(readClaims({ ...claims, role_id: "two" })).toBeUndefined();
    expect(readClaims({ ...claims, role_rights: [1, 2] })).toBeUndefined();
    expect(readClaims(null)).toBeUndefined();
  });

  it("reads the token endpoint's answer", () => {
    const answer = { access_token: "a", refresh_token: "r", expires_in: 900 };
    expect(readTokenResponse(answer)).toEqual({ ...answer, token_type: "Bearer" });
    expect(readTokenResponse({ ...answer, access_token: "" })).toBeUndefined();
    expect(readTokenResponse({ ...answer, expires_in: -1 })).toBeUndefined();
  });
});

describe("runtime config", () => {
  it("defaults to the same origin and keeps the strings given", () => {
    expect(readAppConfig(undefined).apiBaseUrl).toBe("");
    const config = readAppConfig({
      apiBaseUrl: " https://api.parc.fr ",
      clientId: 42,
      extra: true,
    });
    expect(config.apiBaseUrl).toBe("https://api.parc.fr");
    expect(config.clientId).toBe("backoffice-pwa");
    expect(config).not.toHaveProperty("extra");
  });

  it("takes the venue's currency as an ISO 4217 code, euro otherwise", () => {
    expect(readAppConfig({}).currency).toBe("EUR");
    expect(readAppConfig({ currency: " chf " }).currency).toBe("CHF");
    expect(readAppConfig({ currency: "euro" }).currency).toBe("EUR");
    expect(readAppConfig({ currency: 978 }).currency).toBe("EUR");
  });
});
