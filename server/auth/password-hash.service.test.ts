// @vitest-environment node
import { describe, expect, it } from "vitest";
import { hashSecret, needsRehash, verifySecret } from "./password-hash.service";

describe("password hashing", () => {
  it("verifies the right secret only, with a fresh salt each time", async () => {
    const a = await hashSecret("Admin#2026!");
    const b = await hashSecret("Admin#2026!");
    expect(a).toMatch(/^scrypt\$4096\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifySecret("Admin#2026!", a)).toBe(true);
    expect(await verifySecret("admin#2026!", a)).toBe(false);
    expect(await verifySecret("", a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it("answers false, after the same work, without a usable hash", async () => {
    for (const stored of [null, undefined, "", "md5$abc", "scrypt$x$8$1$a$b"]) {
      expect(await verifySecret("Admin#2026!", stored)).toBe(false);
    }
  });

  it("verifies a hash of another cost and asks for its upgrade", async () => {
    const { scryptSync } = await import("node:crypto");
    const salt = Buffer.from("0123456789abcdef");
    const key = scryptSync("Ancien#2020", salt, 32, { N: 1024, r: 8, p: 1 });
    const old = `scrypt$1024$8$1$${salt.toString("base64url")}$${key.toString("base64url")}`;
    expect(await verifySecret("Ancien#2020", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });
});
