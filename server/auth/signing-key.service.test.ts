// @vitest-environment node
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { loadSigningKey } from "./signing-key.service";

describe("loadSigningKey", () => {
  it("uses JWT_SECRET when given", async () => {
    const { db, close } = await openDatabase(":memory:");
    const key = await loadSigningKey(db, "a-configured-secret-of-32-characters!");
    expect(new TextDecoder().decode(key)).toBe("a-configured-secret-of-32-characters!");
    close();
  });

  it("otherwise generates a secret once and keeps it", async () => {
    const { db, close } = await openDatabase(":memory:");
    const first = await loadSigningKey(db, undefined);
    const second = await loadSigningKey(db, undefined);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(second).toEqual(first);
    close();
  });
});
