// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { settings } from "../db/schema/settings.schema";
import { loadSigningKey } from "./signing-key.service";

const dir = mkdtempSync(join(tmpdir(), "backoffice-key-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const text = (key: Uint8Array) => new TextDecoder().decode(key);

describe("loadSigningKey", () => {
  it("uses JWT_SECRET when given", async () => {
    const { db, close } = await openDatabase(":memory:");
    const configured = "a-configured-secret-of-32-characters!";
    const key = await loadSigningKey({ configured, file: join(dir, "unused"), db, writable: true });
    expect(text(key)).toBe(configured);
    close();
  });

  it("otherwise generates a secret once, in a file only the server's user reads, never in the database", async () => {
    const { db, close } = await openDatabase(":memory:");
    const file = join(dir, "jwt-secret");
    const first = await loadSigningKey({ configured: undefined, file, db, writable: true });
    const second = await loadSigningKey({ configured: undefined, file, db, writable: true });
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(second).toEqual(first);
    expect(readFileSync(file, "utf8")).toBe(text(first));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await db.select().from(settings)).toEqual([]);
    close();
  });

  it("moves a secret an earlier version kept in the database to the file: no one is signed out", async () => {
    const { db, close } = await openDatabase(":memory:");
    await db.insert(settings).values({ key: "jwt_secret", value: "kept-by-an-earlier-version" });
    const file = join(dir, "moved-secret");
    const key = await loadSigningKey({ configured: undefined, file, db, writable: true });
    expect(text(key)).toBe("kept-by-an-earlier-version");
    expect(readFileSync(file, "utf8")).toBe("kept-by-an-earlier-version");
    expect(await db.select().from(settings).where(eq(settings.key, "jwt_secret"))).toEqual([]);
    close();
  });
});
