// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createTestApp } from "./testing/test-app";

describe("CORS", () => {
  it("is off by default: no browser on another origin may call the API", async () => {
    const t = await createTestApp();
    const res = await t.app.request("/api/role/roles", {
      headers: { origin: "https://elsewhere.example" },
    });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    t.close();
  });

  it("allows the configured origins only, with the idempotency header visible", async () => {
    const t = await createTestApp({ CORS_ORIGINS: "https://pwa.parc.example" });
    const preflight = await t.app.request("/connect/token", {
      method: "OPTIONS",
      headers: { origin: "https://pwa.parc.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://pwa.parc.example");
    const token = (await t.signIn("agent")).access_token;
    const api = await t.call("GET", "/api/site/sitecategory", {
      token,
      headers: { origin: "https://pwa.parc.example" },
    });
    expect(api.headers.get("access-control-allow-origin")).toBe("https://pwa.parc.example");
    expect(api.headers.get("access-control-expose-headers")).toContain("Idempotent-Replayed");
    const other = await t.app.request("/api/role/roles", {
      headers: { origin: "https://evil.example" },
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    t.close();
  });
});
