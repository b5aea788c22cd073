// @vitest-environment node
import { isNotNull } from "drizzle-orm";
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

  it("treats reuse of a used token after the grace period as theft: 400 and the whole family revoked", async () => {
    const first = await t.signIn("agent");
    const rotated = await tokensOf(
      await t.token({ grant_type: "refresh_token", refresh_token: first.refresh_token }),
    );
    // The rotation happened 11 s ago: past the 10 s grace period.
    await t.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 11_000) })
      .where(isNotNull(refreshTokens.usedAt));
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

  it("gives two concurrent uses of a token the same new pair (a lost answer retried), once", async () => {
    const { refresh_token } = await t.signIn("admin");
    const answers = await Promise.all(
      [1, 2].map(() => t.token({ grant_type: "refresh_token", refresh_token })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [a, b] = await Promise.all(answers.map(tokensOf));
    expect(b).toEqual(a);
    const next = await t.token({ grant_type: "refresh_token", refresh_token: a!.refresh_token });
    expect(next.status).toBe(200);
  });

  it("refuses an unknown refresh token", async () => {
    const res = await t.token({ grant_type: "refresh_token", refresh_token: "not-a-token" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_grant" });
  });
});
