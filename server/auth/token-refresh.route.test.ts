// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens } from "../db/schema/auth.schema";
import { claimsOf, createTestApp, tokensOf, type TestApp } from "../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /connect/token, refresh grant", () => {
  it("rotates the refresh token and re-reads the role", async () => {
    const first = await t.signIn("manager");
    const res = await t.token({ grant_type: "refresh_token", refresh_token: first.refresh_token });
    expect(res.status).toBe(200);
    const second = await tokensOf(res);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(claimsOf(second.access_token).role).toBe("Responsable");
  });

  it("treats reuse of a used token as theft: 400 and the whole family revoked", async () => {
    const first = await t.signIn("agent");
    const rotated = (await (
      await t.token({ grant_type: "refresh_token", refresh_token: first.refresh_token })
    ).json()) as {
      refresh_token: string;
    };
    const reuse = await t.token({
      grant_type: "refresh_token",
      refresh_token: first.refresh_token,
    });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ code: "invalid_grant" });
    const newer = await t.token({
      grant_type: "refresh_token",
      refresh_token: rotated.refresh_token,
    });
    expect(newer.status).toBe(400);
    // Another sign-in is another family: unaffected.
    const other = await t.signIn("agent");
    expect(
      (await t.token({ grant_type: "refresh_token", refresh_token: other.refresh_token })).status,
    ).toBe(200);
  });

  it("refuses an expired refresh token", async () => {
    const { refresh_token } = await t.signIn("agent");
    await t.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.token({ grant_type: "refresh_token", refresh_token });
    expect([res.status, await res.json()]).toEqual([
      400,
      { code: "invalid_grant", error: "invalid_grant" },
    ]);
  });

  it("treats two concurrent uses of a token as a reuse: the family ends revoked", async () => {
    const { refresh_token } = await t.signIn("admin");
    const answers = await Promise.all(
      [1, 2].map(() => t.token({ grant_type: "refresh_token", refresh_token })),
    );
    const winners = answers.filter((r) => r.status === 200);
    expect(winners.length).toBeLessThanOrEqual(1);
    for (const winner of winners) {
      const next = (await winner.json()) as { refresh_token: string };
      expect(
        (await t.token({ grant_type: "refresh_token", refresh_token: next.refresh_token })).status,
      ).toBe(400);
    }
  });

  it("refuses an unknown refresh token", async () => {
    const res = await t.token({ grant_type: "refresh_token", refresh_token: "not-a-token" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_grant" });
  });
});
