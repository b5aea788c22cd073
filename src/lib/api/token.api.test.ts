// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { readAppConfig } from "@/contract/app-config";
import { createTokenClient } from "./token.api";

afterEach(() => localStorage.clear());

describe("the password grant", () => {
  it("keeps the tablet's proof for the e-mail and sends it with the next sign-ins to it", async () => {
    const forms: URLSearchParams[] = [];
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      forms.push(new URLSearchParams(init?.body as URLSearchParams));
      return Response.json({
        access_token: "a",
        refresh_token: "r",
        expires_in: 900,
        token_type: "Bearer",
        device_proof: "tablet-1.mac",
      });
    }) as unknown as typeof fetch;
    const client = createTokenClient(
      () => readAppConfig({ authUrl: "http://api.test" }),
      fetchImpl,
    );
    await client.passwordGrant("Agent@Parc-Demo.fr", "x");
    await client.passwordGrant("agent@parc-demo.fr", "x");
    await client.passwordGrant("manager@parc-demo.fr", "x");
    expect(forms.map((f) => f.get("device_proof"))).toEqual([null, "tablet-1.mac", null]);
  });
});
