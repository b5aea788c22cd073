// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { basicAuth, createTestApp, tokensOf, type TestApp } from "../testing/test-app";

let t: TestApp;
afterEach(() => t.close());

const wrong = (username: string) => ({ grant_type: "password", username, password: "Faux#2026!" });

/** /connect/token as if from `address` (the node server's socket; in-process there is none). */
function tokenFrom(address: string, fields: Record<string, string>, headers = {}) {
  return t.app.request(
    "/connect/token",
    {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: basicAuth(t.config.oauth.clientId, t.config.oauth.clientSecret),
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

describe("failed sign-ins are limited", () => {
  it("per account: past 5 failures an attempt waits a short, growing delay, then the right password works", async () => {
    t = await createTestApp();
    const email = t.accounts.agent.email;
    for (let i = 0; i < 5; i++) expect((await t.token(wrong(email))).status).toBe(400);
    const refused = await t.token(wrong(email));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: "too_many_attempts", error: "too_many_attempts" });
    expect(Number(refused.headers.get("retry-after"))).toBe(1);
    // Another account is not slowed by this one.
    expect((await t.signIn("manager")).access_token).toBeTruthy();
    // Not locked out: after the wait, the right password signs in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const right = await t.token({
      grant_type: "password",
      username: email,
      password: "Agent#2026!",
    });
    expect(right.status).toBe(200);
  });

  it("an account under attack: its owner signs in at once from the tablet they used before", async () => {
    t = await createTestApp();
    const email = t.accounts.agent.email;
    const before = (await tokensOf(
      await tokenFrom("10.0.0.5", {
        grant_type: "password",
        username: email,
        password: "Agent#2026!",
      }),
    )) as { device_proof?: string };
    expect(before.device_proof).toMatch(/^[\w-]+\.[\w-]+$/);
    // Someone tries passwords from another address, again and again.
    for (let i = 0; i < 30; i++) await tokenFrom("10.0.0.66", wrong(email));
    const stranger = await tokenFrom("10.0.0.7", {
      grant_type: "password",
      username: email,
      password: "Agent#2026!",
    });
    expect(stranger.status).toBe(429);
    const owner = await tokenFrom("10.0.0.5", {
      grant_type: "password",
      username: email,
      password: "Agent#2026!",
      device_proof: before.device_proof!,
    });
    expect(owner.status).toBe(200);
    // A proof is worth nothing for another account.
    const borrowed = await tokenFrom("10.0.0.66", {
      ...wrong(t.accounts.manager.email),
      device_proof: before.device_proof!,
    });
    expect(borrowed.status).toBe(400);
  });

  it("a success clears the account's failures", async () => {
    t = await createTestApp();
    const email = t.accounts.agent.email;
    for (let i = 0; i < 4; i++) await t.token(wrong(email));
    await t.signIn("agent");
    for (let i = 0; i < 5; i++) expect((await t.token(wrong(email))).status).toBe(400);
    expect((await t.token(wrong(email))).status).toBe(429);
  });

  it("a burst of 16 wrong passwords in flight gets at most 5 checked", async () => {
    t = await createTestApp();
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => t.token(wrong(t.accounts.admin.email))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(11);
  });

  it("per client address (the socket's), whatever the accounts tried", async () => {
    t = await createTestApp({ SIGNIN_ADDRESS_FAILURES: "8" });
    for (let i = 0; i < 8; i++) {
      expect((await tokenFrom("10.0.0.7", wrong(`nobody${i}@parc-demo.fr`))).status).toBe(400);
    }
    expect((await tokenFrom("10.0.0.7", wrong("someone@parc-demo.fr"))).status).toBe(429);
    // X-Forwarded-For is not believed without TRUST_PROXY; another address is not blocked.
    const spoofed = await tokenFrom("10.0.0.7", wrong("x@parc-demo.fr"), {
      "x-forwarded-for": "10.9.9.9",
    });
    expect(spoofed.status).toBe(429);
    expect((await tokenFrom("10.0.0.8", wrong("x@parc-demo.fr"))).status).toBe(400);
  });

  it("with TRUST_PROXY, the address is the proxy's last X-Forwarded-For entry", async () => {
    t = await createTestApp({ SIGNIN_ADDRESS_FAILURES: "2", TRUST_PROXY: "1" });
    const via = (client: string) => ({ "x-forwarded-for": `1.2.3.4, ${client}` });
    for (let i = 0; i < 2; i++) await tokenFrom("10.0.0.1", wrong(`a${i}@x.fr`), via("192.0.2.1"));
    expect((await tokenFrom("10.0.0.1", wrong("b@x.fr"), via("192.0.2.1"))).status).toBe(429);
    expect((await tokenFrom("10.0.0.1", wrong("b@x.fr"), via("192.0.2.2"))).status).toBe(400);
  });

  it("covers the first-login code and the password change too", async () => {
    t = await createTestApp();
    const set = () =>
      t.call("PUT", "/api/employee/password/set", {
        json: {
          email: "nouveau@parc-demo.fr",
          code: "000000",
          password: "Nouveau#2026!",
          confirmPassword: "Nouveau#2026!",
        },
      });
    for (let i = 0; i < 5; i++) expect((await set()).status).toBe(400);
    const refused = await set();
    expect([refused.status, await refused.json()]).toEqual([429, { code: "too_many_attempts" }]);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    const { access_token: token } = await t.signIn("manager");
    const change = () =>
      t.call("PUT", "/api/employee/password/change", {
        token,
        json: {
          oldPassword: "Faux#2026!",
          newPassword: "Neuf#2027!",
          confirmPassword: "Neuf#2027!",
        },
      });
    for (let i = 0; i < 5; i++) expect((await change()).status).toBe(400);
    const locked = await change();
    expect([locked.status, await locked.json()]).toEqual([429, { code: "too_many_attempts" }]);
  });

  it("lets a PWA served from another origin read Retry-After", async () => {
    t = await createTestApp({
      CORS_ORIGINS: "https://pwa.parc.example",
      SIGNIN_ACCOUNT_FAILURES: "1",
    });
    const origin = { origin: "https://pwa.parc.example" };
    await t.token(wrong(t.accounts.agent.email), origin);
    const refused = await t.token(wrong(t.accounts.agent.email), origin);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("access-control-expose-headers")).toContain("Retry-After");
  });
});
