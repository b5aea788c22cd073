// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

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
});
